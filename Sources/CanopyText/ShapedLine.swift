import Foundation

/// One line of text shaped: its glyph runs in visual order and its width.
public struct ShapedLine: Sendable, Hashable {
    /// Runs left to right, one per stretch of one face, script and direction.
    public var runs: [GlyphRun]
    /// The line's width in points: the pen's position past the last glyph.
    public var advance: Double
    /// Characters no face in the font list has a glyph for (drawn as the face's missing-glyph
    /// box), each once, in text order.
    public var missingScalars: [Unicode.Scalar]

    /// Creates a shaped line.
    public init(runs: [GlyphRun], advance: Double, missingScalars: [Unicode.Scalar] = []) {
        self.runs = runs
        self.advance = advance
        self.missingScalars = missingScalars
    }

    /// A line with nothing to draw.
    public static let empty = ShapedLine(runs: [], advance: 0)
}
