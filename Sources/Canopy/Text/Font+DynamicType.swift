import Foundation

extension Font {
    /// The system font for `style` at the default content size category (`large`): UIKit's
    /// `preferredFont(forTextStyle:)`.
    ///
    /// Canopy has no app-wide text size, so the default category stands in for it; pass a
    /// view's `traitCollection` to `preferredFont(forTextStyle:compatibleWith:)` for the size
    /// it sees. A label with `adjustsFontForContentSizeCategory` re-resolves the font to its
    /// own category either way.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for `style` at the content size category of `traitCollection`: size and
    /// weight from the Dynamic Type table (`TextStyle.metrics(for:)`).
    ///
    /// A nil collection, or one whose category is unspecified, gives the default (`large`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        let metrics = style.metrics(for: traitCollection?.preferredContentSizeCategory ?? .large)
        var font = Font.system(size: metrics.pointSize, weight: metrics.weight)
        font.dynamicScaling = DynamicScaling(textStyle: style)
        return font
    }

    /// This font resolved for the content size category of `traitCollection`: a Dynamic Type
    /// font (one with `dynamicScaling`) at the size the category gives, any other font as it is.
    public func resolvedForContentSizeCategory(compatibleWith traitCollection: TraitCollection) -> Font {
        guard let scaling = dynamicScaling else { return self }
        guard let baseSize = scaling.baseSize else {
            return Font.preferredFont(forTextStyle: scaling.textStyle, compatibleWith: traitCollection)
        }
        let metrics = FontMetrics(forTextStyle: scaling.textStyle)
        if let maximum = scaling.maximumPointSize {
            return metrics.scaledFont(for: withBaseSize(baseSize), maximumPointSize: maximum, compatibleWith: traitCollection)
        }
        return metrics.scaledFont(for: withBaseSize(baseSize), compatibleWith: traitCollection)
    }

    /// The same family and weight at `size`, without a scaling recipe.
    func withBaseSize(_ size: CGFloat) -> Font {
        Font(family: family, size: size, weight: weight)
    }
}
