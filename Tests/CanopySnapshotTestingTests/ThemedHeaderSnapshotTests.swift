import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import FlexibleHeader
import Foundation
import Testing

/// The themed header examples, light and dark: still goldens and a filmstrip of a fling.
@Suite("Themed header snapshots")
struct ThemedHeaderSnapshotTests {
    /// The two themed examples' catalog names, light first.
    static let themes = ["themed-light", "themed-dark"]

    /// Hosts the example `name` on `device` in a scroll state and returns the window.
    func window(_ name: String, _ device: DeviceProfile, scroll offset: CGFloat) throws -> WindowNode {
        let example = try #require(ExampleCatalog.named(name))
        return ScreenRenderer.host(example.make(), on: device, scrollOffset: offset)
    }

    @Test(
        "At rest the themed header shows its scheme's fill, title colour and status-bar content",
        arguments: themes, [DeviceProfile.iPhoneSE, .iPhone15])
    func atRest(_ name: String, _ device: DeviceProfile) throws {
        assertSnapshot(of: try window(name, device, scroll: 0), named: "\(name).\(device.name)")
    }

    @Test("Collapsed, the themed header keeps its fill over the scrolled list", arguments: themes)
    func collapsed(_ name: String) throws {
        assertSnapshot(of: try window(name, .iPhoneSE, scroll: 600), named: name)
    }

    /// A quick fling up that collapses the header, a pause, then a fling down that brings
    /// the list back to its top and the header back to its full height.
    static var flingUpAndBack: ScrollTrace {
        ScrollTrace()
            .fling(by: -150, over: 0.1)
            .settle()
            .fling(by: 300, over: 0.1)
            .settle()
    }

    @Test("A fling collapses the themed header and a fling back restores it, in the scheme's colours", arguments: themes)
    func fling(_ name: String) throws {
        let example = try #require(ExampleCatalog.named(name))
        assertBehaviorSnapshot(
            of: example.make(), on: .iPhoneSE, trace: Self.flingUpAndBack, frames: .at([0, 0.05, 0.1, 0.33, 1, 3.6, 4, 4.65, 5, 5.6, 7.3]),
            named: name)
    }
}
