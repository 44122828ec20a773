import Canopy
import CanopyCairo
import CanopySnapshotTesting
import Foundation
import SnapshotTestingCanopy
import Testing

/// What a failing or refused snapshot says and writes.
@Suite("Strategies report differences and refuse unrenderable subjects")
struct StrategyFailureTests {
    /// Where failure images go: `$CANOPY_ARTIFACTS`, or `.canopy-failures/` in this package.
    static let artifactsRoot =
        ProcessInfo.processInfo.environment["CANOPY_ARTIFACTS"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        ?? StrategyParityTests.packageFolder.appendingPathComponent(".canopy-failures")

    /// A new empty folder under the temporary directory.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sst-canopy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("A different image fails naming the reference, actual and diff files it wrote")
    func differentImageNamesDiffFile() throws {
        // Given a golden recorded for the card in a scratch folder
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = Self.artifactsRoot.appendingPathComponent("StrategyFailureTests")
        let recorded = verifySnapshot(
            of: StrategySnapshotTests.card(), as: .image(scale: 2), named: "card", record: .all, snapshotDirectory: folder.path)
        #expect(recorded?.contains("Record mode is on") == true)
        // When a card with a changed swatch is compared with it
        let changed = StrategySnapshotTests.card()
        changed.subviews[0].backgroundColor = Color(hex: 0xFF3B30)
        let message = try #require(
            verifySnapshot(of: changed, as: .image(scale: 2), named: "card", record: .never, snapshotDirectory: folder.path))
        // Then the message gives Canopy's statistics and names the diff file, which holds an image
        #expect(message.contains("Canopy image comparison failed (tolerance .exact)"))
        #expect(message.contains("differing: "))
        let diffLine = try #require(message.split(separator: "\n").first { $0.contains("diff:") })
        let diffPath = String(diffLine.split(separator: " ").last ?? "")
        #expect(diffPath.hasSuffix(".diff.png"))
        #expect(diffPath.hasPrefix(artifacts.path + "/differentImageNamesDiffFile.line"))
        defer {
            for role in ["reference", "actual", "diff"] {
                try? FileManager.default.removeItem(atPath: diffPath.replacingOccurrences(of: ".diff.png", with: ".\(role).png"))
            }
        }
        let diff = try Bitmap(contentsOf: URL(fileURLWithPath: diffPath))
        #expect(diff.width == 320 && diff.height == 128)
        for role in ["reference", "actual"] {
            #expect(message.contains(diffPath.replacingOccurrences(of: ".diff.png", with: ".\(role).png")))
        }
        // And the golden is untouched
        let golden = folder.appendingPathComponent("differentImageNamesDiffFile.card.png")
        #expect(try Bitmap(contentsOf: golden) == CairoRenderer().render(StrategySnapshotTests.card(), scale: 2))
    }

    @Test("A size change fails naming both sizes")
    func sizeChangeNamesSizes() throws {
        // Given two bitmaps of different sizes
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let diffing = Diffing<Bitmap>.image(
            artifacts: SnapshotLocation(golden: folder.appendingPathComponent("sizes.png"), artifactsFolder: folder))
        // When they are compared
        let failure = diffing.diffV2(Bitmap(width: 4, height: 4, fill: .white), Bitmap(width: 6, height: 4, fill: .white))
        // Then the message names both sizes and the diff file exists
        let message = try #require(failure?.0)
        #expect(message.contains("size: expected 4×4 px, actual 6×4 px"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("sizes.diff.png").path))
    }

    @Test("A golden that does not decode fails saying so")
    func undecodableGoldenFails() throws {
        // Given bytes that are not a PNG
        let diffing = Diffing<Bitmap>.image()
        let reference = diffing.fromData(Data("not a png".utf8))
        // When compared with an image
        let failure = diffing.diffV2(reference, Bitmap(width: 2, height: 2, fill: .white))
        // Then the message says the reference could not be decoded
        #expect(failure?.0.contains("could not be decoded") == true)
    }

    @Test(
        "An unsized view fails naming it, and nothing is recorded",
        arguments: [CGSize(width: 0, height: 40), CGSize(width: CGFloat.infinity, height: 40), CGSize(width: CGFloat.nan, height: 10)])
    func unsizedViewRefused(_ size: CGSize) throws {
        // Given a view without a usable size and an empty folder for its golden
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let view = ViewNode(frame: CGRect(origin: .zero, size: size))
        view.accessibilityIdentifier = "unsized"
        // When it is snapshot in the mode that records everything
        var message: String?
        withKnownIssue {
            message = verifySnapshot(
                of: view, as: .image(), named: "unsized", record: .all, snapshotDirectory: folder.path, timeout: 0.2)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Cannot snapshot") && text.contains("'unsized'") && text.contains("Nothing was recorded")
        }
        // Then the assertion fails and no file was written
        #expect(message != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("The record mode never records on a build server and follows the library's variable elsewhere")
    func recordModeFromEnvironment() {
        #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .never)
        #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "1"]) == .never)
        #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["CI": "false"]) == .missing)
        #expect(SnapshotTestingConfiguration.Record.fromEnvironment([:]) == .missing)
        #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
        #expect(SnapshotTestingConfiguration.Record.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "sometimes"]) == .never)
    }
}
