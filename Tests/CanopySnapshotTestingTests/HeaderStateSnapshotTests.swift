import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Examples
import FlexibleHeader
import Foundation
import Testing

/// The header's visual states on three devices, through the example screens.
@Suite("Header state snapshots")
struct HeaderStateSnapshotTests {
    /// Hosts `example` on `device` in a scroll state and returns the window.
    func window(_ example: String, _ device: DeviceProfile, scroll offset: CGFloat) throws -> WindowNode {
        let e = try #require(ExampleCatalog.named(example))
        return ScreenRenderer.host(e.make(), on: device, scrollOffset: offset)
    }

    static let devices: [DeviceProfile] = [.iPhoneSE, .iPhone15, .iPhone15Landscape]

    @Test("Expanded at rest", arguments: devices)
    func expanded(_ device: DeviceProfile) throws {
        assertSnapshot(of: try window("typical-use", device, scroll: 0), named: device.name)
    }

    @Test("Collapsed to the minimum height after scrolling", arguments: devices)
    func collapsed(_ device: DeviceProfile) throws {
        assertSnapshot(of: try window("typical-use", device, scroll: 600), named: device.name)
    }

    @Test("Over-extended by a pull, the photo zoomed", arguments: devices)
    func overExtended(_ device: DeviceProfile) throws {
        assertSnapshot(of: try window("over-extension-image", device, scroll: -80), named: device.name)
    }

    @Test("Shifted off screen, the title faded", arguments: devices)
    func shifted(_ device: DeviceProfile) throws {
        assertSnapshot(of: try window("shift-enabled", device, scroll: 600), named: device.name)
    }

    @Test("Shifted with the status bar hidden", arguments: devices)
    func statusBarHidden(_ device: DeviceProfile) throws {
        let w = try window("shift-with-status-bar", device, scroll: 600)
        // Landscape has no status bar to hide; elsewhere the header takes it along.
        #expect(w.isStatusBarHidden == (device.statusBarHeight > 0))
        assertSnapshot(of: w, named: device.name)
    }
}
