import Foundation

/// A view that draws text: the UILabel analogue.
///
/// Measures and draws with the same `TextMetrics` — `TextEngine.shared` unless
/// `textMetrics` names others — so `sizeThatFits` matches the drawing.
open class LabelNode: ViewNode {
    /// The text; "\n" forces a line break. Nil (the default, as UIKit's) draws nothing, like
    /// the empty string. Setting it clears `attributedText`'s styles.
    public var text: String? {
        didSet {
            let hadStyles = attributed != nil
            attributed = nil
            if hadStyles || oldValue != text { contentDidChange() }
        }
    }
    /// The characters drawn: `text`, or empty when it is nil.
    var plainText: String { text ?? "" }
    /// The styled text `attributedText` was last set to (a copy), nil for plain text.
    var attributed: AttributedState?
    /// The font (default system 17 regular).
    public var font: Font = .system(size: 17) {
        didSet {
            guard oldValue != font else { return }
            font = fontFollowingContentSizeCategory(font)
            contentDidChange()
        }
    }
    /// The text colour (default black).
    public var textColor: Color = .black
    /// Horizontal alignment of each line (default `natural`, as UIKit's: left, or right in a
    /// right-to-left layout).
    public var textAlignment: TextAlignment = .natural
    /// Maximum lines; 0 means unlimited (default 1: never wraps).
    public var numberOfLines: Int = 1 { didSet { if oldValue != numberOfLines { contentDidChange() } } }
    /// How lines wrap and how text that does not fit is cut (default truncating the tail, as
    /// UIKit's labels do).
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if oldValue != lineBreakMode { contentDidChange() } } }
    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, until the text
    /// fits the bounds when drawn (default false). A one-line label shrinks to fit its width;
    /// a multi-line label until its wrapped lines fit its width, `numberOfLines` and height.
    /// Measuring (`sizeThatFits`) keeps the full size, as UIKit's does.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` shrinks to, in
    /// 0…1 (default 0: no shrinking, as UIKit treats 0). Other values are refused with a
    /// `label.minimumScaleFactor` diagnostic and the old value kept.
    public var minimumScaleFactor: CGFloat = 0 {
        didSet {
            guard minimumScaleFactor.isFinite, (0...1).contains(minimumScaleFactor) else {
                Diagnostics.report(
                    code: "label.minimumScaleFactor", "\(diagnosticName): refused minimumScaleFactor \(minimumScaleFactor), outside 0…1")
                minimumScaleFactor = oldValue
                return
            }
        }
    }
    /// The text and font whose engine problems were last reported, so each is reported once.
    private var reportedIssues: (text: String, font: Font)?
    /// The width, in points, at which a multi-line label wraps when constraint layout asks
    /// for its intrinsic size; 0 (the default) measures the text unwrapped.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { contentDidChange() } }
    }

    /// The last size measured and the wrapping width it was measured at (nil: unwrapped):
    /// a repeated measurement at the same width is one comparison. Cleared when anything the
    /// size depends on changes.
    private var lastMeasurement: (width: CGFloat?, size: CGSize)?

    /// The lines last drawn and what they were placed for (bounds, alignment, drawing font):
    /// drawing and both baselines lay the text out once.
    private var lastDrawn: (bounds: CGRect, alignment: TextAlignment, font: Font, lines: [(text: String, origin: CGPoint)])?

    func contentDidChange() {
        lastMeasurement = nil
        lastDrawn = nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Whether a screen reader reads the label: by default when it has text, as UIKit's
    /// labels are elements; a set value wins.
    open override var isAccessibilityElement: Bool {
        get { accessibilitySettings.isElement ?? !plainText.isEmpty }
        set { super.isAccessibilityElement = newValue }
    }
    /// By default the text (nil when empty); a set value wins.
    open override var accessibilityLabel: String? {
        get { accessibilitySettings.label ?? (plainText.isEmpty ? nil : plainText) }
        set { super.accessibilityLabel = newValue }
    }
    /// By default `.staticText`, as UIKit's labels; a set value wins.
    open override var accessibilityTraits: AccessibilityTraits {
        get { accessibilitySettings.traits ?? .staticText }
        set { super.accessibilityTraits = newValue }
    }

    /// Whether constraints size this label's height from the width they give it: it wraps
    /// (`numberOfLines` other than 1) and names no `preferredMaxLayoutWidth`, as UIKit's
    /// automatic preferred width does.
    override var sizesHeightForWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 && !plainText.isEmpty }

    /// The text's height wrapped at `width`.
    override func height(forLayoutWidth width: CGFloat) -> CGFloat? {
        sizeThatFits(CGSize(width: width, height: .infinity)).height
    }

    /// The text's size from the text engine, wrapped at `preferredMaxLayoutWidth` when set.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : CGFloat.infinity
        return sizeThatFits(CGSize(width: width, height: .infinity))
    }
    /// Metrics to measure and wrap with; nil uses `TextEngine.shared`, the engine the
    /// renderer draws with. Tests set `FixedTextMetrics()` here for exact numbers.
    public var textMetrics: (any TextMetrics)? { didSet { contentDidChange() } }

    var metrics: any TextMetrics { textMetrics ?? TextEngine.shared }

    /// The text's natural size within `size`: widest line × line count, each rounded up.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard !plainText.isEmpty else { return .zero }
        let width: CGFloat? = (numberOfLines != 1 && size.width.isFinite && size.width > 0) ? size.width : nil
        if let last = lastMeasurement, last.width == width { return last.size }
        let measured: CGSize
        if attributed != nil {
            measured = attributedSizeThatFits(size)
        } else if textMetrics == nil {
            let key = TextMeasurementCache.Key(text: plainText, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
            if let known = TextMeasurementCache.shared.size(for: key) {
                measured = known
            } else {
                measured = measurePlainText(width: width)
                TextMeasurementCache.shared.store(measured, for: key)
            }
        } else {
            measured = measurePlainText(width: width)
        }
        lastMeasurement = (width, measured)
        return measured
    }

    /// Plain text's size wrapped at `width` (nil: unwrapped): widest line × line count, each
    /// rounded up.
    private func measurePlainText(width: CGFloat?) -> CGSize {
        let m = metrics
        let lines = TextLayout.wrap(plainText, font: font, width: width, maxLines: numberOfLines, lineBreakMode: lineBreakMode, metrics: m).lines
        let widest = lines.map { m.width(of: $0, font: font) }.max() ?? 0
        return CGSize(width: widest.rounded(.up), height: (CGFloat(lines.count) * m.lineHeight(for: font)).rounded(.up))
    }

    /// Draws the lines centred vertically, each aligned per `textAlignment`; in
    /// `.byClipping` mode nothing is drawn outside the bounds. Characters no font has, an
    /// unknown family or an unusable size are reported as diagnostics once per text and font.
    open override func draw(in canvas: Canvas) {
        if attributed != nil { return drawAttributed(in: canvas) }
        reportEngineIssues()
        let lines = drawnLines()
        guard !lines.isEmpty else { return }
        let font = drawingFont
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
    public var firstBaseline: CGFloat? {
        if attributed != nil { return attributedBaselines()?.first }
        return drawnLines().first.map { $0.origin.y - bounds.minY }
    }

    /// Distance from the top of the bounds down to the baseline of the last drawn line, in
    /// points; nil when no line is drawn.
    public var lastBaseline: CGFloat? {
        if attributed != nil { return attributedBaselines()?.last }
        return drawnLines().last.map { $0.origin.y - bounds.minY }
    }

    /// The lines `draw(in:)` draws and each one's baseline origin in the node's coordinates:
    /// wrapped and cut per the label's properties, the block centred vertically, each line
    /// aligned per `textAlignment`.
    func drawnLines() -> [(text: String, origin: CGPoint)] {
        let font = drawingFont
        let alignment = resolvedTextAlignment
        if let last = lastDrawn, last.bounds == bounds, last.alignment == alignment, last.font == font { return last.lines }
        let placed = placeLines(font: font)
        lastDrawn = (bounds, alignment, font, placed)
        return placed
    }

    /// Lays the lines out in the bounds in `font`, for `drawnLines()`.
    private func placeLines(font: Font) -> [(text: String, origin: CGPoint)] {
        let m = metrics
        let size = bounds.size
        let lines = TextLayout.drawnLines(
            plainText, font: font, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, metrics: m)
        let lineHeight = m.lineHeight(for: font)
        let ascent = m.ascent(for: font)
        let blockTop = bounds.minY + (size.height - CGFloat(lines.count) * lineHeight) / 2
        return lines.enumerated().map { i, line in
            let w = m.width(of: line, font: font)
            let x: CGFloat
            switch resolvedTextAlignment {
            case .left, .natural, .justified: x = bounds.minX
            case .center: x = bounds.minX + (size.width - w) / 2
            case .right: x = bounds.maxX - w
            }
            return (line, CGPoint(x: x, y: blockTop + CGFloat(i) * lineHeight + ascent))
        }
    }

    /// Reports what the engine found wrong with the text or font, when they changed since the
    /// last report; labels measured with other metrics do not draw with the engine's fonts.
    private func reportEngineIssues() {
        guard textMetrics == nil, !plainText.isEmpty else { return }
        if let last = reportedIssues, last.text == plainText, last.font == font { return }
        reportedIssues = (plainText, font)
        let name = diagnosticName
        for issue in TextEngine.shared.issues(in: plainText, font: font) {
            Diagnostics.report(code: issue.diagnosticCode, "\(name): \(issue)")
        }
    }
}

extension TextIssue {
    /// The diagnostic code a label reports the issue under.
    var diagnosticCode: String {
        switch self {
        case .missingGlyphs: "text.missingGlyphs"
        case .unknownFamily: "text.unknownFamily"
        case .unusableSize: "text.fontSize"
        }
    }
}
