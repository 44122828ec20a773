import Foundation

/// One line of text as positioned glyphs: what measuring computed and what drawing places.
///
/// Positions are horizontal offsets in points from the line's origin on the baseline; the
/// glyph ids index the font file named by `fontPath`. A renderer draws these glyphs at these
/// positions, so the drawn line is exactly as wide as the measured one.
public struct GlyphRun: Sendable, Hashable {
    /// The font file the glyph ids belong to (empty when no font file could be loaded).
    public var fontPath: String
    /// The requested font, whose size the glyphs are drawn at.
    public var font: Font
    /// Glyph indices in the font file, in drawing order.
    public var glyphs: [UInt32]
    /// Each glyph's offset from the line origin in points, parallel to `glyphs`.
    public var positions: [Double]
    /// The pen's advance past the last glyph in points: the line's width.
    public var advance: Double

    /// Creates a run; `positions` must have one entry per glyph.
    public init(fontPath: String, font: Font, glyphs: [UInt32], positions: [Double], advance: Double) {
        self.fontPath = fontPath
        self.font = font
        self.glyphs = glyphs
        self.positions = positions
        self.advance = advance
    }
}
