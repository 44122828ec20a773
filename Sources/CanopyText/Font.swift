import Foundation

/// A font request: family, point size and weight; the text engine resolves it to a font file.
public struct Font: Sendable, Hashable {
    /// Stroke weight, UIKit's nine steps; `FontFiles` says which installed face draws each.
    public enum Weight: Sendable, Hashable, CaseIterable {
        /// Ultra light (200 in CSS terms).
        case ultraLight
        /// Thin (100).
        case thin
        /// Light (300).
        case light
        /// Regular (400).
        case regular
        /// Medium (500).
        case medium
        /// Semibold (600).
        case semibold
        /// Bold (700).
        case bold
        /// Heavy (800).
        case heavy
        /// Black (900).
        case black

        /// Whether the weight is semibold or heavier: families with only a regular and a
        /// bold face draw these with the bold one.
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: true
            default: false
            }
        }
    }

    /// Font family name: `"system"` (Inter), `"Inter"`, or a DejaVu family (`"DejaVu Sans"`,
    /// `"DejaVu Sans Mono"`, `"DejaVu Serif"`; any name containing "mono" or "serif" picks
    /// those); other names draw with the system font and are reported by
    /// `TextEngine.issues(in:font:)`.
    public var family: String
    /// Size in points.
    public var size: CGFloat
    /// Stroke weight.
    public var weight: Weight
    /// How the font follows the user's text size, for fonts made by `preferredFont(forTextStyle:)`
    /// or `FontMetrics`; nil for a fixed font. A label that adjusts its font for the content
    /// size category re-resolves a font that has one.
    public var dynamicScaling: DynamicScaling?

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
