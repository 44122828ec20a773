import Foundation

/// Where a font draws underlines and strikethroughs, in points at one size.
///
/// From the face's own tables (the PostScript table's underline, the OS/2 table's strikeout),
/// so decorations sit where the type designer put them.
public struct DecorationMetrics: Sendable, Hashable {
    /// Distance from the baseline down to the underline's centre.
    public var underlineOffset: Double
    /// The underline's thickness.
    public var underlineThickness: Double
    /// Distance from the baseline up to the strikethrough's centre.
    public var strikethroughOffset: Double
    /// The strikethrough's thickness.
    public var strikethroughThickness: Double

    /// Creates decoration metrics.
    public init(underlineOffset: Double, underlineThickness: Double, strikethroughOffset: Double, strikethroughThickness: Double) {
        self.underlineOffset = underlineOffset
        self.underlineThickness = underlineThickness
        self.strikethroughOffset = strikethroughOffset
        self.strikethroughThickness = strikethroughThickness
    }

    /// Decorations for a face whose tables say nothing, in proportion to the size: an
    /// underline a tenth of the size below the baseline and a strikethrough at about half
    /// the height of a lowercase letter (0.28 em), each a fifteenth of the size thick —
    /// the proportions of common sans-serif faces (Inter, DejaVu Sans).
    public static func proportional(size: Double) -> DecorationMetrics {
        DecorationMetrics(
            underlineOffset: size / 10, underlineThickness: size / 15, strikethroughOffset: size * 0.28, strikethroughThickness: size / 15)
    }
}
