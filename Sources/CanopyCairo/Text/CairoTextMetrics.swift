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
        FontLibrary.shared.width(of: text, font: font)
    }

    /// The face's recommended baseline-to-baseline distance in points (DejaVu Sans: ≈1.164 × size).
    public func lineHeight(for font: Font) -> CGFloat {
        FontLibrary.shared.extents(for: font)?.height ?? 0
    }

    /// The face's ascent in points (DejaVu Sans: ≈0.928 × size).
    public func ascent(for font: Font) -> CGFloat {
        FontLibrary.shared.extents(for: font)?.ascent ?? 0
    }
}
