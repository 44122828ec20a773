import Foundation

/// A label's styled text and the layout last made of it.
final class AttributedState {
    /// The string as set (an immutable copy).
    let string: NSAttributedString
    /// The string flattened with the label properties it was filled from.
    var styled: (defaults: RunStyle.Defaults, text: StyledText)?
    /// The last layout drawn or measured, by its inputs, so drawing after measuring at the
    /// same width lays out once.
    var layouts: [LayoutKey: AttributedTextLayout] = [:]
    /// Whether the engine's problems with the text were reported.
    var isReported = false

    /// What one layout depends on besides the text.
    struct LayoutKey: Hashable {
        var defaults: RunStyle.Defaults
        var wrapWidth: CGFloat?
        var fitWidth: CGFloat?
        var maximumLines: Int
        var scale: CGFloat
    }

    /// Layouts kept per label: one for measuring, one for drawing, a few widths besides.
    static let maximumLayouts = 4

    init(_ string: NSAttributedString) {
        self.string = string
    }
}

extension LabelNode {
    /// The styled text: runs with their own font, colours, kern, underline, strikethrough,
    /// baseline offset and link, and paragraphs with their own `ParagraphStyle`.
    ///
    /// A run without a font or foreground colour takes `font` and `textColor`; a paragraph
    /// without a paragraph style takes `textAlignment` and `lineBreakMode`. Setting it sets
    /// `text` to its characters; setting `text` drops the styles. Reading it after `text`
    /// was set gives the text with the label's font and colour, as UIKit does; nil when the
    /// label has no text.
    public var attributedText: NSAttributedString? {
        get {
            if let attributed { return attributed.string }
            guard let text, !text.isEmpty else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor])
        }
        set {
            text = newValue?.string
            if let newValue, newValue.length > 0 {
                attributed = AttributedState(newValue.copy() as? NSAttributedString ?? newValue)
            }
            contentDidChange()
        }
    }

    /// The label properties that fill what runs lack.
    private var attributeDefaults: RunStyle.Defaults {
        RunStyle.Defaults(
            font: font, color: textColor, alignment: resolvedTextAlignment, lineBreakMode: lineBreakMode,
            layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The styled text flattened against today's label properties.
    private func styledText(_ state: AttributedState) -> StyledText {
        let defaults = attributeDefaults
        if let styled = state.styled, styled.defaults == defaults { return styled.text }
        let text = StyledText(state.string, defaults: defaults)
        state.styled = (defaults, text)
        state.layouts.removeAll()
        return text
    }

    /// The layout for these inputs, made once per label while they stay the same.
    func attributedLayout(wrapWidth: CGFloat?, fitWidth: CGFloat?, maximumLines: Int, scale: CGFloat = 1) -> AttributedTextLayout? {
        guard let state = attributed else { return nil }
        var text = styledText(state)
        if scale != 1 {
            for index in text.runs.indices { text.runs[index].style.font.size *= scale }
        }
        let key = AttributedState.LayoutKey(
            defaults: attributeDefaults, wrapWidth: wrapWidth, fitWidth: fitWidth, maximumLines: maximumLines, scale: scale)
        if let layout = state.layouts[key], textMetrics == nil { return layout }
        let layout = AttributedTextLayout(text, wrapWidth: wrapWidth, fitWidth: fitWidth, maximumLines: maximumLines, metrics: metrics)
        if state.layouts.count >= AttributedState.maximumLayouts { state.layouts.removeAll() }
        state.layouts[key] = layout
        return layout
    }

    /// The styled text's natural size within `size`: lines wrapped at its width (unless the
    /// label has one line), the widest line's right edge × the last line's bottom, rounded up.
    func attributedSizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = (numberOfLines != 1 && size.width.isFinite && size.width > 0) ? size.width : nil
        guard let layout = attributedLayout(wrapWidth: width, fitWidth: nil, maximumLines: numberOfLines) else { return .zero }
        let measured = layout.size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The layout drawn in the bounds and the top of its block: wrapped to the width (a
    /// one-line label in a truncating or clipping mode does not wrap), limited by
    /// `numberOfLines` and by the lines whose bottoms fit the height (at least one), the
    /// block centred vertically.
    private func drawnAttributedLayout() -> (layout: AttributedTextLayout, top: CGFloat)? {
        let size = bounds.size
        let wraps = numberOfLines != 1 || lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        let wrapWidth = wraps ? size.width : nil
        let scale = fontScale
        guard var layout = attributedLayout(wrapWidth: wrapWidth, fitWidth: size.width, maximumLines: numberOfLines, scale: scale)
        else { return nil }
        // Half a thousandth of a point absorbs rounding in sums of line heights.
        let fitting = max(1, layout.lines.prefix { $0.bottom <= size.height + 0.0005 }.count)
        if fitting < layout.lines.count,
            let shorter = attributedLayout(wrapWidth: wrapWidth, fitWidth: size.width, maximumLines: fitting, scale: scale)
        {
            layout = shorter
        }
        return (layout, bounds.minY + (size.height - layout.size.height) / 2)
    }

    /// Baselines of the drawn lines from the top of the bounds, in points.
    func attributedBaselines() -> [CGFloat]? {
        guard let (layout, top) = drawnAttributedLayout(), !layout.lines.isEmpty else { return nil }
        return layout.lines.map { top + $0.baseline - bounds.minY }
    }

    /// Draws the styled lines: backgrounds behind each run's line box, then each run's text
    /// on its (offset) baseline, then underlines and strikethroughs over it.
    func drawAttributed(in canvas: Canvas) {
        reportAttributedIssues()
        guard let (layout, top) = drawnAttributedLayout() else { return }
        let clips = lineBreakMode == .byClipping
        if clips {
            canvas.saveState()
            canvas.clip(to: bounds)
        }
        defer { if clips { canvas.restoreState() } }
        let left = bounds.minX
        for line in layout.lines {
            for fragment in line.fragments {
                guard let background = fragment.style.backgroundColor else { continue }
                canvas.fill(CGRect(x: left + fragment.x, y: top + line.top, width: fragment.width, height: line.bottom - line.top), color: background)
            }
        }
        let m = metrics
        for line in layout.lines {
            for fragment in line.fragments {
                let style = fragment.style
                let baseline = top + line.baseline - style.baselineOffset
                canvas.drawText(
                    fragment.text, at: CGPoint(x: left + fragment.x, y: baseline), font: style.font, color: style.color, kern: style.kern,
                    direction: fragment.isRightToLeft ? .rightToLeft : .leftToRight)
                guard style.underline.drawsLine || style.strikethrough.drawsLine else { continue }
                let decorations = m.decorationMetrics(for: style.font)
                let span = (x: left + fragment.x, width: fragment.width)
                if style.underline.drawsLine {
                    drawDecoration(
                        style.underline, span: span, centre: baseline + decorations.underlineOffset,
                        thickness: decorations.underlineThickness, color: style.underlineColor ?? style.color, in: canvas)
                }
                if style.strikethrough.drawsLine {
                    drawDecoration(
                        style.strikethrough, span: span, centre: baseline - decorations.strikethroughOffset,
                        thickness: decorations.strikethroughThickness, color: style.strikethroughColor ?? style.color, in: canvas)
                }
            }
        }
    }

    /// One underline or strikethrough: a bar of the font's thickness (twice it for `thick`)
    /// centred at `centre`; `double` adds a second bar one thickness further down.
    private func drawDecoration(
        _ style: UnderlineStyle, span: (x: CGFloat, width: CGFloat), centre: Double, thickness: Double, color: Color, in canvas: Canvas
    ) {
        let height = CGFloat(thickness * style.thicknessFactor)
        for index in 0..<style.lineCount {
            let y = CGFloat(centre) + CGFloat(index) * 2 * height - height / 2
            canvas.fill(CGRect(x: span.x, y: y, width: span.width, height: height), color: color)
        }
    }

    /// Reports what the engine found wrong with each run's text in its font, once per
    /// string set; labels measured with other metrics do not draw with the engine's fonts.
    private func reportAttributedIssues() {
        guard textMetrics == nil, let state = attributed, !state.isReported else { return }
        state.isReported = true
        let text = styledText(state)
        let name = diagnosticName
        for run in text.runs {
            let piece = String(decoding: text.units[run.range], as: UTF16.self)
            for issue in TextEngine.shared.issues(in: piece, font: run.style.font) {
                Diagnostics.report(code: issue.diagnosticCode, "\(name): \(issue)")
            }
        }
    }
}
