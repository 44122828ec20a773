import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// Filmstrips of scripted flings on the example screens of the header's opt-in features.
@Suite("Behaviour snapshots of the header's detents, return and stretch trigger")
struct HeaderFeatureBehaviorSnapshotTests {
    @Test("A fling up rests the snapping header at a detent, and a fling back expands it")
    func snappingDetents() throws {
        let example = try #require(ExampleCatalog.named("snapping-detents"))
        let trace = ScrollTrace()
            .drag(by: -60, over: 0.15)
            .release(velocity: 0.4)
            .settle()
            .fling(by: 50, over: 0.1)
            .settle()
        assertBehaviorSnapshot(of: example.make(), on: .iPhoneSE, trace: trace, frames: .every(0.2))
    }

    @Test("Scrolled far down, a scroll back returns the header and grows it to full height")
    func expandOnReturn() throws {
        let example = try #require(ExampleCatalog.named("expand-on-return"))
        let trace = ScrollTrace()
            .drag(by: -700, over: 0.5)
            .release()
            .wait(0.1)
            .drag(by: 420, over: 0.5)
            .release()
            .settle()
        assertBehaviorSnapshot(of: example.make(), on: .iPhoneSE, trace: trace, frames: .every(0.15))
    }

    @Test("A pull past 80 points fires the stretch trigger once, and the header springs back")
    func stretchToRefresh() throws {
        let example = try #require(ExampleCatalog.named("stretch-to-refresh"))
        let trace = ScrollTrace()
            .drag(by: 260, over: 0.4)
            .hold(0.1)
            .release()
            .settle()
        assertBehaviorSnapshot(of: example.make(), on: .iPhoneSE, trace: trace, frames: .every(0.15))
    }
}
