import Foundation

// UIKit's semantic and system colours, each as its light, dark, light increased-contrast and
// dark increased-contrast value, in sRGB bytes with alpha out of 255. The values are those
// Apple publishes for iOS 13 through iOS 18 (the Human Interface Guidelines' colour tables
// and what `UIColor`'s dynamic colours resolve to), as transcribed with all four variants
// in Flutter's `CupertinoColors` (flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart).
// The backgrounds are the base-level values: the elevated level UIKit uses inside sheets and
// popovers is not modelled. `ColorTableTests` checks every entry against that source.

extension Color {
    /// A table entry: sRGB bytes and an alpha out of 255.
    private static func c(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int = 255) -> Color {
        Color(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
    }

    private static func semantic(_ name: String, _ light: Color, _ dark: Color, _ lightHighContrast: Color, _ darkHighContrast: Color) -> Color {
        Color(variants: ColorVariants(name: name, light: light, dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast))
    }

    // MARK: Element colours

    /// Text of primary content.
    public static let label = semantic("label", c(0, 0, 0, 255), c(255, 255, 255, 255), c(0, 0, 0, 255), c(255, 255, 255, 255))

    /// Text of secondary content.
    public static let secondaryLabel = semantic(
        "secondaryLabel", c(60, 60, 67, 153), c(235, 235, 245, 153), c(60, 60, 67, 173), c(235, 235, 245, 173))

    /// Text of tertiary content.
    public static let tertiaryLabel = semantic("tertiaryLabel", c(60, 60, 67, 76), c(235, 235, 245, 76), c(60, 60, 67, 96), c(235, 235, 245, 96))

    /// Text of quaternary content, such as watermarks.
    public static let quaternaryLabel = semantic("quaternaryLabel", c(60, 60, 67, 45), c(235, 235, 245, 40), c(60, 60, 67, 66), c(235, 235, 245, 61))

    /// Placeholder text in controls and text views.
    public static let placeholderText = semantic("placeholderText", c(60, 60, 67, 76), c(235, 235, 245, 76), c(60, 60, 67, 96), c(235, 235, 245, 96))

    /// Text that works as a link.
    public static let link = semantic("link", c(0, 122, 255, 255), c(9, 132, 255, 255), c(0, 122, 255, 255), c(9, 132, 255, 255))

    /// Thin lines that let underlying content show through.
    public static let separator = semantic("separator", c(60, 60, 67, 73), c(84, 84, 88, 153), c(60, 60, 67, 94), c(84, 84, 88, 173))

    /// Lines that hide underlying content.
    public static let opaqueSeparator = semantic(
        "opaqueSeparator", c(198, 198, 200, 255), c(56, 56, 58, 255), c(198, 198, 200, 255), c(56, 56, 58, 255))

    /// The main background of a screen.
    public static let systemBackground = semantic("systemBackground", c(255, 255, 255, 255), c(0, 0, 0, 255), c(255, 255, 255, 255), c(0, 0, 0, 255))

    /// Content layered on the main background.
    public static let secondarySystemBackground = semantic(
        "secondarySystemBackground", c(242, 242, 247, 255), c(28, 28, 30, 255), c(235, 235, 240, 255), c(36, 36, 38, 255))

    /// Content layered on secondary backgrounds.
    public static let tertiarySystemBackground = semantic(
        "tertiarySystemBackground", c(255, 255, 255, 255), c(44, 44, 46, 255), c(255, 255, 255, 255), c(54, 54, 56, 255))

    /// The main background of a grouped screen (grouped tables).
    public static let systemGroupedBackground = semantic(
        "systemGroupedBackground", c(242, 242, 247, 255), c(0, 0, 0, 255), c(235, 235, 240, 255), c(0, 0, 0, 255))

    /// Content layered on a grouped background (grouped cells).
    public static let secondarySystemGroupedBackground = semantic(
        "secondarySystemGroupedBackground", c(255, 255, 255, 255), c(28, 28, 30, 255), c(255, 255, 255, 255), c(36, 36, 38, 255))

    /// Content layered on secondary grouped backgrounds.
    public static let tertiarySystemGroupedBackground = semantic(
        "tertiarySystemGroupedBackground", c(242, 242, 247, 255), c(44, 44, 46, 255), c(235, 235, 240, 255), c(54, 54, 56, 255))

    /// Overlay fill for thin and small shapes.
    public static let systemFill = semantic("systemFill", c(120, 120, 128, 51), c(120, 120, 128, 91), c(120, 120, 128, 71), c(120, 120, 128, 112))

    /// Overlay fill for medium-size shapes.
    public static let secondarySystemFill = semantic(
        "secondarySystemFill", c(120, 120, 128, 40), c(120, 120, 128, 81), c(120, 120, 128, 61), c(120, 120, 128, 102))

    /// Overlay fill for large shapes.
    public static let tertiarySystemFill = semantic(
        "tertiarySystemFill", c(118, 118, 128, 30), c(118, 118, 128, 61), c(118, 118, 128, 51), c(118, 118, 128, 81))

    /// Overlay fill for large areas holding complex content.
    public static let quaternarySystemFill = semantic(
        "quaternarySystemFill", c(116, 116, 128, 20), c(118, 118, 128, 45), c(116, 116, 128, 40), c(118, 118, 128, 66))

    // MARK: System tint colours

    /// The system blue tint, adapting to style and contrast.
    public static let systemBlue = semantic("systemBlue", c(0, 122, 255), c(10, 132, 255), c(0, 64, 221), c(64, 156, 255))

    /// The system green tint, adapting to style and contrast.
    public static let systemGreen = semantic("systemGreen", c(52, 199, 89), c(48, 209, 88), c(36, 138, 61), c(48, 219, 91))

    /// The system indigo tint, adapting to style and contrast.
    public static let systemIndigo = semantic("systemIndigo", c(88, 86, 214), c(94, 92, 230), c(54, 52, 163), c(125, 122, 255))

    /// The system orange tint, adapting to style and contrast.
    public static let systemOrange = semantic("systemOrange", c(255, 149, 0), c(255, 159, 10), c(201, 52, 0), c(255, 179, 64))

    /// The system pink tint, adapting to style and contrast.
    public static let systemPink = semantic("systemPink", c(255, 45, 85), c(255, 55, 95), c(211, 15, 69), c(255, 100, 130))

    /// The system purple tint, adapting to style and contrast.
    public static let systemPurple = semantic("systemPurple", c(175, 82, 222), c(191, 90, 242), c(137, 68, 171), c(218, 143, 255))

    /// The system red tint, adapting to style and contrast.
    public static let systemRed = semantic("systemRed", c(255, 59, 48), c(255, 69, 58), c(215, 0, 21), c(255, 105, 97))

    /// The system yellow tint, adapting to style and contrast.
    public static let systemYellow = semantic("systemYellow", c(255, 204, 0), c(255, 214, 10), c(160, 90, 0), c(255, 212, 38))

    /// The system grey 1 tint, adapting to style and contrast.
    public static let systemGray = semantic("systemGray", c(142, 142, 147), c(142, 142, 147), c(108, 108, 112), c(174, 174, 178))

    /// The system grey 2 tint, adapting to style and contrast.
    public static let systemGray2 = semantic("systemGray2", c(174, 174, 178), c(99, 99, 102), c(142, 142, 147), c(124, 124, 128))

    /// The system grey 3 tint, adapting to style and contrast.
    public static let systemGray3 = semantic("systemGray3", c(199, 199, 204), c(72, 72, 74), c(174, 174, 178), c(84, 84, 86))

    /// The system grey 4 tint, adapting to style and contrast.
    public static let systemGray4 = semantic("systemGray4", c(209, 209, 214), c(58, 58, 60), c(188, 188, 192), c(68, 68, 70))

    /// The system grey 5 tint, adapting to style and contrast.
    public static let systemGray5 = semantic("systemGray5", c(229, 229, 234), c(44, 44, 46), c(216, 216, 220), c(54, 54, 56))

    /// The system grey 6 tint, adapting to style and contrast.
    public static let systemGray6 = semantic("systemGray6", c(242, 242, 247), c(28, 28, 30), c(235, 235, 240), c(36, 36, 38))

}
