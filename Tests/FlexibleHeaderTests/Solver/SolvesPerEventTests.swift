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

    /// Prints a count for scripts/header-counts.py when CANOPY_HEADER_COUNTS is set.
    private func report(_ line: String) {
        if ProcessInfo.processInfo.environment["CANOPY_HEADER_COUNTS"] != nil { print(line) }
    }
}
