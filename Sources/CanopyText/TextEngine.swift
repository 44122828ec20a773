import Foundation

/// The one text engine: shapes text for layout and lays out the glyph runs renderers draw.
///
/// Fonts are the files of the private list `FontFiles` names, read with FreeType and shaped
/// with HarfBuzz in design units, scaled to the size unhinted and unrounded, so widths in
/// points do not depend on the scale a line is drawn at. Every width is the advance of the
/// `ShapedLine` that `line(for:font:)` returns for the same text, so a renderer that places
/// those glyphs draws exactly what layout measured. Thread-safe.
public final class TextEngine: Sendable {
    /// The process-wide engine.
    public static let shared = TextEngine(library: .shared)

    /// The largest font size measured or drawn, in points (and in device pixels once scaled).
    ///
    /// cairo's surfaces are at most 32,767 pixels on a side, so no larger glyph can be drawn,
    /// and FreeType refuses character sizes past 65,535 pixels. Larger sizes measure as 0.
    public static let maximumFontSize: CGFloat = 32_767

    let library: FontLibrary

    init(library: FontLibrary) {
        self.library = library
    }

    /// Width of `text` on one line in points: the advance of its shaped line; 0 for empty
    /// text or a size that cannot be measured (not finite, not positive, or past
    /// `maximumFontSize`).
    public func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        return CGFloat(library.withEntry(for: font) { library.width(of: text, in: $0) } ?? 0)
    }

    /// One line of `text` shaped: glyph runs in visual order with offsets from the line
    /// origin, in points. Empty for empty text or a size that cannot be measured.
    ///
    /// Lines are kept in a bounded cache, and every short string `width(of:font:)` measures
    /// is kept shaped, so drawing what layout measured does not shape it again.
    public func line(for text: String, font: Font) -> ShapedLine {
        guard !text.isEmpty else { return .empty }
        return library.withEntry(for: font) { library.line(text, in: $0, kern: 0) } ?? .empty
    }

    /// Width in points of `text` with `kern` points added after every character cluster
    /// (UIKit's kern attribute): the advance of `line(for:font:kern:)`.
    public func width(of text: String, font: Font, kern: CGFloat) -> CGFloat {
        guard kern != 0 else { return width(of: text, font: font) }
        return CGFloat(line(for: text, font: font, kern: kern).advance)
    }

    /// One line of `text` shaped with `kern` points added after every character cluster, the
    /// last one included.
    public func line(for text: String, font: Font, kern: CGFloat) -> ShapedLine {
        guard kern != 0 else { return line(for: text, font: font) }
        guard !text.isEmpty, kern.isFinite else { return line(for: text, font: font) }
        return library.withEntry(for: font) { library.line(text, in: $0, kern: Double(kern)) } ?? .empty
    }

    /// Width in points of `text` shaped with `kern` and the base `direction`: the advance of
    /// `line(for:font:kern:direction:)`.
    public func width(of text: String, font: Font, kern: CGFloat, direction: WritingDirection) -> CGFloat {
        guard direction != .natural else { return width(of: text, font: font, kern: kern) }
        return CGFloat(line(for: text, font: font, kern: kern, direction: direction).advance)
    }

    /// One line of `text` shaped with `kern` points after every character cluster, its
    /// characters ordered by the Bidirectional Algorithm from the base `direction` (natural:
    /// the first strong character's, as `line(for:font:kern:)` does).
    ///
    /// A layout that splits a paragraph at its embedding levels (`BidiParagraph`) shapes each
    /// stretch in its level's direction, so neutral characters inside it (spaces,
    /// punctuation, brackets) order and mirror as they do in the whole paragraph.
    public func line(for text: String, font: Font, kern: CGFloat, direction: WritingDirection) -> ShapedLine {
        guard direction != .natural else { return line(for: text, font: font, kern: kern) }
        guard !text.isEmpty else { return .empty }
        let kern = kern.isFinite ? Double(kern) : 0
        return library.withEntry(for: font) { library.line(text, in: $0, kern: kern, direction: direction) } ?? .empty
    }

    /// Where `font` draws underlines and strikethroughs, from its face's tables; in
    /// proportion to the size when the font cannot be measured.
    public func decorationMetrics(for font: Font) -> DecorationMetrics {
        library.withEntry(for: font) { $0.decorations } ?? .proportional(size: Double(font.size))
    }

    /// Problems with drawing `text` in `font`: an unknown family, an unusable size, characters
    /// no face has. Empty when the text draws as written.
    public func issues(in text: String, font: Font) -> [TextIssue] {
        var issues: [TextIssue] = []
        if !FontFiles.isKnownFamily(font.family) { issues.append(.unknownFamily(font.family)) }
        guard font.size.isFinite, font.size > 0, font.size <= TextEngine.maximumFontSize else {
            return issues + [.unusableSize(font.size)]
        }
        let missing = text.isEmpty ? [] : library.withEntry(for: font) { LineLayout.missingScalars(text, in: $0, library: library) } ?? []
        if !missing.isEmpty { issues.append(.missingGlyphs(text: text, scalars: missing)) }
        return issues
    }

    /// The font's ascent, descent and line height in points; nil for a size that cannot be
    /// measured or when no font file loads.
    public func lineMetrics(for font: Font) -> LineMetrics? {
        library.withEntry(for: font) { $0.metrics }
    }

    /// Distance between consecutive baselines in points (Inter: ≈1.21 × size); 0 when the
    /// font cannot be measured.
    public func lineHeight(for font: Font) -> CGFloat {
        CGFloat(lineMetrics(for: font)?.lineHeight ?? 0)
    }

    /// Distance from a line's top to its baseline in points (Inter: ≈0.97 × size); 0 when
    /// the font cannot be measured.
    public func ascent(for font: Font) -> CGFloat {
        CGFloat(lineMetrics(for: font)?.ascent ?? 0)
    }

    /// Paths of font files that could not be loaded; text in their fonts uses
    /// `FontFiles.fallbackFile` or the next face in the fallback list instead.
    public var missingFontFiles: Set<String> { library.missingFiles }
}
