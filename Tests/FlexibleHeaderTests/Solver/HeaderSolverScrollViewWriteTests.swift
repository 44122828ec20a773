import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// The solver's writes to scroll views it names by key, as values: the scroll view the header
/// leaves, one it injects into without tracking it, and one it is about to track. The world is
/// the recorded phone of `HeaderSolverTests`: a 20-point status bar and a header from 76 to 200
/// points, so an injection adds the 180 points the safe area does not already cover.
@Suite("Header solver: writes to scroll views named by key")
struct HeaderSolverScrollViewWriteTests {
    /// A scroll view the header does not track, as a solve reads it: no inset of its own, the
    /// 20-point safe area added by the scroll view, content resting at its top.
    private func untracked(_ node: ScrollNode, offsetY: CGFloat = -20, insetTop: CGFloat = 0) -> HeaderInputs.Scroll {
        HeaderInputs.Scroll(
            node: node, isTracked: false, contentOffset: CGPoint(x: 0, y: offsetY),
            contentInset: EdgeInsets(top: insetTop, left: 0, bottom: 0, right: 0), adjustmentTop: 20, indicatorTop: 0,
            contentHeight: 2_000, boundsHeight: 600, isTracking: false, isPaging: false, isWebContent: false,
            adjustmentIsNever: false, refreshHeight: 0, containsHeader: false)
    }

    /// An attached world, its tracked scroll view's key and the injection recorded for it.
    private func attachedWorld(preventsJumps: Bool = false) -> (SolverWorld, ScrollViewKey, TrackingInfo) {
        var w = SolverWorld()
        w.settings.preventsJumps = preventsJumps
        w.attach()
        let key = ScrollViewKey(w.node)
        let info = w.state.injections.info(for: key) ?? TrackingInfo()
        return (w, key, info)
    }

    @Test("Leaving a scroll view takes the whole top injection out, then the indicator inset")
    func removalTakesInjectionOut() {
        let (w, key, info) = attachedWorld()
        #expect(info.injectedTopContentInset == 180)
        var s = w.solver
        let range = OffsetRangeHold(minimum: -200, contentEnd: 1_400, reserve: 0)
        let removal = s.removeInsets(from: key, offsetY: 300, adjustedTop: 200, range: range)
        #expect(removal == HeaderSolver.InsetRemoval(keptTop: 0, keptReserve: nil))
        #expect(
            s.effects.scrollViewWrites == [
                ScrollViewWrite(target: key, change: .removeFromContentInset(top: 180, bottom: 0)),
                ScrollViewWrite(target: key, change: .removeFromIndicatorTop(info.injectedTopScrollIndicatorInset)),
            ])
        #expect(s.effects.offsetWrite == nil && s.effects.contentInsetTopDelta == 0)
        #expect(s.state.injections.info(for: key) == info, "the record changes once the writes are made")
    }

    @Test("Kept still, leaving content resting at its top keeps the injection it rests on")
    func removalKeptStillKeepsWhatTheOffsetNeeds() {
        let (w, key, info) = attachedWorld(preventsJumps: true)
        var s = w.solver
        let range = OffsetRangeHold(minimum: -200, contentEnd: 1_400, reserve: 0)
        let removal = s.removeInsets(from: key, offsetY: -200, adjustedTop: 200, range: range)
        #expect(removal == HeaderSolver.InsetRemoval(keptTop: 180, keptReserve: 0))
        // The indicator inset goes first, since it moves no content; nothing of the top goes.
        #expect(
            s.effects.scrollViewWrites == [
                ScrollViewWrite(target: key, change: .removeFromIndicatorTop(info.injectedTopScrollIndicatorInset)),
                ScrollViewWrite(target: key, change: .removeFromContentInset(top: 0, bottom: 0)),
            ])
    }

    @Test("Kept still, leaving content scrolled 50 points into the injection takes those 50 out")
    func removalKeptStillTakesTheRoomThereIs() {
        let (w, key, _) = attachedWorld(preventsJumps: true)
        var s = w.solver
        let range = OffsetRangeHold(minimum: -200, contentEnd: 1_400, reserve: 0)
        let removal = s.removeInsets(from: key, offsetY: -150, adjustedTop: 200, range: range)
        #expect(removal?.keptTop == 130)
        #expect(s.effects.scrollViewWrites.last?.change == .removeFromContentInset(top: 50, bottom: 0))
    }

    @Test("A scroll view the header never injected into gets no writes")
    func removalOfUnknownScrollViewWritesNothing() {
        let (w, _, _) = attachedWorld()
        var s = w.solver
        let other = ScrollNode()
        let removal = s.removeInsets(
            from: ScrollViewKey(other), offsetY: 0, adjustedTop: 20,
            range: OffsetRangeHold(minimum: -20, contentEnd: 1_400, reserve: 0))
        #expect(removal == nil)
        #expect(s.effects.isEmpty)
    }

    @Test("Injecting into an untracked scroll view grows its inset, then puts its offset back")
    func untrackedInjectionWritesByKey() {
        let (w, _, _) = attachedWorld()
        let other = ScrollNode()
        let key = ScrollViewKey(other)
        var s = w.solver
        let decision = s.injectUntracked(into: untracked(other, offsetY: -20), compensatesStatusBarChange: true)
        #expect(decision.delta == 180)
        #expect(
            s.effects.scrollViewWrites == [
                ScrollViewWrite(target: key, change: .addToContentInsetTop(180)),
                ScrollViewWrite(target: key, change: .restoreOffset(CGPoint(x: 0, y: -20))),
            ])
        #expect(s.effects.offsetWrite == nil && s.effects.contentInsetTopDelta == 0)
        #expect(s.state.injections.info(for: key)?.injectedTopContentInset == 180)
        #expect(s.state.injections.info(for: key)?.hasInjectedTopContentInset == true)
    }

    @Test("Injecting into an untracked scroll view after the status bar hid moves its offset by the injection")
    func untrackedInjectionCompensatesStatusBarFlip() {
        var (w, _, _) = attachedWorld()
        w.state.wasStatusBarHidden = false
        w.statusBarIsHidden = true
        let other = ScrollNode()
        let key = ScrollViewKey(other)
        var s = w.solver
        let decision = s.injectUntracked(into: untracked(other), compensatesStatusBarChange: true)
        #expect(decision.delta == 180)
        #expect(s.effects.scrollViewWrites.last == ScrollViewWrite(target: key, change: .compensateOffsetY(by: -180)))
        #expect(s.state.wasStatusBarHidden == true)
        #expect(s.effects.offsetWrite == nil, "the tracking scroll view is not written")
    }

    @Test("An untracked scroll view already injected into gets no writes when nothing changed")
    func untrackedReinjectionWithoutChangeWritesNothing() {
        let (w, _, _) = attachedWorld()
        let other = ScrollNode()
        var s = w.solver
        let first = s.injectUntracked(into: untracked(other), compensatesStatusBarChange: true)
        #expect(first.delta == 180)
        s.writeBack()
        var again = HeaderSolver(state: s.state, inputs: w.inputs)
        let decision = again.injectUntracked(into: untracked(other, insetTop: 180), compensatesStatusBarChange: true)
        #expect(decision.delta == 0)
        #expect(again.effects.isEmpty)
    }

    @Test("A scroll view about to be tracked moves its content down by the injection just made")
    func preparingMovesByInjection() {
        let (w, _, _) = attachedWorld()
        let other = ScrollNode()
        var s = w.solver
        s.prepareToTrack(untracked(other, insetTop: 180), injectedDelta: 180, hasTrackingScrollView: false)
        #expect(s.effects.scrollViewWrites == [ScrollViewWrite(target: ScrollViewKey(other), change: .moveOffsetY(by: -180))])
    }

    @Test("Switched to from a shifted-off header, content rests no higher than its own inset's top and follows the stashed height")
    func preparingAfterShiftRaisesAndFollowsStash() {
        var (w, _, _) = attachedWorld()
        w.state.tracking.accumulator = w.solver.accumulatorMax
        let other = ScrollNode()
        let key = ScrollViewKey(other)
        var stashed = TrackingInfo()
        stashed.injectedTopContentInset = 180
        stashed.hasInjectedTopContentInset = true
        stashed.stashedHeight = 200
        w.state.injections.set(stashed, for: key)
        w.boundsHeight = 76
        var s = w.solver
        s.prepareToTrack(untracked(other, insetTop: 190), injectedDelta: 0, hasTrackingScrollView: true)
        // Its own inset is the 10 points above the injection; the header, 76 points tall now,
        // was 200 when it left: the content moves up by the 124-point difference.
        #expect(
            s.effects.scrollViewWrites == [
                ScrollViewWrite(target: key, change: .raiseOffsetY(toAtLeast: -10)),
                ScrollViewWrite(target: key, change: .moveOffsetY(by: 124)),
            ])
    }

    @Test("Kept still, a scroll view about to be tracked shows its content where it was left")
    func preparingKeptStillOnlyMovesByInjection() {
        var (w, _, _) = attachedWorld(preventsJumps: true)
        w.state.tracking.accumulator = w.solver.accumulatorMax
        let other = ScrollNode()
        var s = w.solver
        s.prepareToTrack(untracked(other, insetTop: 180), injectedDelta: 0, hasTrackingScrollView: true)
        #expect(s.effects.isEmpty)
    }
}

/// The offset a re-injection keeps, decided from the offsets before and after it.
@Suite("Header solver: the offset kept after a re-injection")
struct HeaderSolverReinjectionOffsetTests {
    @Test("An offset the scroll view left alone is placed back, no higher than the top of the range")
    func keptOffsetIsPlacedBack() {
        let node = ScrollNode()
        let key = ScrollViewKey(node)
        let before = CGPoint(x: 0, y: -250)
        let write = HeaderSolver.offsetKeptAfterReinjection(of: key, before: before, now: before, adjustedTop: 200)
        #expect(write == ScrollViewWrite(target: key, change: .placeOffset(CGPoint(x: 0, y: -200))))
        let inside = HeaderSolver.offsetKeptAfterReinjection(
            of: key, before: CGPoint(x: 0, y: 40), now: CGPoint(x: 0, y: 40), adjustedTop: 200)
        #expect(inside?.change == .placeOffset(CGPoint(x: 0, y: 40)))
    }

    @Test("An offset the scroll view moved itself during the re-injection is left where it went")
    func movedOffsetIsLeft() {
        let node = ScrollNode()
        let write = HeaderSolver.offsetKeptAfterReinjection(
            of: ScrollViewKey(node), before: CGPoint(x: 0, y: -20), now: CGPoint(x: 0, y: -200), adjustedTop: 200)
        #expect(write == nil)
    }
}
