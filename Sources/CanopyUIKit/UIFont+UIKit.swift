import Canopy

extension Font {
    /// UIKit's `systemFont(ofSize:)`: the system font, regular weight, at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        .system(size: fontSize)
    }

    /// UIKit's `systemFont(ofSize:weight:)`: the system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Font.Weight) -> Font {
        .system(size: fontSize, weight: weight)
    }

    /// UIKit's `boldSystemFont(ofSize:)`: the system font, bold, at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        .system(size: fontSize, weight: .bold)
    }

    /// UIKit's `pointSize`: the font's size in points.
    public var pointSize: CGFloat { size }

    /// UIKit's `withSize(_:)`: the same family and weight at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(family: family, size: fontSize, weight: weight)
    }
}
