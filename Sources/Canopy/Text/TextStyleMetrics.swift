import Foundation

/// A text style's type at one content size category: point size, weight and leading.
public struct TextStyleMetrics: Hashable, Sendable {
    /// Font size, in points.
    public var pointSize: CGFloat
    /// Stroke weight.
    public var weight: Font.Weight
    /// Distance between baselines the published table gives, in points.
    public var leading: CGFloat

    /// Creates metrics from their three values.
    public init(pointSize: CGFloat, weight: Font.Weight, leading: CGFloat) {
        self.pointSize = pointSize
        self.weight = weight
        self.leading = leading
    }
}

extension Font.TextStyle {
    /// The style's size, weight and leading at `category`, from the published Dynamic Type table.
    ///
    /// An unspecified (or unknown) category reads as `large`, the default, as a view outside
    /// any window sees it. A style that is not one of UIKit's eleven is read as `body` and
    /// reported (`font.unknownTextStyle`).
    public func metrics(for category: ContentSizeCategory) -> TextStyleMetrics {
        guard let row = DynamicTypeTable.row(self) else {
            Diagnostics.report(
                code: "font.unknownTextStyle", "Text style \(rawValue) is not one of UIKit's eleven; using body's sizes.")
            return Font.TextStyle.body.metrics(for: category)
        }
        let known = category.knownIndex ?? 0
        // allCases starts with unspecified, which reads as large (index 4).
        let column = known == 0 ? DynamicTypeTable.largeColumn : known - 1
        let (size, leading) = row.entries[column]
        return TextStyleMetrics(pointSize: CGFloat(size), weight: row.weight, leading: CGFloat(leading))
    }
}

/// iOS and iPadOS Dynamic Type sizes: Apple Human Interface Guidelines, "Typography",
/// Specifications → "iOS, iPadOS Dynamic Type sizes" (xSmall to xxxLarge) and "iOS, iPadOS
/// larger accessibility type sizes" (AX1 to AX5), https://developer.apple.com/design/human-interface-guidelines/typography
///
/// Each row is one style: its weight (the same at every size) and (size, leading) in points
/// for the twelve categories from `extraSmall` to `accessibilityExtraExtraExtraLarge`.
enum DynamicTypeTable {
    struct Row {
        let weight: Font.Weight
        let entries: [(Int, Int)]
    }

    /// Column of `large`, the default category.
    static let largeColumn = 3

    static func row(_ style: Font.TextStyle) -> Row? {
        switch style {
        case .largeTitle: largeTitle
        case .title1: title1
        case .title2: title2
        case .title3: title3
        case .headline: headline
        case .subheadline: subheadline
        case .body: body
        case .callout: callout
        case .footnote: footnote
        case .caption1: caption1
        case .caption2: caption2
        default: nil
        }
    }

    // Columns:          xS        S         M         L         xL        xxL       xxxL      AX1       AX2       AX3       AX4       AX5
    static let largeTitle = Row(
        weight: .regular,
        entries: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)])
    static let title1 = Row(
        weight: .regular,
        entries: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)])
    static let title2 = Row(
        weight: .regular,
        entries: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)])
    static let title3 = Row(
        weight: .regular,
        entries: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)])
    static let headline = Row(
        weight: .semibold,
        entries: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)])
    static let body = Row(
        weight: .regular,
        entries: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)])
    static let callout = Row(
        weight: .regular,
        entries: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)])
    static let subheadline = Row(
        weight: .regular,
        entries: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)])
    static let footnote = Row(
        weight: .regular,
        entries: [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)])
    static let caption1 = Row(
        weight: .regular,
        entries: [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)])
    static let caption2 = Row(
        weight: .regular,
        entries: [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)])
}
