import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Tree files beside image goldens")
struct TreeGoldenTests {
    let folder: TemporaryFolder
    let location: SnapshotLocation

    init() throws {
        folder = try TemporaryFolder()
        location = folder.snapshotLocation(named: "card")
    }

    /// A 40×30 card with a title strip at `titleY`.
    func card(titleY: CGFloat = 4) -> ViewNode {
        let card = node(rect(0, 0, 40, 30), .white)
        card.accessibilityIdentifier = "card"
        let title = node(rect(4, titleY, 20, 6), .black, in: card)
        title.accessibilityIdentifier = "title"
        return card
    }

    func verify(_ view: ViewNode, record: SnapshotRecordMode = .missing) throws -> SnapshotOutcome {
        verifySnapshot(try CairoRenderer().render(view), at: location, record: record, tree: TreeSnapshot(of: view))
    }

    var treeText: String? { try? String(contentsOf: location.treeGolden, encoding: .utf8) }

    @Test("Recording an image golden writes its tree dump beside it")
    func recordsBeside() throws {
        guard case .recorded = try verify(card()) else { Issue.record("expected a recording"); return }
        #expect(location.treeGolden.lastPathComponent == "card.tree.txt")
        #expect(treeText == TreeSnapshot(of: card()).text)
        #expect(try verify(card()) == .matched)
    }

    @Test("A mismatch lists the changed nodes before the pixel statistics")
    func structureFirst() throws {
        _ = try verify(card())
        let message = try #require(try verify(card(titleY: 7)).failureMessage)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines[1] == "  structure: 1 node changed:")
        #expect(lines[2] == "    title frame.y 4 → 7")
        #expect(lines[3].hasPrefix("  size: 40×30 px"))
    }

    @Test("A golden recorded before tree files compares as before, and its tree file is added without failing")
    func oldGoldenWithoutTree() throws {
        // Given a golden with no tree file
        _ = verifySnapshot(try CairoRenderer().render(card()), at: location)
        #expect(treeText == nil)
        // When it mismatches, Then there is no structural section
        let message = try #require(try verify(card(titleY: 7)).failureMessage)
        #expect(!message.contains("structure:"))
        #expect(message.contains("differing:"))
        #expect(treeText == nil)
        // When it matches in record mode never, nothing is written
        #expect(try verify(card(), record: .never) == .matched)
        #expect(treeText == nil)
        // When it matches in the default mode, the tree file is added and the test passes
        #expect(try verify(card()) == .matched)
        #expect(treeText == TreeSnapshot(of: card()).text)
    }

    @Test("A stale tree beside a matching golden is kept by default and refreshed by record mode failed")
    func staleTree() throws {
        _ = try verify(card())
        let hiddenChange = card()
        hiddenChange.addSubview(ViewNode(frame: rect(0, 0, 0, 0)))
        #expect(try verify(hiddenChange) == .matched)
        #expect(treeText == TreeSnapshot(of: card()).text)
        #expect(try verify(hiddenChange, record: .failed) == .matched)
        #expect(treeText == TreeSnapshot(of: hiddenChange).text)
    }

    @Test("A corrupt tree file is named in the message and the pixels are still compared")
    func corruptTree() throws {
        _ = try verify(card())
        try Data("garbage\n".utf8).write(to: location.treeGolden)
        let message = try #require(try verify(card(titleY: 7)).failureMessage)
        #expect(message.contains("structure: tree file \(location.treeGolden.path) is unreadable (line 1: expected the header"))
        #expect(message.contains("differing: "))
        #expect(FileManager.default.fileExists(atPath: location.artifact("diff").path))
    }

    @Test("A tree snapshot records, matches, and fails listing changes with the current dump written aside")
    func treeOnly() throws {
        let recorded = verifyTreeSnapshot(TreeSnapshot(of: card()), at: location)
        #expect(recorded.failureMessage?.hasPrefix("Recorded new tree golden \(location.treeGolden.path) (2 nodes)") == true)
        #expect(verifyTreeSnapshot(TreeSnapshot(of: card()), at: location) == .matched)
        let outcome = verifyTreeSnapshot(TreeSnapshot(of: card(titleY: 9)), at: location)
        let message = try #require(outcome.failureMessage)
        #expect(message.hasPrefix("Tree snapshot does not match golden \(location.treeGolden.path): 1 node changed.\n  title frame.y 4 → 9\n"))
        #expect(try String(contentsOf: location.actualTreeArtifact, encoding: .utf8) == TreeSnapshot(of: card(titleY: 9)).text)
        #expect(outcome == .failed(message: message, artifacts: [location.actualTreeArtifact]))
        #expect(
            verifyTreeSnapshot(TreeSnapshot(of: card(titleY: 9)), at: location, record: .failed).failureMessage?.contains("Recorded an updated")
                == true)
        #expect(verifyTreeSnapshot(TreeSnapshot(of: card(titleY: 9)), at: location, record: .never) == .matched)
        #expect(!FileManager.default.fileExists(atPath: location.actualTreeArtifact.path))
    }

    @Test("A tree snapshot refuses a missing golden in mode never and a corrupt one until rewritten")
    func treeOnlyBadGoldens() throws {
        let missing = verifyTreeSnapshot(TreeSnapshot(of: card()), at: location, record: .never)
        #expect(missing.failureMessage?.hasPrefix("No tree golden at") == true)
        try FileManager.default.createDirectory(at: location.treeGolden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: location.treeGolden)
        let corrupt = try #require(verifyTreeSnapshot(TreeSnapshot(of: card()), at: location).failureMessage)
        #expect(corrupt.hasPrefix("Tree golden \(location.treeGolden.path) is unreadable: not UTF-8 text."))
        #expect(
            verifyTreeSnapshot(TreeSnapshot(of: card()), at: location, record: .failed).failureMessage?.contains("Recorded a replacement") == true)
        #expect(verifyTreeSnapshot(TreeSnapshot(of: card()), at: location, record: .never) == .matched)
    }
}
