import Canopy
import Foundation

/// The renderer's text metrics: a name for `TextEngine.shared`, the engine labels measure
/// with by default and whose glyph runs `CairoCanvas` draws.
///
/// Holds nothing of its own; every call forwards to the engine, so it can never disagree
/// with layout. Thread-safe.
public struct CairoTextMetrics: TextMetrics {
    /// Creates the metrics (the fonts load on first use).
    public init() {}

    /// The engine's width of `text` in points (see `TextEngine.width(of:font:)`).
    public func width(of text: String, font: Font) -> CGFloat {
        TextEngine.shared.width(of: text, font: font)
    }

    /// The engine's baseline-to-baseline distance in points (DejaVu Sans: ≈1.164 × size).
    public func lineHeight(for font: Font) -> CGFloat {
        TextEngine.shared.lineHeight(for: font)
    }

    /// The engine's ascent in points (DejaVu Sans: ≈0.928 × size).
    public func ascent(for font: Font) -> CGFloat {
        TextEngine.shared.ascent(for: font)
    }
}
