import Foundation

/// A view that draws text: the UILabel analogue.
///
/// Measures and draws with the same `TextMetrics` — `TextEngine.shared` unless
/// `textMetrics` names others — so `sizeThatFits` matches the drawing.
open class LabelNode: ViewNode {
    /// The text; "\n" forces a line break.
    public var text: String = "" { didSet { if oldValue != text { contentDidChange() } } }
    /// The font (default system 17 regular).
    public var font: Font = .system(size: 17) { didSet { if oldValue != font { contentDidChange() } } }
    /// The text colour (default black).
    public var textColor: Color = .black
    /// Horizontal alignment of each line (default left).
    public var textAlignment: TextAlignment = .left
    /// Maximum lines; 0 means unlimited (default 1: never wraps).
    public var numberOfLines: Int = 1 { didSet { if oldValue != numberOfLines { contentDidChange() } } }
    /// The width, in points, at which a multi-line label wraps when constraint layout asks
    /// for its intrinsic size; 0 (the default) measures the text unwrapped.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { contentDidChange() } }
    }

    private func contentDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The text's size from the text engine, wrapped at `preferredMaxLayoutWidth` when set.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.infinity
        return sizeThatFits(CGSize(width: width, height: .infinity))
    }
    /// Metrics to measure and wrap with; nil uses `TextEngine.shared`, the engine the
    /// renderer draws with. Tests set `FixedTextMetrics()` here for exact numbers.
    public var textMetrics: (any TextMetrics)?

    var metrics: any TextMetrics { textMetrics ?? TextEngine.shared }

    /// The text's natural size within `size`: widest line × line count, each rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let m = metrics
        let width: CGFloat? = (numberOfLines != 1 && size.width.isFinite && size.width > 0) ? size.width : nil
        let lines = TextLayout.wrap(text, font: font, width: width, maxLines: numberOfLines, metrics: m).lines
        let widest = lines.map { m.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * m.lineHeight(for: font)).rounded(.up))
    }

    /// Draws the lines centred vertically, each aligned per `textAlignment`.
    open override func draw(in canvas: Canvas) {
        let m = metrics
        let size = bounds.size
        let lines = TextLayout.drawnLines(text, font: font, size: size, numberOfLines: numberOfLines, metrics: m)
        guard !lines.isEmpty else { return }
        let lineHeight = m.lineHeight(for: font)
        let ascent = m.ascent(for: font)
        let blockTop = bounds.minY + (size.height - CGFloat(lines.count) * lineHeight) / 2
        for (i, line) in lines.enumerated() {
            let w = m.width(of: line, font: font)
            let x: CGFloat
            switch textAlignment {
            case .left: x = bounds.minX
            case .center: x = bounds.minX + (size.width - w) / 2
            case .right: x = bounds.maxX - w
            }
            canvas.drawText(line, at: CGPoint(x: x, y: blockTop + CGFloat(i) * lineHeight + ascent), font: font, color: textColor)
        }
    }
}
