import Foundation

extension LabelNode {
    /// The size the whole text needs at the label's current width, in points, each side
    /// rounded up: unwrapped for a single-line label, wrapped at the width with no line limit
    /// otherwise. Larger than `bounds.size` on either axis when the label truncates or clips.
    public var sizeNeededForFullText: CGSize {
        guard !plainText.isEmpty else { return .zero }
        let m = metrics
        let width: CGFloat? = numberOfLines == 1 || bounds.width <= 0 ? nil : bounds.width
        let lines = TextLayout.wrap(plainText, font: font, width: width, maxLines: 0, lineBreakMode: lineBreakMode, metrics: m).lines
        let widest = lines.map { m.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * m.lineHeight(for: font)).rounded(.up))
    }

    /// Whether the drawn text leaves part of the text out (truncated, or cut off by the
    /// bounds), measured at the current font and width. Half a point of slack absorbs the
    /// rounding of sizes to whole points.
    public var isTextCut: Bool {
        let needed = sizeNeededForFullText
        return needed.width > bounds.width + 0.5 || needed.height > bounds.height + 0.5
    }

    /// The rectangle the drawn lines cover, in the label's bounds coordinates (each line from
    /// its ascent above the baseline to one line height down), clipped to the bounds; `.zero`
    /// when nothing is drawn.
    public var drawnTextRect: CGRect {
        let m = metrics
        let lineHeight = m.lineHeight(for: font), ascent = m.ascent(for: font)
        var rect = CGRect.null
        for line in drawnLines() {
            let w = m.width(of: line.text, font: font)
            rect = rect.union(CGRect(x: line.origin.x, y: line.origin.y - ascent, width: w, height: lineHeight))
        }
        let clipped = rect.intersection(bounds)
        return clipped.isNull ? .zero : clipped
    }
}
