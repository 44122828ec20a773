import Canopy
import Foundation

/// Where an accessibility image puts each element's number badge: beside a corner of the
/// element's frame, never over text a screen reader reads, another badge or the screen's edge.
///
/// Each badge tries the spots in `candidates` order and takes the first of the best tier:
/// outside the frame's outline and clear of every other element's frame; then inside a corner
/// of its own frame clear of other frames (over its outline, not its text); then inside a
/// corner of its own frame that other frames overlap. A badge is never put outside its frame
/// over another element's frame, where it would read as that element's number. Other
/// elements count by their frames, not their outlines: rows that touch have outlines that
/// overlap by twice the outline width. A badge with no such spot is left off the screen, and
/// the legend alone numbers the element (its outline keeps its colour).
enum AccessibilityBadgePlacement {
    /// The badge origins for `frames` (nil for an element without a badge, such as one
    /// scrolled out of view), in the same order; earlier elements choose first.
    ///
    /// - Parameters:
    ///   - frames: each element's frame, in screen points.
    ///   - outline: the width of the outline drawn just outside each frame, which badges
    ///     placed outside keep clear of.
    ///   - text: the rectangles text is drawn in, which badges must not cover.
    ///   - screen: the visible screen; badges stay wholly inside it.
    ///   - side: the badge's side, in points.
    static func origins(frames: [CGRect?], outline: CGFloat = 0, text: [CGRect], screen: CGRect, side: CGFloat) -> [CGPoint?] {
        var placed: [CGRect] = []
        let visibleFrames = frames.map { $0.map { $0.intersection(screen) } }
        return visibleFrames.enumerated().map { index, frame in
            guard let frame, !frame.isNull else { return nil }
            let others = visibleFrames.enumerated().compactMap { $0.offset == index ? nil : $0.element }.filter { !$0.isNull }
            // The outline is clipped to the screen as it is drawn, so an element at the screen's
            // edge can still have its badge just outside its visible outline.
            let drawnOutline = frame.insetBy(dx: -outline, dy: -outline).intersection(screen)
            let spots = candidates(around: frame, outline: drawnOutline, side: side).filter { spot in
                isInside(spot.rect, screen) && !text.contains { overlaps($0, spot.rect) } && !placed.contains { overlaps($0, spot.rect) }
            }
            let tiers: [(inside: Bool, clearOfOthers: Bool)] = [(false, true), (true, true), (true, false)]
            for tier in tiers {
                let match = spots.first { spot in
                    spot.isInside == tier.inside && (!tier.clearOfOthers || !others.contains { overlaps($0, spot.rect) })
                }
                if let match {
                    placed.append(match.rect)
                    return match.rect.origin
                }
            }
            return nil
        }
    }

    /// The spots tried for a frame, in order of preference: the eight places just outside the
    /// corners of its drawn outline (the frame itself when nil; left of the top-left corner
    /// first, where reading starts), then the frame's four corners inside.
    static func candidates(around f: CGRect, outline: CGRect? = nil, side s: CGFloat) -> [(rect: CGRect, isInside: Bool)] {
        let o = outline ?? f
        let outside = [
            CGPoint(x: o.minX - s, y: o.minY), CGPoint(x: o.minX, y: o.minY - s), CGPoint(x: o.maxX - s, y: o.minY - s),
            CGPoint(x: o.maxX, y: o.minY), CGPoint(x: o.minX - s, y: o.maxY - s), CGPoint(x: o.minX, y: o.maxY),
            CGPoint(x: o.maxX, y: o.maxY - s), CGPoint(x: o.minX - s, y: o.minY - s),
        ]
        let inside = [
            CGPoint(x: f.minX, y: f.minY), CGPoint(x: f.maxX - s, y: f.minY), CGPoint(x: f.maxX - s, y: f.maxY - s),
            CGPoint(x: f.minX, y: f.maxY - s),
        ]
        let size = CGSize(width: s, height: s)
        return outside.map { (CGRect(origin: $0, size: size), false) } + inside.map { (CGRect(origin: $0, size: size), true) }
    }

    /// The rectangles where the elements' text is drawn, in the coordinates of their frames:
    /// every visible label with text in each element's subtree (a label element's own text,
    /// a button's title).
    static func textRects(of tree: AccessibilityTree) -> [CGRect] {
        var rects: [CGRect] = []
        func visit(_ node: ViewNode) {
            guard !node.isHidden, node.alpha >= 0.01 else { return }
            if let label = node as? LabelNode, !(label.text ?? "").isEmpty {
                let rect = label.convert(label.drawnTextRect, to: nil)
                if !rect.isEmpty { rects.append(rect) }
            }
            for subview in node.subviews { visit(subview) }
        }
        for element in tree.elements where !element.isScrolledOutOfView { visit(element.node) }
        return rects
    }

    /// Whether two rectangles share area (touching edges do not count).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        min(a.maxX, b.maxX) > max(a.minX, b.minX) && min(a.maxY, b.maxY) > max(a.minY, b.minY)
    }

    private static func isInside(_ rect: CGRect, _ screen: CGRect) -> Bool {
        rect.minX >= screen.minX && rect.minY >= screen.minY && rect.maxX <= screen.maxX && rect.maxY <= screen.maxY
    }
}
