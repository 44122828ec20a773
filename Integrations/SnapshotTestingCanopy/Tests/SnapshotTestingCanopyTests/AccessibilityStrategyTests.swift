import Canopy
import CanopyCairo
import Examples
import Foundation
import SnapshotTestingCanopy
import Testing

/// The accessibility strategies record through swift-snapshot-testing, match what they
/// recorded, fail when a label changes, and hold the text and pixels of Canopy's own
/// accessibility goldens. On a build server (`CI` set) nothing is recorded.
@Suite("Accessibility strategies record, match and fail like Canopy's own", .snapshots(record: .fromEnvironment()))
struct AccessibilityStrategyTests {
    /// This package's folder (two levels above this file).
    static let packageFolder = StrategyParityTests.packageFolder
    /// Where this suite's goldens are recorded.
    static let goldens = packageFolder.appendingPathComponent(
        "Tests/SnapshotTestingCanopyTests/__Snapshots__/AccessibilityStrategyTests")
    /// Canopy's own accessibility goldens for the typical-use screen on an iPhone 15 Pro.
    static let canopyGoldens = packageFolder.appendingPathComponent("../../Snapshots/AccessibilitySnapshotTests")

    /// A compose bar: a title and a button whose label is `buttonLabel`.
    static func composeBar(buttonLabel: String) -> ViewNode {
        let bar = ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        bar.backgroundColor = .white
        let title = LabelNode(frame: CGRect(x: 12, y: 18, width: 100, height: 24))
        title.text = "Drafts"
        bar.addSubview(title)
        let button = ViewNode(frame: CGRect(x: 140, y: 8, width: 48, height: 44))
        button.backgroundColor = Color(hex: 0x007AFF)
        button.isAccessibilityElement = true
        button.accessibilityLabel = buttonLabel
        button.accessibilityTraits = .button
        bar.addSubview(button)
        return bar
    }

    @Test("A controller's reading order is recorded as Canopy's accessibility text")
    func controllerText() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        assertSnapshot(of: example.make(), as: .accessibility(on: .iPhone15Pro))
    }

    @Test("A controller's outlined elements are recorded as Canopy's accessibility image")
    func controllerImage() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        assertSnapshot(of: example.make(), as: .accessibilityImage(on: .iPhone15Pro))
    }

    @Test("A view's reading order and outlined elements are recorded at scale 2")
    func viewTextAndImage() {
        let bar = Self.composeBar(buttonLabel: "Send")
        assertSnapshot(of: bar, as: .accessibility)
        assertSnapshot(of: bar, as: .accessibilityImage(scale: 2))
    }

    @Test("The controller goldens hold the text and pixels of Canopy's own accessibility goldens")
    func goldensMatchCanopyGoldens() throws {
        // Given the goldens this suite recorded and those Canopy's own assertion recorded for the same screen
        let text = try String(contentsOf: Self.goldens.appendingPathComponent("controllerText.1.accessibility.txt"), encoding: .utf8)
        let canopyText = try String(contentsOf: Self.canopyGoldens.appendingPathComponent("typicalUse.accessibility.txt"), encoding: .utf8)
        let image = try Bitmap(contentsOf: Self.goldens.appendingPathComponent("controllerImage.1.accessibility.png"))
        let canopyImage = try Bitmap(contentsOf: Self.canopyGoldens.appendingPathComponent("typicalUse.accessibility.png"))
        // Then they are equal
        #expect(text == canopyText)
        #expect(image == canopyImage)
    }

    @Test("Recording writes both goldens, and the same view then matches them")
    func recordsThenMatches() throws {
        // Given an empty folder
        let folder = try StrategyFailureTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // When the view is recorded, then checked again without recording
        let recordedText = verifySnapshot(
            of: Self.composeBar(buttonLabel: "Send"), as: .accessibility, named: "bar", record: .all, snapshotDirectory: folder.path)
        let recordedImage = verifySnapshot(
            of: Self.composeBar(buttonLabel: "Send"), as: .accessibilityImage(), named: "bar", record: .all,
            snapshotDirectory: folder.path)
        let matchedText = verifySnapshot(
            of: Self.composeBar(buttonLabel: "Send"), as: .accessibility, named: "bar", record: .never, snapshotDirectory: folder.path)
        let matchedImage = verifySnapshot(
            of: Self.composeBar(buttonLabel: "Send"), as: .accessibilityImage(), named: "bar", record: .never,
            snapshotDirectory: folder.path)
        // Then recording reported itself, both files hold Canopy's text and image, and the checks pass
        #expect(recordedText?.contains("Record mode is on") == true)
        #expect(recordedImage?.contains("Record mode is on") == true)
        let text = try String(contentsOf: folder.appendingPathComponent("recordsThenMatches.bar.accessibility.txt"), encoding: .utf8)
        #expect(text.hasPrefix("2 accessibility elements in reading order\n1. \"Drafts\" [staticText]"))
        #expect(text.contains("2. \"Send\" [button]"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("recordsThenMatches.bar.accessibility.png").path))
        #expect(matchedText == nil)
        #expect(matchedImage == nil)
    }

    @Test("A changed label fails both goldens, the text naming the removed and added element")
    func changedLabelFails() throws {
        // Given goldens recorded for a bar whose button says "Send"
        let folder = try StrategyFailureTests.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = verifySnapshot(
            of: Self.composeBar(buttonLabel: "Send"), as: .accessibility, named: "bar", record: .all, snapshotDirectory: folder.path)
        _ = verifySnapshot(
            of: Self.composeBar(buttonLabel: "Send"), as: .accessibilityImage(), named: "bar", record: .all,
            snapshotDirectory: folder.path)
        // When the button is relabelled "Post"
        let text = try #require(
            verifySnapshot(
                of: Self.composeBar(buttonLabel: "Post"), as: .accessibility, named: "bar", record: .never,
                snapshotDirectory: folder.path))
        let image = try #require(
            verifySnapshot(
                of: Self.composeBar(buttonLabel: "Post"), as: .accessibilityImage(), named: "bar", record: .never,
                snapshotDirectory: folder.path))
        // Then the text failure lists the change element by element, and the image differs in its legend
        #expect(text.contains("Accessibility snapshot differs: 2 element changes."))
        #expect(text.contains("removed element 2 \"Send\" [button]"))
        #expect(text.contains("added element 2 \"Post\" [button]"))
        #expect(text.contains("+2. \"Post\" [button]"))
        #expect(image.contains("Canopy image comparison failed"))
        // And the goldens are untouched
        let stored = try String(contentsOf: folder.appendingPathComponent("changedLabelFails.bar.accessibility.txt"), encoding: .utf8)
        #expect(stored.contains("\"Send\""))
        for line in image.split(separator: "\n") where line.contains(".png") {
            try? FileManager.default.removeItem(atPath: String(line.split(separator: " ").last ?? ""))
        }
    }
}
