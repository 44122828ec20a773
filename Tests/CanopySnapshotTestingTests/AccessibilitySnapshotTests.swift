import Canopy
import CanopyCairo
import Examples
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Accessibility snapshots")
struct AccessibilitySnapshotTests {
    @Test("The typical-use screen's reading order and outlined elements match their goldens")
    func typicalUse() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        assertSnapshot(of: example.make(), on: .iPhone15Pro, as: .accessibility)
    }

    @Test("The dark themed header screen's reading order and outlined elements match their goldens")
    func themedDark() throws {
        let example = try #require(ExampleCatalog.named("themed-dark"))
        assertSnapshot(of: example.make(), on: .iPhone15Pro, as: .accessibility)
    }

    @Test("A right-to-left view reads trailing to leading and matches its goldens")
    func rightToLeftRow() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        root.backgroundColor = .white
        root.traitOverrides.layoutDirection = .rightToLeft
        for (index, name) in ["Left", "Middle", "Right"].enumerated() {
            let label = LabelNode(frame: CGRect(x: 10 + CGFloat(index) * 76, y: 18, width: 70, height: 24))
            label.text = name
            root.addSubview(label)
        }
        assertSnapshot(of: root, as: .accessibility, scale: 2)
    }

    func tree(_ labels: [String]) -> String {
        let window = WindowNode(size: CGSize(width: 200, height: 400))
        window.makeKeyAndVisible()
        for (index, text) in labels.enumerated() {
            let label = LabelNode(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 100, height: 20))
            label.text = text
            window.addSubview(label)
        }
        return AccessibilityTreeText.text(of: AccessibilityTree(of: window))
    }

    @Test("The text lists each element's number, label, traits, frame and optional fields")
    func textFormat() {
        let window = WindowNode(size: CGSize(width: 200, height: 200))
        window.makeKeyAndVisible()
        let button = ViewNode(frame: CGRect(x: 10, y: 20, width: 44.5, height: 44))
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Say \"hi\""
        button.accessibilityTraits = [.button, .selected]
        button.accessibilityValue = "On"
        button.accessibilityHint = "Greets"
        button.accessibilityCustomActions = [AccessibilityCustomAction(name: "Wave") { _ in true }]
        window.addSubview(button)
        let text = AccessibilityTreeText.text(of: AccessibilityTree(of: window))
        #expect(
            text == """
                1 accessibility element in reading order
                1. "Say \\"hi\\"" [button, selected]
                   frame: 10, 20, 44.5 × 44
                   value: "On"
                   hint: "Greets"
                   actions: "Wave"

                """)
    }

    @Test("The difference names added, removed and changed elements, not every later one")
    func structuralDifference() {
        let old = tree(["Inbox", "Drafts", "Sent"])
        let new = tree(["Inbox", "Sent", "Archive"])
        #expect(
            AccessibilityTreeText.differences(from: old, to: new) == [
                "removed element 2 \"Drafts\" [staticText]",
                "element 3 → 2 \"Sent\" [staticText] changed: was frame: 0, 60, 100 × 20, now frame: 0, 30, 100 × 20",
                "added element 3 \"Archive\" [staticText]",
            ])
        #expect(AccessibilityTreeText.differences(from: old, to: old).isEmpty)
    }

    @Test("A changed reading order fails naming the changes, writes the actual text and records only when asked")
    func textMismatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-text-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let location = SnapshotLocation(
            golden: folder.appendingPathComponent("screen.accessibility-text.png"), artifactsFolder: folder.appendingPathComponent("out"))
        let golden = folder.appendingPathComponent("screen.accessibility.txt")
        let old = tree(["Inbox", "Drafts"]), new = tree(["Inbox", "Outbox"])
        let first = AccessibilitySnapshotAssertion.verifyAccessibilityText(old, golden: golden, reportAs: location, record: .missing)
        guard case .recorded = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(AccessibilitySnapshotAssertion.verifyAccessibilityText(old, golden: golden, reportAs: location, record: .missing) == .matched)
        let outcome = AccessibilitySnapshotAssertion.verifyAccessibilityText(new, golden: golden, reportAs: location, record: .missing)
        let message = try #require(outcome.failureMessage)
        #expect(message.contains("removed element 2 \"Drafts\" [staticText]"))
        #expect(message.contains("added element 2 \"Outbox\" [staticText]"))
        let actual = folder.appendingPathComponent("out/screen.accessibility.actual.txt")
        #expect(try String(contentsOf: actual, encoding: .utf8) == new)
        #expect(try String(contentsOf: golden, encoding: .utf8) == old)
        _ = AccessibilitySnapshotAssertion.verifyAccessibilityText(new, golden: golden, reportAs: location, record: .failed)
        #expect(try String(contentsOf: golden, encoding: .utf8) == new)
    }
}
