import Canopy
import CanopyCairo
import Foundation

/// The picture of an accessibility snapshot: the rendered screen with each element outlined
/// in its colour and numbered in reading order, beside a legend naming each number's label,
/// traits and value, so the image reads on its own in a review.
public enum AccessibilityOverlay {
    /// Width of one legend column, in points: room for a label of about thirty-five characters.
    static let legendWidth: CGFloat = 260
    /// Height of one legend entry, in points: two lines of 12-point text.
    static let entryHeight: CGFloat = 32
    /// Side of a number badge, in points.
    static let badgeSide: CGFloat = 18
    /// Width of an element's outline, in points. The outline is drawn just outside the
    /// element's frame, so it never strokes over the first letter of text drawn from the
    /// frame's edge.
    static let outlineWidth: CGFloat = 2

    /// Outline colours, cycled in reading order: saturated hues far apart, each dark enough
    /// for white badge numbers.
    static let palette: [Color] = [
        Color(hex: 0xD32F2F), Color(hex: 0x1976D2), Color(hex: 0x388E3C), Color(hex: 0x7B1FA2),
        Color(hex: 0xE65100), Color(hex: 0x00838F), Color(hex: 0xC2185B), Color(hex: 0x5D4037),
    ]

    /// The accessibility image of `subject`: its reading order drawn over `screen`, the
    /// subject's rendering, at the scale that rendering was made at (its pixel width over the
    /// subject's width in points; 1 for a subject without width).
    ///
    /// Both snapshot strategies (Canopy's own and the swift-snapshot-testing bridge) draw
    /// through here, so the two goldens of one subject hold the same pixels.
    public static func render(_ subject: ViewNode, over screen: Bitmap) throws -> Bitmap {
        let scale = subject.bounds.width > 0 ? CGFloat(screen.width) / subject.bounds.width : 1
        return try render(AccessibilityTree(of: subject), over: screen, scale: scale)
    }

    /// Renders `screen` (already rendered at `scale`) with the elements of `tree` outlined and
    /// the legend beside it, at the same scale.
    ///
    /// The legend fills columns as tall as the screen, so a long list widens the image rather
    /// than stretching it; outlines are clipped to the screen (elements scrolled out of view
    /// appear in the legend only). Badges sit beside their element's frame without covering
    /// its text or another badge (see `AccessibilityBadgePlacement`).
    public static func render(_ tree: AccessibilityTree, over screen: Bitmap, scale: CGFloat) throws -> Bitmap {
        let screenSize = CGSize(width: CGFloat(screen.width) / scale, height: CGFloat(screen.height) / scale)
        // At least `minimumRows` entries a column, so the legend of a short view stays compact.
        let minimumRows = min(tree.elements.count, 6)
        let perColumn = max(1, minimumRows, Int((screenSize.height - 16) / entryHeight))
        let columns = (tree.elements.count + perColumn - 1) / perColumn
        let height = max(screenSize.height, CGFloat(minimumRows) * entryHeight + 16)
        let canvas = ViewNode(
            frame: CGRect(x: 0, y: 0, width: screenSize.width + CGFloat(max(1, columns)) * legendWidth, height: height))
        canvas.backgroundColor = .white
        let image = ImageNode(frame: CGRect(origin: .zero, size: screenSize))
        image.image = .png(try screen.pngData())
        canvas.addSubview(image)
        let marks = ViewNode(frame: image.frame)
        marks.clipsToBounds = true
        canvas.addSubview(marks)
        let outlines = tree.elements.map { $0.frame.insetBy(dx: -outlineWidth, dy: -outlineWidth) }
        let badges = badgeOrigins(tree, screen: image.frame)
        // Every outline before any badge, so no outline's tint dims a badge.
        for index in tree.elements.indices {
            let color = palette[index % palette.count]
            let outline = ViewNode(frame: outlines[index])
            outline.borderWidth = outlineWidth
            outline.borderColor = color
            outline.backgroundColor = color.withAlpha(0.08)
            marks.addSubview(outline)
        }
        for (index, element) in tree.elements.enumerated() {
            let color = palette[index % palette.count]
            if let origin = badges[index] { marks.addSubview(badge(index + 1, color: color, at: origin)) }
            let left = screenSize.width + CGFloat(index / perColumn) * legendWidth
            let top = 8 + CGFloat(index % perColumn) * entryHeight
            canvas.addSubview(badge(index + 1, color: color, at: CGPoint(x: left + 8, y: top)))
            let text = LabelNode(frame: CGRect(x: left + 32, y: top - 2, width: legendWidth - 40, height: entryHeight - 2))
            text.numberOfLines = 2
            text.font = .system(size: 11)
            text.textColor = Color(white: 0.1)
            text.text = legendText(element, hasBadge: badges[index] != nil)
            canvas.addSubview(text)
        }
        return try CairoRenderer().render(canvas, scale: scale)
    }

    /// Where each element's badge goes on a screen of `screen` points (nil for none), in the
    /// tree's order.
    static func badgeOrigins(_ tree: AccessibilityTree, screen: CGRect) -> [CGPoint?] {
        AccessibilityBadgePlacement.origins(
            frames: tree.elements.map { $0.isScrolledOutOfView ? nil : $0.frame }, outline: outlineWidth,
            text: AccessibilityBadgePlacement.textRects(of: tree), screen: screen, side: badgeSide)
    }

    private static func badge(_ number: Int, color: Color, at origin: CGPoint) -> LabelNode {
        let badge = LabelNode(frame: CGRect(origin: origin, size: CGSize(width: badgeSide, height: badgeSide)))
        badge.backgroundColor = color
        badge.cornerRadius = 4
        badge.textColor = .white
        badge.font = .system(size: number > 99 ? 8 : 11, weight: .bold)
        badge.textAlignment = .center
        badge.text = "\(number)"
        return badge
    }

    /// Two lines: the label with its traits, then value and hint when present, and a note
    /// when a visible element's badge found no room on the screen.
    static func legendText(_ element: AccessibilityTree.Element, hasBadge: Bool = true) -> String {
        var first = AccessibilityTreeText.quoted(element.label)
        if !element.traits.isEmpty { first += " [\(element.traits)]" }
        var second: [String] = []
        if let value = element.value { second.append("value \(AccessibilityTreeText.quoted(value))") }
        if let hint = element.hint { second.append("hint \(AccessibilityTreeText.quoted(hint))") }
        if element.isScrolledOutOfView {
            second.append("scrolled out of view")
        } else if !hasBadge {
            second.append("no room for its badge: find it by colour")
        }
        return second.isEmpty ? first : first + "\n" + second.joined(separator: ", ")
    }
}
