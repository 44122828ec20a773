import Canopy
import CanopyCairo
import Examples
import Foundation
import SnapshotTestingCanopy
import Testing

/// Goldens recorded by swift-snapshot-testing's `assertSnapshot(of:as:)` with Canopy's
/// strategies, under `__Snapshots__/StrategySnapshotTests/` beside this file. On a build
/// server (`CI` set) nothing is recorded: a missing golden fails.
@Suite("swift-snapshot-testing strategies record and match goldens", .snapshots(record: .fromEnvironment()))
struct StrategySnapshotTests {
    /// A small card: a tinted stage, a rounded swatch and a label.
    static func card() -> ViewNode {
        let stage = ViewNode(frame: CGRect(x: 0, y: 0, width: 160, height: 64))
        stage.backgroundColor = Color(hex: 0xF2F2F7)
        stage.accessibilityIdentifier = "card"
        let swatch = ViewNode(frame: CGRect(x: 12, y: 12, width: 40, height: 40))
        swatch.backgroundColor = Color(hex: 0x007AFF)
        swatch.cornerRadius = 8
        stage.addSubview(swatch)
        let title = LabelNode(frame: CGRect(x: 64, y: 20, width: 88, height: 24))
        title.text = "Canopy"
        title.accessibilityIdentifier = "title"
        stage.addSubview(title)
        return stage
    }

    /// The typical-use example screen, hosted on `device` and scrolled to `offset`.
    static func window(on device: DeviceProfile, scroll offset: CGFloat) throws -> WindowNode {
        let example = try #require(ExampleCatalog.named("typical-use"))
        return ScreenRenderer.host(example.make(), on: device, scrollOffset: offset)
    }

    @Test("A view renders at scale 2 through the image strategy")
    func viewImage() {
        assertSnapshot(of: Self.card(), as: .image(scale: 2))
    }

    @Test("A controller hosted on a device renders through the image strategy")
    func controllerImage() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        assertSnapshot(of: example.make(), as: .image(on: .iPhoneSE))
    }

    @Test("A window renders with its status bar through the image strategy")
    func windowImage() throws {
        assertSnapshot(of: try Self.window(on: .iPhone15, scroll: 600), as: .image())
    }

    @Test("The tree strategy records the laid-out node tree as text")
    func viewTree() {
        assertSnapshot(of: Self.card(), as: .tree)
    }

    @Test("The controller tree strategy dumps the hosted window in window coordinates")
    func controllerTree() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        assertSnapshot(of: example.make(), as: .tree(on: .iPhoneSE))
    }

    @Test("The window tree strategy dumps the window's nodes in window coordinates")
    func windowTree() throws {
        assertSnapshot(of: try Self.window(on: .iPhone15, scroll: 600), as: .tree)
    }
}
