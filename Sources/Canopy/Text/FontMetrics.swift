import Foundation

/// Scales fonts and lengths by a text style's Dynamic Type curve: UIKit's `UIFontMetrics`.
///
/// A value given for the default category (`large`) is multiplied by the style's point size
/// at the requested category over its size at `large` (body: 17 points at `large`, 53 at
/// AX5, so 3.12 times). Scaled sizes are not rounded, as UIKit's are not. Without a trait
/// collection the default category applies, so the factor is 1.
public final class FontMetrics: Sendable {
    /// The style whose curve this scales by.
    public let textStyle: Font.TextStyle

    /// Creates metrics that scale by `textStyle`'s curve.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that scale by the body style's curve.
    public static var `default`: FontMetrics { FontMetrics(forTextStyle: .body) }

    /// How much `category` enlarges the style over `large`.
    func factor(for traitCollection: TraitCollection?) -> CGFloat {
        let base = textStyle.metrics(for: .large).pointSize
        let scaled = textStyle.metrics(for: traitCollection?.preferredContentSizeCategory ?? .large).pointSize
        return base > 0 ? scaled / base : 1
    }

    /// `font`, taken as its size at the default category, scaled for the default category
    /// (unchanged in size) and marked to follow this style when a label adjusts it.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled and marked as `scaledFont(for:)`, never above `maximumPointSize` points.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font`, taken as its size at the default category, scaled for the category of
    /// `traitCollection` and marked to follow this style.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaled(font, maximumPointSize: nil, traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, never above `maximumPointSize`
    /// points.
    ///
    /// A maximum that is not a positive finite number is ignored and reported
    /// (`font.invalidMaximumPointSize`), as UIKit treats 0 as no limit.
    public func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        guard maximumPointSize.isFinite, maximumPointSize > 0 else {
            if maximumPointSize != 0 {
                Diagnostics.report(
                    code: "font.invalidMaximumPointSize",
                    "Ignored maximumPointSize = \(maximumPointSize): it must be a positive finite number of points.")
            }
            return scaled(font, maximumPointSize: nil, traitCollection)
        }
        return scaled(font, maximumPointSize: maximumPointSize, traitCollection)
    }

    /// `value`, in points at the default category, scaled for the default category (unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value`, in points at the default category, scaled for the category of `traitCollection`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }

    private func scaled(_ font: Font, maximumPointSize: CGFloat?, _ traitCollection: TraitCollection?) -> Font {
        // The base is the font's own size: a font that was already scaled is scaled again,
        // as UIKit does, so pass fonts sized for the default category.
        var size = font.size * factor(for: traitCollection)
        if let maximumPointSize { size = min(size, maximumPointSize) }
        var result = font.withBaseSize(size)
        result.dynamicScaling = Font.DynamicScaling(
            textStyle: textStyle, baseSize: font.size, maximumPointSize: maximumPointSize)
        return result
    }
}
