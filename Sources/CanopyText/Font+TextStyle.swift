import Foundation

extension Font {
    /// A semantic text style: UIKit's `UIFont.TextStyle`, with UIKit's raw strings.
    ///
    /// The point size and weight of each style at each content size category come from the
    /// Dynamic Type table (`Font.preferredFont(forTextStyle:compatibleWith:)`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// UIKit's identifier for the style, e.g. `"UICTFontTextStyleBody"`.
        public var rawValue: String

        /// Creates a style from UIKit's identifier.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a style from UIKit's identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The largest title (34 points at the default size).
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// First-level title (28 points at the default size).
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// Second-level title (22 points at the default size).
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// Third-level title (20 points at the default size).
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headings, semibold (17 points at the default size).
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadings (15 points at the default size).
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text (17 points at the default size).
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callouts (16 points at the default size).
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnotes (13 points at the default size).
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Standard captions (12 points at the default size).
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Alternate captions (11 points at the default size).
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The eleven styles, largest first.
        public static let allCases: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1,
            .caption2,
        ]

        /// The raw identifier.
        public var description: String { rawValue }
    }

    /// The recipe a Dynamic Type font is re-resolved from when the content size category changes.
    public struct DynamicScaling: Hashable, Sendable {
        /// The style whose sizes the font follows.
        public var textStyle: TextStyle
        /// The font's size at the default category (`large`), in points, scaled by the style's
        /// curve (`FontMetrics`); nil takes the style's own size and weight from the table
        /// (`preferredFont(forTextStyle:)`).
        public var baseSize: CGFloat?
        /// The largest size scaling may reach, in points; nil for no limit.
        public var maximumPointSize: CGFloat?

        /// Creates a recipe.
        public init(textStyle: TextStyle, baseSize: CGFloat? = nil, maximumPointSize: CGFloat? = nil) {
            self.textStyle = textStyle
            self.baseSize = baseSize
            self.maximumPointSize = maximumPointSize
        }
    }
}
