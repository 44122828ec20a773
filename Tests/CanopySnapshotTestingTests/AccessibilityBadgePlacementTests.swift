import Canopy
import Examples
import Foundation
import Testing

@testable import CanopySnapshotTesting

@Suite("Accessibility image badge placement")
struct AccessibilityBadgePlacementTests {
    let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

    @Test("A badge goes left of the top-left corner when there is room, else above it, never over the screen's edge")
    func outsideCorner() {
        let origins = AccessibilityBadgePlacement.origins(
            frames: [CGRect(x: 40, y: 100, width: 200, height: 30), CGRect(x: 0, y: 200, width: 200, height: 30)], text: [],
            screen: screen, side: 18)
        #expect(origins == [CGPoint(x: 22, y: 100), CGPoint(x: 0, y: 182)])
    }

    @Test("A label at the screen's top-left corner gets its badge beside its text, not over the first letters")
    func cornerLabelKeepsText() throws {
        // Given a label whose frame starts at the screen's corner, text drawn from its left edge
        let label = LabelNode(frame: CGRect(x: 0, y: 0, width: 200, height: 24))
        label.text = "Drafts"
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        root.addSubview(label)
        let tree = AccessibilityTree(of: root)
        let text = AccessibilityBadgePlacement.textRects(of: tree)
        try #require(text.count == 1)
        // When its badge is placed
        let origin = try #require(AccessibilityBadgePlacement.origins(frames: [label.frame], text: text, screen: screen, side: 18)[0])
        // Then the badge covers none of the text
        let badge = CGRect(origin: origin, size: CGSize(width: 18, height: 18))
        #expect(!AccessibilityBadgePlacement.overlaps(badge, text[0]))
    }

    @Test("Badges of adjacent boxes avoid each other and the neighbouring box")
    func adjacentBoxes() {
        let frames = (0..<4).map { CGRect(x: 20 + CGFloat($0) * 44, y: 100, width: 44, height: 44) }
        let origins = AccessibilityBadgePlacement.origins(frames: frames, text: [], screen: screen, side: 18).compactMap { $0 }
        #expect(origins.count == 4)
        let rects = origins.map { CGRect(origin: $0, size: CGSize(width: 18, height: 18)) }
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] { #expect(!AccessibilityBadgePlacement.overlaps(a, b)) }
            for (j, frame) in frames.enumerated() where j != i { #expect(!AccessibilityBadgePlacement.overlaps(a, frame)) }
        }
    }

    @Test("Badges of full-width rows that touch never lie over a neighbouring row")
    func touchingRowsBadgeInside() throws {
        // Given three full-width rows, each with a title starting 72 points in
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        for index in 0..<3 {
            let row = ViewNode(frame: CGRect(x: 0, y: 100 + CGFloat(index) * 72, width: 320, height: 72))
            row.isAccessibilityElement = true
            row.accessibilityLabel = "Row \(index)"
            let title = LabelNode(frame: CGRect(x: 72, y: 12, width: 200, height: 20))
            title.text = "Row \(index)"
            row.addSubview(title)
            root.addSubview(row)
        }
        let tree = AccessibilityTree(of: root)
        try #require(tree.elements.count == 3)
        // When the accessibility image places their badges
        let origins = AccessibilityOverlay.badgeOrigins(tree, screen: screen)
        // Then no badge lies over another row, and the middle row's sits in its own top-left corner
        let rows = tree.elements.map(\.frame)
        for (index, origin) in origins.enumerated() {
            let badge = CGRect(origin: try #require(origin), size: CGSize(width: 18, height: 18))
            for (other, row) in rows.enumerated() where other != index {
                #expect(!AccessibilityBadgePlacement.overlaps(badge, row), "badge \(index + 1) covers row \(other + 1)")
            }
        }
        #expect(origins[1] == CGPoint(x: 0, y: 172))
    }

    @Test("An element filling a screen covered in text gets no badge and says so in its legend entry")
    func legendOnlyFallback() {
        let origins = AccessibilityBadgePlacement.origins(frames: [screen], text: [screen], screen: screen, side: 18)
        #expect(origins == [nil])
        let label = LabelNode(frame: screen)
        label.text = "Terms"
        let element = AccessibilityTree(of: label).elements[0]
        #expect(AccessibilityOverlay.legendText(element, hasBadge: false) == "\"Terms\" [staticText]\nno room for its badge: find it by colour")
    }

    @Test("On the typical-use screen no badge covers text a screen reader reads, nor another badge")
    func typicalUseBadgesClearOfText() throws {
        let example = try #require(ExampleCatalog.named("typical-use"))
        let window = WindowNode(device: .iPhone15Pro)
        window.rootViewController = example.make()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let tree = AccessibilityTree(of: window)
        let text = AccessibilityBadgePlacement.textRects(of: tree)
        let origins = AccessibilityBadgePlacement.origins(
            frames: tree.elements.map { $0.isScrolledOutOfView ? nil : $0.frame }, text: text, screen: window.bounds, side: 18)
        let badges = origins.compactMap { $0 }.map { CGRect(origin: $0, size: CGSize(width: 18, height: 18)) }
        #expect(badges.count == tree.elements.filter { !$0.isScrolledOutOfView }.count)
        for (i, badge) in badges.enumerated() {
            #expect(!text.contains { AccessibilityBadgePlacement.overlaps($0, badge) })
            #expect(!badges[(i + 1)...].contains { AccessibilityBadgePlacement.overlaps($0, badge) })
        }
    }
}
