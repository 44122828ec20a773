/// The user's preferred text size: UIKit's `UIContentSizeCategory`, with UIKit's raw strings.
///
/// Ordered from `extraSmall` to `accessibilityExtraExtraExtraLarge`; `unspecified` sorts
/// below every size. A value built from any other string is not a known category: trait
/// collections and overrides refuse it (`traits.unknownContentSizeCategory`) and keep
/// their previous value, and it sorts like `unspecified`.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// UIKit's identifier for the category, e.g. `"UICTContentSizeCategoryL"`.
    public var rawValue: String

    /// Creates a category from UIKit's identifier; unknown strings are kept but not ordered.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a category from UIKit's identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No size chosen (a view outside any window).
    public static let unspecified = ContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// The smallest standard size.
    public static let extraSmall = ContentSizeCategory("UICTContentSizeCategoryXS")
    /// One step below `medium`.
    public static let small = ContentSizeCategory("UICTContentSizeCategoryS")
    /// One step below `large`.
    public static let medium = ContentSizeCategory("UICTContentSizeCategoryM")
    /// The default size (body text 17 points).
    public static let large = ContentSizeCategory("UICTContentSizeCategoryL")
    /// One step above `large`.
    public static let extraLarge = ContentSizeCategory("UICTContentSizeCategoryXL")
    /// Two steps above `large`.
    public static let extraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryXXL")
    /// The largest standard size.
    public static let extraExtraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size (AX1).
    public static let accessibilityMedium = ContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility size AX2.
    public static let accessibilityLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility size AX3.
    public static let accessibilityExtraLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility size AX4.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size (AX5).
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Every known category in ascending order, `unspecified` first.
    public static let allCases: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Position in `allCases`, or nil for an unknown identifier.
    var knownIndex: Int? { Self.allCases.firstIndex(of: self) }

    /// Whether this is one of the five accessibility sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool { (knownIndex ?? 0) >= Self.firstAccessibilityIndex }

    /// Index of `accessibilityMedium` in `allCases`.
    static let firstAccessibilityIndex = 8

    /// Orders by size; unknown identifiers sort like `unspecified`.
    public static func < (left: ContentSizeCategory, right: ContentSizeCategory) -> Bool {
        (left.knownIndex ?? 0) < (right.knownIndex ?? 0)
    }

    /// The raw identifier.
    public var description: String { rawValue }
}
