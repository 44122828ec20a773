internal import CCairo
import Canopy
import Foundation

/// Text measurement with the exact faces and options `CairoRenderer` draws with.
///
/// `CairoRenderer.init()` installs it in `TextMetricsRegistry`, so a label's `sizeThatFits`
/// measures what will be drawn. Advances are unhinted, so widths in points do not depend on
/// the render scale. Thread-safe.
public struct CairoTextMetrics: TextMetrics {
    /// Creates the metrics (the fonts load on first use).
    public init() {}

    /// Sum of the glyph advances of `text` in points (no kerning or shaping: cairo's text API).
    public func width(of text: String, font: Font) -> CGFloat {
        guard !text.isEmpty, let scaled = FontLibrary.shared.scaledFont(for: font) else { return 0 }
        defer { cairo_scaled_font_destroy(scaled) }
        var extents = cairo_text_extents_t()
        cairo_scaled_font_text_extents(scaled, text, &extents)
        return extents.x_advance
    }

    /// The face's recommended baseline-to-baseline distance in points (DejaVu Sans: ≈1.164 × size).
    public func lineHeight(for font: Font) -> CGFloat {
        fontExtents(font).height
    }

    /// The face's ascent in points (DejaVu Sans: ≈0.928 × size).
    public func ascent(for font: Font) -> CGFloat {
        fontExtents(font).ascent
    }

    private func fontExtents(_ font: Font) -> cairo_font_extents_t {
        var extents = cairo_font_extents_t()
        guard let scaled = FontLibrary.shared.scaledFont(for: font) else { return extents }
        defer { cairo_scaled_font_destroy(scaled) }
        cairo_scaled_font_extents(scaled, &extents)
        return extents
    }
}
