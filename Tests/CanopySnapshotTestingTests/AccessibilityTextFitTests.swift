import Canopy
import CanopyCairo
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Accessibility audit of text at larger Dynamic Type sizes")
struct AccessibilityTextFitTests {
    /// A window with a body-style label that follows the text size, in a frame `height`
    /// points tall and 300 wide, wrapping to any number of lines when `wraps`.
    static func screen(height: CGFloat, wraps: Bool) -> (window: WindowNode, label: LabelNode) {
        let window = WindowNode(size: CGSize(width: 320, height: 480), scale: 2)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let label = LabelNode(frame: CGRect(x: 10, y: 10, width: 300, height: height))
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = wraps ? 0 : 1
        label.text = "Delivery on Tuesday"
        label.accessibilityIdentifier = "delivery"
        window.addSubview(label)
        return (window, label)
    }

    @Test("A single-line label in a fixed frame fits at the default size but is cut at AX5, named with the size")
    func failsAtLargestSize() throws {
        // Given a label that fits at the default text size
        let (window, label) = Self.screen(height: 24, wraps: false)
        #expect(AccessibilityAudit.run(on: window).filter { $0.rule == .textCut }.isEmpty)
        // When the audit lays the screen out at the accessibility sizes
        let found = AccessibilityAudit.textFit(of: window)
        // Then the label is reported once, at the smallest size that cuts it, naming it and every size
        try #require(found.count == 1)
        #expect(found[0].node === label)
        #expect(found[0].rule == .textCutAtContentSize)
        let size = try #require(found[0].contentSizeCategory)
        #expect(size.isAccessibilityCategory)
        #expect(found[0].message.hasPrefix("At text size \(size.shortName)"))
        #expect(found[0].message.contains("delivery needs"))
        #expect(found[0].message.hasSuffix("AX5."))
        #expect(found[0].measured > found[0].threshold)
        // And only AX5 is enough to name it
        let largest = AccessibilityAudit.textFit(of: window, at: [.accessibilityExtraExtraExtraLarge])
        #expect(largest.map(\.contentSizeCategory) == [.accessibilityExtraExtraExtraLarge])
        // And the window is left at its own size
        #expect(window.traitCollection.preferredContentSizeCategory == .large)
        #expect(label.font.size == Font.preferredFont(forTextStyle: .body).size)
    }

    @Test("A wrapping label in a frame tall enough for AX5 passes at every size")
    func passesWhenRoomy() {
        let (window, _) = Self.screen(height: 400, wraps: true)
        #expect(AccessibilityAudit.textFit(of: window, at: AccessibilityAudit.allContentSizes).isEmpty)
    }

    @Test("A label already cut at the default size is left to the text-cut rule")
    func cutAtDefaultNotRepeated() {
        let (window, label) = Self.screen(height: 24, wraps: false)
        label.text = String(repeating: "Delivery on Tuesday ", count: 5)
        #expect(AccessibilityAudit.textFit(of: window).isEmpty)
        let all = AccessibilityAudit.run(on: window, contentSizes: AccessibilityAudit.accessibilityContentSizes)
        #expect(all.map(\.rule) == [.textCut])
    }

    @Test("Size names read as Settings abbreviates them, and unknown names are refused")
    func sizeNames() {
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.shortName == "AX5")
        #expect(ContentSizeCategory(shortName: "ax5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(shortName: "UICTContentSizeCategoryXL") == .extraLarge)
        #expect(ContentSizeCategory(shortName: "huge") == nil)
        #expect(ContentSizeCategory(shortName: "unspecified") == nil)
        #expect(AccessibilityAudit.accessibilityContentSizes.map(\.shortName) == ["AX1", "AX2", "AX3", "AX4", "AX5"])
    }
}
