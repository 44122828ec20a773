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
    /// How lines wrap and how text that does not fit is cut (default truncating the tail, as
    /// UIKit's labels do).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if oldValue != lineBreakMode { contentDidChange() } } }
    /// The text and font whose engine problems were last reported, so each is reported once.
    private var reportedIssues: (text: String, font: Font)?
    /// The width, in points, at which a multi-line label wraps when constraint layout asks
    /// for its intrinsic size; 0 (the default) measures the text unwrapped.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { contentDidChange() } }
    }

    private func contentDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Whether a screen reader reads the label: by default when it has text, as UIKit's
    /// labels are elements; a set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? !text.isEmpty }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the text (nil when empty); a set value wins.
    open override var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? (text.isEmpty ? nil : text) }
        set { super.accessibilityLabel = newValue }
    }
    /// By default `.staticText`, as UIKit's labels; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? .staticText }
        set { super.accessibilityTraits = newValue }
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
        let lines = TextLayout.wrap(text, font: font, width: width, maxLines: numberOfLines, lineBreakMode: lineBreakMode, metrics: m).lines
        let widest = lines.map { m.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * m.lineHeight(for: font)).rounded(.up))
    }

    /// Draws the lines centred vertically, each aligned per `textAlignment`; in
    /// `.byClipping` mode nothing is drawn outside the bounds. Characters no font has, an
    /// unknown family or an unusable size are reported as diagnostics once per text and font.
    open override func draw(in canvas: Canvas) {
        reportEngineIssues()
        let lines = drawnLines()
        guard !lines.isEmpty else { return }
        let clips = lineBreakMode == .byClipping
        if clips {
            canvas.saveState()
            canvas.clip(to: bounds)
        }
        defer { if clips { canvas.restoreState() } }
        for line in lines {
            canvas.drawText(line.text, at: line.origin, font: font, color: textColor)
        }
    }

    /// Distance from the top of the bounds down to the baseline of the first drawn line, in
    /// points; nil when no line is drawn. Layout aligns labels by this.
    public var firstBaseline: CGFloat? { drawnLines().first.map { $0.origin.y - bounds.minY } }

    /// Distance from the top of the bounds down to the baseline of the last drawn line, in
    /// points; nil when no line is drawn.
    public var lastBaseline: CGFloat? { drawnLines().last.map { $0.origin.y - bounds.minY } }

    /// The lines `draw(in:)` draws and each one's baseline origin in the node's coordinates:
    /// wrapped and cut per the label's properties, the block centred vertically, each line
    /// aligned per `textAlignment`.
    func drawnLines() -> [(text: String, origin: CGPoint)] {
        let m = metrics
        let size = bounds.size
        let lines = TextLayout.drawnLines(
            text, font: font, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, metrics: m)
        let lineHeight = m.lineHeight(for: font)
        let ascent = m.ascent(for: font)
        let blockTop = bounds.minY + (size.height - CGFloat(lines.count) * lineHeight) / 2
        return lines.enumerated().map { i, line in
            let w = m.width(of: line, font: font)
            let x: CGFloat
            switch textAlignment {
            case .left: x = bounds.minX
            case .center: x = bounds.minX + (size.width - w) / 2
            case .right: x = bounds.maxX - w
            }
            return (line, CGPoint(x: x, y: blockTop + CGFloat(i) * lineHeight + ascent))
        }
    }

    /// Reports what the engine found wrong with the text or font, when they changed since the
    /// last report; labels measured with other metrics do not draw with the engine's fonts.
    private func reportEngineIssues() {
        guard textMetrics == nil, !text.isEmpty else { return }
        if let last = reportedIssues, last.text == text, last.font == font { return }
        reportedIssues = (text, font)
        let name = diagnosticName
        for issue in TextEngine.shared.issues(in: text, font: font) {
            let code: String
            switch issue {
            case .missingGlyphs: code = "text.missingGlyphs"
            case .unknownFamily: code = "text.unknownFamily"
            case .unusableSize: code = "text.fontSize"
            }
            Diagnostics.report(code: code, "\(name): \(issue)")
        }
    }
}
