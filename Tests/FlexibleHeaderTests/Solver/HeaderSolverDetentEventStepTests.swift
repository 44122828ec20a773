import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The detent steps as values: moves that end, start or come back, decided from the state,
/// the inputs and what the step carries, with no node involved. The world is the recorded
/// phone of `HeaderSolverTests`: a 20-point status bar and a header from 76 to 200 points.
@Suite("Header solver: detent event steps")
struct HeaderSolverDetentEventStepTests {
    /// A world with shifting on, attached and expanded: the content's top at the header's
    /// 200-point bottom edge, nothing moving.
    private func expandedWorld() -> SolverWorld {
        var w = SolverWorld()
        w.settings.shiftBehavior = .enabled
        w.attach()
        w.isTracking = false
        return w
    }

    /// The offsets the world's scroll view can rest at, y in points: from the content's top
    /// under the expanded header to its end at the viewport's bottom.
    private func offsetRange(_ w: SolverWorld) -> (minimum: CGFloat, maximum: CGFloat) {
        (-(w.contentInsetTop + w.adjustmentTop), w.contentHeight - w.viewportHeight)
    }

    // MARK: Losing the clock

    @Test("Losing the detent clock ends the running move where it is and stops its frame handler")
    func clockLostEndsMove() {
        var w = expandedWorld()
        w.step { $0.startRequestedDetentMove(to: .collapsed, duration: DetentMath.animationDuration, id: 7) }
        #expect(w.state.detentMotion?.id == 7)
        let boundsBefore = w.boundsHeight
        let e = w.step { $0.run(.detentClockLost) }
        #expect(w.state.detentMotion == nil)
        #expect(w.state.snapTarget == nil)
        #expect(e.detentAnimation == false)
        #expect(e.endedDetentMotions.map(\.id) == [7])
        #expect(e.endedDetentMotions.map(\.arrived) == [false])
        // Where it is: nothing moves.
        #expect(e.offsetWrite == nil && e.boundsHeight == nil && e.centerY == nil)
        #expect(w.boundsHeight == boundsBefore)
    }

    @Test("Losing the detent clock with no move running still stops the frame handler and ends nothing")
    func clockLostWithoutMove() {
        var w = expandedWorld()
        let e = w.step { $0.run(.detentClockLost) }
        #expect(e.detentAnimation == false)
        #expect(e.endedDetentMotions.isEmpty)
        #expect(e.offsetWrite == nil && e.boundsHeight == nil && e.centerY == nil && !e.didCommit)
    }

    @Test("Losing the detent clock decides what interrupting the move decides, and always stops the handler")
    func clockLostMatchesInterrupt() {
        var w = expandedWorld()
        w.step { $0.startRequestedDetentMove(to: .collapsed, duration: DetentMath.animationDuration, id: 3) }
        var viaStep = w.solver
        viaStep.run(.detentClockLost)
        var direct = w.solver
        direct.interruptDetentMotion()
        #expect(viaStep.state.detentMotion == direct.state.detentMotion)
        #expect(viaStep.state.snapTarget == direct.state.snapTarget)
        #expect(viaStep.effects.endedDetentMotions.map(\.id) == direct.effects.endedDetentMotions.map(\.id))
        #expect(viaStep.effects.detentAnimation == false)
    }

    // MARK: Moving to a detent asked for

    @Test("A detent move asked for decides what starting the requested move decides")
    func moveToDetentMatchesStart() {
        let w = expandedWorld()
        let step = HeaderSolver.Step.moveToDetent(detent: .collapsed, duration: DetentMath.animationDuration, id: 4)
        var viaStep = w.solver
        viaStep.run(step)
        var direct = w.solver
        direct.startRequestedDetentMove(to: .collapsed, duration: DetentMath.animationDuration, id: 4)
        #expect(viaStep.state.detentMotion == direct.state.detentMotion)
        #expect(viaStep.state.requestedDetent == .collapsed)
        #expect(viaStep.effects.detentAnimation == true)
        #expect(viaStep.effects.runsDetentMotionNow == direct.effects.runsDetentMotionNow)
    }

    @Test("A detent move at once asks for its frame to run now rather than start the frame handler")
    func moveToDetentAtOnce() {
        var w = expandedWorld()
        let e = w.step { $0.run(.moveToDetent(detent: .collapsed, duration: 0, id: 5)) }
        #expect(e.runsDetentMotionNow)
        #expect(e.detentAnimation == false)
        #expect(w.state.detentMotion?.id == 5)
    }

    @Test("A detent that does not resolve ends the move asked for at once, its completion hearing false")
    func moveToUnresolvedDetent() {
        var w = expandedWorld()
        w.settings.shiftBehavior = .disabled
        let e = w.step { $0.run(.moveToDetent(detent: .hidden, duration: DetentMath.animationDuration, id: 6)) }
        #expect(w.state.detentMotion == nil)
        #expect(e.endedDetentMotions.map(\.id) == [6])
        #expect(e.endedDetentMotions.map(\.arrived) == [false])
    }

    // MARK: Coming back to a resting place

    @Test("Coming back to a collapsed resting place moves the header, the row under its bottom edge following")
    func returnToCollapsed() {
        var w = expandedWorld()
        let range = offsetRange(w)
        let offset = w.offsetY
        let edge = w.centerY + w.boundsHeight / 2
        #expect(edge == 200)
        // The arithmetic the view did: the row under the edge now, less the detent's extent,
        // clamped to the offsets the scroll view can rest at.
        let collapsedExtent: CGFloat = 76
        let expectedY = min(max(offset + edge - collapsedExtent, range.minimum), range.maximum)
        let move = RestingPlaceReturn(
            place: RestingPlace(detent: .collapsed, rowY: nil), duration: DetentMath.animationDuration,
            minimumOffsetY: range.minimum, maximumOffsetY: range.maximum)
        let e = w.step { $0.run(.returnToRestingPlace(move)) }
        let motion = w.state.detentMotion
        #expect(motion?.target.detent == .collapsed)
        #expect(motion?.target.extent == collapsedExtent)
        #expect(motion?.toOffsetY == expectedY)
        #expect(motion?.fromOffsetY == offset)
        #expect(motion?.keepsRowUnderHeader == true)
        #expect(motion?.id == 0)
        #expect(motion?.duration == DetentMath.animationDuration)
        #expect(e.detentAnimation == true)
        // Coming back is not a move from code: no detent counts as requested.
        #expect(w.state.requestedDetent == nil)
    }

    @Test("Coming back to a row the scroll view cannot rest at stops at the nearest offset it can")
    func returnClampsTheRow() {
        var w = expandedWorld()
        let range = offsetRange(w)
        let move = RestingPlaceReturn(
            place: RestingPlace(detent: .collapsed, rowY: -1_000), duration: 0, minimumOffsetY: range.minimum,
            maximumOffsetY: range.maximum)
        let e = w.step { $0.run(.returnToRestingPlace(move)) }
        #expect(w.state.detentMotion?.toOffsetY == range.minimum)
        #expect(e.runsDetentMotionNow)
    }

    @Test("Coming back to the place the header already rests at, the row in place, decides nothing")
    func returnToWhereItRests() {
        var w = expandedWorld()
        let range = offsetRange(w)
        let move = RestingPlaceReturn(
            place: RestingPlace(detent: .expanded, rowY: nil), duration: DetentMath.animationDuration,
            minimumOffsetY: range.minimum, maximumOffsetY: range.maximum)
        let e = w.step { $0.run(.returnToRestingPlace(move)) }
        #expect(w.state.detentMotion == nil)
        #expect(e.isEmpty)
    }

    @Test("Coming back to a detent that no longer resolves decides nothing")
    func returnToUnresolvedDetent() {
        var w = expandedWorld()
        w.settings.shiftBehavior = .disabled
        let range = offsetRange(w)
        let move = RestingPlaceReturn(
            place: RestingPlace(detent: .hidden, rowY: nil), duration: 0, minimumOffsetY: range.minimum,
            maximumOffsetY: range.maximum)
        let e = w.step { $0.run(.returnToRestingPlace(move)) }
        #expect(w.state.detentMotion == nil)
        #expect(e.isEmpty)
    }
}

/// The status-bar appearance step as a value: the injection follows the status bar and the
/// content goes back where it was, decided in one solve.
@Suite("Header solver: status-bar appearance step")
struct HeaderSolverStatusBarAppearanceStepTests {
    private func world() -> SolverWorld {
        var w = SolverWorld()
        w.attach()
        w.scroll(to: -120)
        w.isTracking = false
        return w
    }

    @Test("A re-resolved status bar puts the content back at the saved offset, noted as the last one seen")
    func restoresSavedOffset() {
        var w = world()
        let saved = CGPoint(x: 0, y: -150)
        let e = w.step { $0.run(.statusBarAppearanceChanged(restoring: saved)) }
        #expect(e.offsetWrite == .set(saved))
        #expect(w.state.tracking.lastContentOffset == saved)
    }

    @Test("Without a saved offset, or with one that is not finite, the content is left where it is")
    func leavesContent() {
        for restoring in [nil, CGPoint(x: 0, y: CGFloat.nan)] {
            let e = world().solver.stepped(.statusBarAppearanceChanged(restoring: restoring))
            #expect(e.offsetWrite == nil)
        }
    }

    @Test("The status-bar step decides what the solver's status-bar call decides, and its writes do not count as scrolling")
    func matchesCall() {
        let w = world()
        let saved = CGPoint(x: 0, y: -90)
        var viaStep = w.solver
        viaStep.run(.statusBarAppearanceChanged(restoring: saved))
        var direct = w.solver
        direct.statusBarAppearanceDidChange(restoring: saved)
        #expect(viaStep.effects.offsetWrite == direct.effects.offsetWrite)
        #expect(viaStep.effects.contentInsetTopDelta == direct.effects.contentInsetTopDelta)
        #expect(viaStep.effects.statusBar == direct.effects.statusBar)
        #expect(viaStep.state.tracking.lastContentOffset == direct.state.tracking.lastContentOffset)
        #expect(!HeaderSolver.Step.statusBarAppearanceChanged(restoring: saved).scrollWritesCountAsScrolling)
        #expect(HeaderSolver.Step.commit.scrollWritesCountAsScrolling)
        #expect(HeaderSolver.Step.detentClockLost.scrollWritesCountAsScrolling)
    }
}

extension HeaderSolver {
    /// The effects `step` decides on a copy of this solver.
    fileprivate func stepped(_ step: Step) -> HeaderEffects {
        var copy = self
        copy.run(step)
        return copy.effects
    }
}
