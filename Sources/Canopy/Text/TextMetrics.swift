import Foundation

/// Measures text for layout.
///
/// Labels measure with `TextEngine.shared`, the engine whose glyph runs the renderer draws,
/// unless a test gives them other metrics by name (`LabelNode.textMetrics`).
public protocol TextMetrics: Sendable {
    /// Width of `text` on one line, in points.
    func width(of text: String, font: Font) -> CGFloat
    /// Distance between consecutive baselines, in points.
    func lineHeight(for font: Font) -> CGFloat
    /// Distance from a line's top to its baseline, in points.
    func ascent(for font: Font) -> CGFloat
    /// Width of `text` on one line with `kern` points after every character cluster.
    func width(of text: String, font: Font, kern: CGFloat) -> CGFloat
    /// Where `font` draws underlines and strikethroughs.
    func decorationMetrics(for font: Font) -> DecorationMetrics
    /// Width of `text` on one line with `kern`, its characters ordered from the base
    /// `direction` (a stretch of one bidirectional level is shaped in that level's direction).
    func width(of text: String, font: Font, kern: CGFloat, direction: WritingDirection) -> CGFloat
}

extension TextMetrics {
    /// The unkerned width plus `kern` per grapheme cluster.
    public func width(of text: String, font: Font, kern: CGFloat) -> CGFloat {
        width(of: text, font: font) + (kern.isFinite ? kern * CGFloat(text.count) : 0)
    }

    /// The kerned width: metrics that do not shape measure text the same in either direction.
    public func width(of text: String, font: Font, kern: CGFloat, direction: WritingDirection) -> CGFloat {
        width(of: text, font: font, kern: kern)
    }

    /// Decorations in proportion to the font size (`DecorationMetrics.proportional`).
    public func decorationMetrics(for font: Font) -> DecorationMetrics { .proportional(size: Double(font.size)) }
}

/// Deterministic stand-in metrics: each character advances `0.5 × size`, lines are
/// `1.2 × size` tall, ascent `0.9 × size`.
///
/// For tests that want exact numbers: set as a label's `textMetrics` by name, they never
/// change what other labels measure.
public struct FixedTextMetrics: TextMetrics {
    /// Creates the fixed metrics.
    public init() {}
    /// `0.5 × size` per grapheme cluster.
    public func width(of text: String, font: Font) -> CGFloat { CGFloat(text.count) * font.size * 0.5 }
    /// `1.2 × size`.
    public func lineHeight(for font: Font) -> CGFloat { font.size * 1.2 }
    /// `0.9 × size`.
    public func ascent(for font: Font) -> CGFloat { font.size * 0.9 }
}

/// The engine measures as it draws: labels without metrics of their own use it.
extension TextEngine: TextMetrics {}
