import Foundation

/// Glyphs of one face on one line, positioned: what measuring computed and what drawing places.
///
/// Positions are offsets in points from the line's origin on the baseline; the glyph ids
/// index the face `file` names. A renderer draws these glyphs at these positions, so the
/// drawn line is exactly as wide as the measured one.
public struct GlyphRun: Sendable, Hashable {
    /// The face the glyph ids belong to.
    public var file: FontFile
    /// The requested font, whose size the glyphs are drawn at.
    public var font: Font
    /// Glyph indices in the face, in drawing (visual, left-to-right) order.
    public var glyphs: [UInt32]
    /// Each glyph's horizontal offset from the line origin in points, parallel to `glyphs`.
    public var positions: [Double]
    /// Each glyph's vertical offset from the baseline in points, downward, parallel to
    /// `glyphs` (marks placed above or below their base by the shaper).
    public var verticalOffsets: [Double]
    /// The run's width in points: the sum of its glyphs' advances.
    public var advance: Double
    /// Whether the run reads right to left (its glyphs are still stored left to right).
    public var isRightToLeft: Bool

    /// Font file path, for renderers keyed by file.
    public var fontPath: String { file.path }

    /// Creates a run; `positions` and `verticalOffsets` must have one entry per glyph.
    public init(
        file: FontFile, font: Font, glyphs: [UInt32], positions: [Double], verticalOffsets: [Double], advance: Double,
        isRightToLeft: Bool = false
    ) {
        self.file = file
        self.font = font
        self.glyphs = glyphs
        self.positions = positions
        self.verticalOffsets = verticalOffsets
        self.advance = advance
        self.isRightToLeft = isRightToLeft
    }
}
