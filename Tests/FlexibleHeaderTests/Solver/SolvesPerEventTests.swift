import Canopy
import Foundation
import Testing

@testable import FlexibleHeader

/// How many solves the view runs per event, counted in debug builds: an upper bound that
/// restructuring the view may only lower.
@Suite("Solves per event")
struct SolvesPerEventTests {
    @Test("A plain scroll event is one solve")
    func plainScrollIsOneSolve() {
        let (header, sv, _, _) = StatusBarTests.classic(behavior: .enabled)
        scroll(header, sv, to: -70)
        let before = header.pipeline.solveCount
        scroll(header, sv, to: -65)
        let solves = header.pipeline.solveCount - before
        report("solves per plain scroll event: \(solves)")
        #expect(solves == 1)
    }

    @Test("A scroll event of a header that may hide the status bar, without a flip, costs at most three solves")
    func statusBarShifterScrollSolves() {
        let (header, sv, _, _) = StatusBarTests.classic(behavior: .enabledWithStatusBar)
        scroll(header, sv, to: -70)
        let before = header.pipeline.solveCount
        scroll(header, sv, to: -65)
        #expect(header.pipeline.solveCount - before <= 3)
    }

    @Test("A scroll event that hides the status bar costs two solves and two applies: the scroll's and the flip's")
    func statusBarFlipSolves() {
        let (header, sv, _, _) = StatusBarTests.classic(behavior: .enabledWithStatusBar)
        // The content's top rests at -76, under the collapsed header: 16 points shifted.
        scroll(header, sv, to: -60)
        #expect(!header.shifter.prefersStatusBarHidden)
        let before = header.pipeline.solveCount
        let appliesBefore = header.pipeline.applyCount
        scroll(header, sv, to: 400)
        let solves = header.pipeline.solveCount - before
        report("solves per status-bar flip: \(solves)")
        let applies = header.pipeline.applyCount - appliesBefore
        report("applies per status-bar flip: \(applies)")
        #expect(header.shifter.prefersStatusBarHidden)
        #expect(solves <= 2, "solves per status-bar flip: \(solves)")
        #expect(applies <= 2, "applies per status-bar flip: \(applies)")
    }

    @Test("The end of a rotation that moved nothing is one solve: the offset is noted on the layout pass's solver")
    func rotationEndSolves() {
        let (header, sv, _, _) = StatusBarTests.classic(behavior: .enabled)
        scroll(header, sv, to: -70)
        header.interfaceOrientationWillChange()
        let before = header.pipeline.solveCount
        header.interfaceOrientationDidChange()
        #expect(header.pipeline.solveCount - before == 1)
    }

    @Test("Kept still, rows removed at a list's end and the scroll back cost no solve for widening the range or giving it back")
    func rangeHoldSolves() {
        // Given a list kept still, scrolled to its end
        let host = ContinuityHost(rowCounts: [12, 2], adjustment: .automatic) { $0.preventsJumps = true }
        let sv = host.tracked.scrollView
        host.scroll(to: sv.maximumContentOffset.y)
        // When three rows go, so the scroll view would clamp, and the content scrolls back
        let removing = host.header.pipeline.solveCount
        host.tracked.removeLast(3)
        let removal = host.header.pipeline.solveCount - removing
        let scrolling = host.header.pipeline.solveCount
        host.scroll(to: sv.contentOffset.y - 30)
        let release = host.header.pipeline.solveCount - scrolling
        // Then the widening and the release ran, decided without a solve of their own
        #expect(host.header.state.injections.info(for: sv)?.reservedBottomContentInset == 90)
        #expect(removal <= 2, "solves to remove rows: \(removal)")
        #expect(release <= 1, "solves to scroll back: \(release)")
    }

    @Test("Going back to a resting place after a held safe-area change is one solve")
    func restingPlaceReturnSolves() {
        // Given a header collapsed from code over scrolled content, a return to the expanded
        // detent pending as a held safe-area change leaves it
        let host = DetentHost(shift: .enabled)
        host.scroll(to: 400)
        host.header.setDetent(.collapsed, animated: false)
        host.header.state.pendingRestingPlace = RestingPlace(detent: .expanded, rowY: nil)
        // When the frame after the change comes
        let before = host.header.pipeline.solveCount
        host.header.send(.restingPlaceDue)
        let solves = host.header.pipeline.solveCount - before
        // Then the move starts, decided in the one solve of its step
        #expect(host.header.state.detentMotion?.target.detent == .expanded)
        #expect(host.header.state.pendingRestingPlace == nil)
        #expect(solves == 1, "solves per resting-place return: \(solves)")
    }

    @Test("A due resting place the header no longer waits for costs no solve")
    func noPendingRestingPlaceSolves() {
        let host = DetentHost(shift: .enabled)
        host.scroll(to: 400)
        let before = host.header.pipeline.solveCount
        host.header.send(.restingPlaceDue)
        #expect(host.header.pipeline.solveCount - before == 0)
        #expect(host.header.state.detentMotion == nil)
    }

    /// Prints a count for scripts/header-counts.py when CANOPY_HEADER_COUNTS is set.
    private func report(_ line: String) {
        if ProcessInfo.processInfo.environment["CANOPY_HEADER_COUNTS"] != nil { print(line) }
    }
}
