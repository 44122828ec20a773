import Canopy
import CanopyCairo
import Examples
import Foundation
import SnapshotTestingCanopy
import Testing

/// Switching libraries keeps the goldens' pixels: the PNG a strategy records decodes to the
/// pixels Canopy's own `assertSnapshot` records for the same subject.
@Suite("Goldens recorded through the strategies match Canopy's own")
struct StrategyParityTests {
    /// This package's folder (two levels above this file).
    static let packageFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("The window golden has the pixels of Canopy's golden for the same screen and device")
    func windowGoldenMatchesCanopyGolden() throws {
        // Given the golden this package recorded and the one Canopy's own test recorded
        let ours = try Bitmap(
            contentsOf: Self.packageFolder.appendingPathComponent(
                "Tests/SnapshotTestingCanopyTests/__Snapshots__/StrategySnapshotTests/windowImage.1.png"))
        let canopy = try Bitmap(
            contentsOf: Self.packageFolder.appendingPathComponent("../../Snapshots/HeaderStateSnapshotTests/collapsed.iPhone15.png"))
        // Then they decode to the same pixels
        #expect(ours == canopy)
    }

    @Test("The window tree golden is the dump Canopy's own assertion records beside its image")
    func windowTreeGoldenMatchesCanopyTreeGolden() throws {
        // Given the tree golden this package recorded and the one beside Canopy's image golden
        let ours = try String(
            contentsOf: Self.packageFolder.appendingPathComponent(
                "Tests/SnapshotTestingCanopyTests/__Snapshots__/StrategySnapshotTests/windowTree.1.tree.txt"),
            encoding: .utf8)
        let canopy = try String(
            contentsOf: Self.packageFolder.appendingPathComponent("../../Snapshots/HeaderStateSnapshotTests/collapsed.iPhone15.tree.txt"),
            encoding: .utf8)
        // Then the texts are equal
        #expect(ours == canopy)
    }

    @Test("The controller golden has the pixels Canopy's renderer draws for the controller on the device")
    func controllerGoldenMatchesCanopyRender() throws {
        // Given the recorded golden
        let ours = try Bitmap(
            contentsOf: Self.packageFolder.appendingPathComponent(
                "Tests/SnapshotTestingCanopyTests/__Snapshots__/StrategySnapshotTests/controllerImage.1.png"))
        // When Canopy renders the same controller on the same device
        let example = try #require(ExampleCatalog.named("typical-use"))
        let rendered = try CairoRenderer().render(example.make(), on: .iPhoneSE)
        // Then the pixels agree
        #expect(ours == rendered)
    }

    @Test("The stored PNG round-trips through Canopy's codec to the same pixels")
    func storedPNGRoundTrips() throws {
        // Given a rendered view
        let bitmap = try CairoRenderer().render(StrategySnapshotTests.card(), scale: 2)
        // When the diffing stores and reloads it
        let diffing = Diffing<Bitmap>.image()
        let reloaded = diffing.fromData(diffing.toData(bitmap))
        // Then nothing changed, and the comparison finds no difference
        #expect(reloaded == bitmap)
        #expect(diffing.diffV2(bitmap, reloaded) == nil)
    }
}
