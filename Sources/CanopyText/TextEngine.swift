import Foundation

/// The one font engine: measures text for layout and lays out the glyph runs renderers draw.
///
/// Fonts are the DejaVu files named by `FontFiles`, read with FreeType; glyph advances are
/// the fonts' design advances scaled to the size, unhinted and unrounded, so widths in points
/// do not depend on the scale a line is drawn at. Every width
/// is the advance of the glyph run `glyphRun(for:font:)` returns for the same text, so a
/// renderer that places those glyphs draws exactly what layout measured. Thread-safe.
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

    /// Width of `text` on one line in points: the advance of its glyph run; 0 for empty text
    /// or a size that cannot be measured (not finite, not positive, or past `maximumFontSize`).
    public func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        return CGFloat(library.withEntry(for: font) { library.width(of: text, in: $0) } ?? 0)
    }

    /// The glyphs of one line of `text` and their offsets from the line origin, in points.
    ///
    /// Empty (no glyphs, advance 0) for empty text or a size that cannot be measured.
    public func glyphRun(for text: String, font: Font) -> GlyphRun {
        let run = library.withEntry(for: font) { entry -> GlyphRun in
            let line = LineLayout.layOut(text, in: entry, library: library)
            return GlyphRun(fontPath: entry.face.path, font: font, glyphs: line.glyphs, positions: line.positions, advance: line.advance)
        }
        return run ?? GlyphRun(fontPath: "", font: font, glyphs: [], positions: [], advance: 0)
    }

    /// The font's ascent, descent and line height in points; nil for a size that cannot be
    /// measured or when no font file loads.
    public func lineMetrics(for font: Font) -> LineMetrics? {
        library.withEntry(for: font) { $0.metrics }
    }

    /// Distance between consecutive baselines in points (DejaVu Sans: ≈1.164 × size); 0 when
    /// the font cannot be measured.
    public func lineHeight(for font: Font) -> CGFloat {
        CGFloat(lineMetrics(for: font)?.lineHeight ?? 0)
    }

    /// Distance from a line's top to its baseline in points (DejaVu Sans: ≈0.928 × size); 0
    /// when the font cannot be measured.
    public func ascent(for font: Font) -> CGFloat {
        CGFloat(lineMetrics(for: font)?.ascent ?? 0)
    }

    /// Paths of font files that could not be loaded; text in their fonts uses
    /// `FontFiles.fallbackFileName` instead.
    public var missingFontFiles: Set<String> { library.missingFiles }
}
