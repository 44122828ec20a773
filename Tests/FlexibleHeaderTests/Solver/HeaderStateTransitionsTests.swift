import Foundation
import Testing

@testable import FlexibleHeader

/// The named changes of the header's state made outside a solve, tested as values (no nodes):
/// each transition's effect on the state, as the view's scripts made it before.
@Suite("Header state transitions")
struct HeaderStateTransitionsTests {
    @Test("A rotation stops layout and the status-bar snapshot; its end lets layout run before the snapshot returns")
    func rotation() {
        var state = HeaderState(topSafeArea: 20, statusBarHeight: 20)
        state.beginRotation()
        #expect(state.isRotating && state.shifter.isChangingOrientation)
        state.endRotation()
        #expect(!state.isRotating && state.shifter.isChangingOrientation)
        state.rotationLaidOut()
        #expect(!state.isRotating && !state.shifter.isChangingOrientation)
    }

    @Test("Leaving a window forgets the status bar's visibility; joining one takes its status-bar height, even 0")
    func windowMoves() {
        var state = HeaderState(topSafeArea: 20, statusBarHeight: 20)
        state.wasStatusBarHidden = true
        state.leaveWindow()
        #expect(state.wasStatusBarHidden == nil)
        state.joinWindow(statusBarHeight: 0)
        #expect(state.shifter.originalStatusBarHeight == 0)
        state.joinWindow(statusBarHeight: 44)
        #expect(state.shifter.originalStatusBarHeight == 44)
    }

    @Test("A reported status-bar height replaces the last one, except 0 (hidden), which keeps it")
    func statusBarHeightReports() {
        var state = HeaderState(topSafeArea: 20, statusBarHeight: 20)
        state.windowStatusBarHeightChanged(to: 47)
        #expect(state.shifter.originalStatusBarHeight == 47)
        state.windowStatusBarHeightChanged(to: 0)
        #expect(state.shifter.originalStatusBarHeight == 47)
    }

    @Test("Beginning to track forgets the last offset and the drag's travel, and uses up the new scroll view's stashed height")
    func beginTracking() {
        withScrollViewKeys(2) { keys in
            var state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
            state.tracking.lastContentOffset = CGPoint(x: 0, y: 120)
            state.tracking.accumulatedDeltaY = 33
            state.tracking.accumulator = 12
            state.injections.set(TrackingInfo(stashedHeight: 80), for: keys[0])
            state.injections.set(TrackingInfo(stashedHeight: 90), for: keys[1])
            state.beginTracking(keys[0])
            #expect(state.tracking.lastContentOffset == nil && state.tracking.accumulatedDeltaY == 0)
            #expect(state.tracking.accumulator == 12)
            #expect(state.injections.info(for: keys[0])?.stashedHeight == nil)
            #expect(state.injections.info(for: keys[1])?.stashedHeight == 90)
            // Tracking nothing resets the bookkeeping and touches no entry.
            state.tracking.accumulatedDeltaY = 5
            state.beginTracking(nil)
            #expect(state.tracking.accumulatedDeltaY == 0)
            #expect(state.injections.info(for: keys[1])?.stashedHeight == 90)
        }
    }

    @Test("A snapped drag end aims the deceleration at the detent it snapped to")
    func snappedDeceleration() {
        var state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
        state.aimSnappedDeceleration(at: .collapsed)
        #expect(state.snapTarget == .collapsed)
    }

    @Test("A deferred resting place is scheduled once, the latest one wins without its row, and is taken once")
    func deferredRestingPlace() {
        var state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
        let first = state.deferRestingPlace(at: .expanded)
        let second = state.deferRestingPlace(at: .height(90))
        #expect(first && !second)
        #expect(state.pendingRestingPlace == RestingPlace(detent: .height(90), rowY: nil))
        let taken = state.takePendingRestingPlace()
        #expect(taken == RestingPlace(detent: .height(90), rowY: nil))
        let takenAgain = state.takePendingRestingPlace()
        #expect(takenAgain == nil)
        let laterIsScheduled = state.deferRestingPlace(at: .collapsed)
        #expect(laterIsScheduled)
    }

    @Test("Delivered progress is recorded only when it differs from the last one delivered")
    func deliveredProgress() {
        var state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
        let a = progress(height: 100)
        let b = progress(height: 80)
        let firstIsNews = state.recordDeliveredProgress(a)
        #expect(firstIsNews)
        #expect(state.lastReportedProgress == a)
        let repeatIsNews = state.recordDeliveredProgress(a)
        #expect(!repeatIsNews)
        let changeIsNews = state.recordDeliveredProgress(b)
        #expect(changeIsNews)
        #expect(state.lastReportedProgress == b)
    }

    @Test("The stretch trigger fires once at its offset and re-arms below the offset minus the hysteresis, or at zero")
    func stretchTrigger() {
        var state = HeaderState(topSafeArea: 0, statusBarHeight: 0)
        func note(_ over: CGFloat, offset: CGFloat = 40, hysteresis: CGFloat = 8) -> Bool {
            state.noteOverExtension(over, triggerOffset: offset, hysteresis: hysteresis)
        }
        // Fires at 40; hovering around it neither fires nor re-arms; below 40 − 8 it re-arms
        // without firing, and the next pull fires.
        let fired = [39, 40, 41, 33, 45, 31.5, 50].map { note($0) }
        #expect(fired == [false, true, false, false, false, false, true])
        #expect(!state.stretchTriggerIsArmed)
        // A hysteresis past the offset re-arms only at zero.
        let pulls = [1, 0, 6].map { note($0, offset: 5, hysteresis: 10) }
        #expect(pulls == [false, false, true])
    }

    @Test("Stopping a fling from code forgets that the drag decelerates")
    func flingStopped() {
        var tracking = ScrollTrackingState()
        tracking.didDecelerate = true
        tracking.flingStoppedByCode()
        #expect(!tracking.didDecelerate)
    }

    @Test("Translucent content turns the status-bar snapshot off; opaque content turns it back on")
    func translucency() {
        var shifter = StatusBarShifterModel(originalStatusBarHeight: 20)
        shifter.contentTranslucencyChanged(isTranslucent: true)
        #expect(!shifter.snapshottingEnabled)
        shifter.contentTranslucencyChanged(isTranslucent: false)
        #expect(shifter.snapshottingEnabled)
    }

    @Test("Switching the safe-area source reports a change only when the mode differs")
    func safeAreaSource() {
        var model = TopSafeAreaModel()
        let sameMode = model.switchSource(infersFromViewController: false)
        #expect(!sameMode)
        let toInfer = model.switchSource(infersFromViewController: true)
        #expect(toInfer)
        #expect(model.infersFromViewController)
        let inferAgain = model.switchSource(infersFromViewController: true)
        #expect(!inferAgain)
        model.subtractAdditionalSafeAreaInsets(true)
        #expect(model.subtractsAdditionalSafeAreaInsets)
        model.subtractAdditionalSafeAreaInsets(false)
        #expect(!model.subtractsAdditionalSafeAreaInsets)
    }

    private func progress(height: CGFloat) -> HeaderProgress {
        HeaderProgress(
            height: height, shift: 0, collapseFraction: 0, shiftFraction: 0, overExtension: 0, phase: .collapsing,
            isSettling: false, target: nil)
    }
}
