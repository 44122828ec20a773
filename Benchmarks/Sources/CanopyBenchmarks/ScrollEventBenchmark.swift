import Canopy
import Examples
import FlexibleHeader
import Foundation

/// `scroll-event`: one content-offset change plus one `trackingScrollViewDidScroll()` with
/// shifting enabled, header in its controller in a window, in ns per event.
///
/// Baseline: the same loop that only sets the list's content offset (the floor: what any
/// scroll costs before a header reacts). The list's delegate is detached for both loops so
/// the header is called exactly once per event, explicitly.
enum ScrollEventBenchmark {
    static func run() -> [Result] {
        guard let screen = ExampleCatalog.named("shift-enabled")?.make() as? HeaderListScreen else { return [] }
        // Kept alive for the whole run: a released window would leave the header measured
        // outside any window (no safe area, no status bar, a clock found by walking the tree).
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 0)
        defer { withExtendedLifetime(window) {} }
        guard let list = screen.list else { return [] }
        let header = screen.headerViewController.headerView
        precondition(header.shiftBehavior == .enabled)
        list.delegate = nil
        // Down 600 points and back along a cosine, so the header collapses, shifts off screen
        // and returns: every branch of the shift math runs.
        let top = list.minimumContentOffset.y
        let offsets = (0..<1024).map { i in
            CGPoint(x: 0, y: top + 300 * (1 - cos(2 * .pi * CGFloat(i) / 1024)))
        }
        var step = 0
        // A fixed small count lets valgrind's callgrind count the instructions of a run.
        let fixed = ProcessInfo.processInfo.environment["CANOPY_BENCH_SCROLL_ITERATIONS"].flatMap(Int.init)
        let iterations = fixed ?? 20_000
        let repeats = fixed == nil ? 21 : 1
        // With a fixed count, CANOPY_BENCH_SCROLL_FLOOR_ONLY skips the header loop, so the two
        // loops' instruction counts can be told apart.
        let floorOnly = fixed != nil && ProcessInfo.processInfo.environment["CANOPY_BENCH_SCROLL_FLOOR_ONLY"] != nil
        let eventIterations = floorOnly ? 1 : iterations
        let event = medianNanoseconds(repeats: repeats, iterations: eventIterations) {
            list.contentOffset = offsets[step & 1023]
            header.trackingScrollViewDidScroll()
            step += 1
        }
        step = 0
        let floor = medianNanoseconds(repeats: repeats, iterations: iterations) {
            list.contentOffset = offsets[step & 1023]
            step += 1
        }
        return [
            Result(
                name: "scroll-event", value: event, unit: "ns",
                baseline: "same loop setting only the scroll node's contentOffset", baselineValue: floor)
        ]
    }
}
