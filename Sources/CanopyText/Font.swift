import Foundation

/// A font request: family, point size and weight; the text engine resolves it to a font file.
public struct Font: Sendable, Hashable {
    /// Stroke weight.
    public enum Weight: Sendable, Hashable, CaseIterable {
        /// Regular (400).
        case regular
        /// Medium (500); drawn with the bold face where no medium face is installed.
        case medium
        /// Bold (700).
        case bold
    }

    /// Font family name; `"system"` means the engine's default sans-serif.
    public var family: String
    /// Size in points.
    public var size: CGFloat
    /// Stroke weight.
    public var weight: Weight

    /// Creates a font request.
    public init(family: String, size: CGFloat, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system sans-serif font at the given size and weight.
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(family: "system", size: size, weight: weight)
    }
}
