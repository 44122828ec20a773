import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// Behaviour snapshots of example screens: a filmstrip PNG and a timeline text per test.
@Suite("Behaviour snapshots")
struct BehaviorSnapshotTests {
    /// A slow drag up, a hold, a quick fling back down, then the settle.
    static var dragHoldFling: ScrollTrace {
        ScrollTrace()
            .drag(by: -180, over: 0.3)
            .hold(0.1)
            .release(velocity: 0)
            .fling(by: 120, over: 0.1)
            .settle()
    }

    @Test("The shifting header slides away under a drag and returns with a fling")
    func shiftingHeader() {
        let moments = BehaviorFrames.at([0, 0.15, 0.3, 0.4, 0.5, 0.7, 1.0, 2.0])
        assertBehaviorSnapshot(of: ReportingShiftScreen(), on: .iPhoneSE, trace: Self.dragHoldFling, frames: moments)
        // The same trace and moments on a 120 Hz clock.
        assertBehaviorSnapshot(
            of: ReportingShiftScreen(), on: .iPhoneSE, trace: Self.dragHoldFling, frames: moments, framesPerSecond: 120,
            named: "120Hz")
    }

    @Test("The typical screen's header collapses while dragged and over-extends when pulled")
    func typicalUse() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        let trace = ScrollTrace().drag(by: -120, over: 0.2).release().wait(0.2).drag(by: 200, over: 0.2).hold(0.1).release().settle()
        assertBehaviorSnapshot(of: example.make(), on: .iPadPopover, trace: trace, frames: .every(0.2))
    }
}
