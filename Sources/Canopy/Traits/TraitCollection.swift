import Foundation

/// The traits a view or controller sees: UIKit's `UITraitCollection` as a value.
///
/// Each trait may be unspecified (`displayScale` 0): combining collections with
/// `init(traitsFrom:)` or overrides keeps the specified values of the later ones. A window
/// derives its traits from its device; views and controllers inherit them down the tree (see
/// `ViewNode.traitCollection`). The content size category is stored as its position among the
/// known categories, so a collection is a few bytes and compares without touching a string.
public struct TraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Reading direction.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// Room along the x axis.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Room along the y axis.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Phone, pad or another kind of device.
    public var userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    /// Normal or increased contrast.
    public var accessibilityContrast: AccessibilityContrast = .unspecified
    /// Regular or bold text.
    public var legibilityWeight: LegibilityWeight = .unspecified
    /// Position of the content size category in `ContentSizeCategory.allCases` (0 unspecified).
    var contentSizeIndex: UInt8 = 0
    /// Pixels per point of the display (1, 2 or 3); 0 means unspecified.
    ///
    /// Non-finite and negative values are refused (`traits.invalidDisplayScale`) and the
    /// previous value kept.
    public var displayScale: CGFloat = 0 {
        didSet {
            if !displayScale.isFinite || displayScale < 0 {
                let bad = displayScale
                displayScale = oldValue
                Diagnostics.report(code: "traits.invalidDisplayScale", "Refused displayScale = \(bad): it must be finite and not negative.")
            }
        }
    }

    /// The user's preferred text size.
    ///
    /// A category that is not one of UIKit's thirteen is refused
    /// (`traits.unknownContentSizeCategory`) and the previous value kept.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { ContentSizeCategory.allCases[Int(contentSizeIndex)] }
        set {
            guard let index = newValue.knownIndex else {
                return Diagnostics.report(
                    code: "traits.unknownContentSizeCategory",
                    "Refused preferredContentSizeCategory = \(newValue.rawValue): not a known content size category; keeping \(preferredContentSizeCategory.rawValue)."
                )
            }
            contentSizeIndex = UInt8(index)
        }
    }

    /// Creates a collection with every trait unspecified.
    public init() {}

    /// Creates a collection specifying only the display scale.
    ///
    /// A non-finite or negative scale is refused (`traits.invalidDisplayScale`) and left unspecified.
    public init(displayScale: CGFloat) {
        if displayScale.isFinite && displayScale >= 0 {
            self.displayScale = displayScale
        } else {
            Diagnostics.report(code: "traits.invalidDisplayScale", "Refused displayScale = \(displayScale): it must be finite and not negative.")
        }
    }

    /// Creates a collection specifying only the style.
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// Creates a collection specifying only the content size category.
    public init(preferredContentSizeCategory: ContentSizeCategory) { self.preferredContentSizeCategory = preferredContentSizeCategory }

    /// Creates a collection specifying only the layout direction.
    public init(layoutDirection: TraitEnvironmentLayoutDirection) { self.layoutDirection = layoutDirection }

    /// Creates a collection specifying only the horizontal size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }

    /// Creates a collection specifying only the vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// Creates a collection specifying only the idiom.
    public init(userInterfaceIdiom: UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }

    /// Creates a collection specifying only the contrast.
    public init(accessibilityContrast: AccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }

    /// Creates a collection specifying only the legibility weight.
    public init(legibilityWeight: LegibilityWeight) { self.legibilityWeight = legibilityWeight }

    /// Combines collections: each trait takes the value of the last collection specifying it.
    public init(traitsFrom traitCollections: [TraitCollection]) {
        for t in traitCollections { self = applying(t) }
    }

    /// This collection with every trait `overrides` specifies replaced by its value.
    public func applying(_ overrides: TraitCollection) -> TraitCollection {
        var r = self
        if overrides.userInterfaceStyle != .unspecified { r.userInterfaceStyle = overrides.userInterfaceStyle }
        if overrides.layoutDirection != .unspecified { r.layoutDirection = overrides.layoutDirection }
        if overrides.horizontalSizeClass != .unspecified { r.horizontalSizeClass = overrides.horizontalSizeClass }
        if overrides.verticalSizeClass != .unspecified { r.verticalSizeClass = overrides.verticalSizeClass }
        if overrides.userInterfaceIdiom != .unspecified { r.userInterfaceIdiom = overrides.userInterfaceIdiom }
        if overrides.accessibilityContrast != .unspecified { r.accessibilityContrast = overrides.accessibilityContrast }
        if overrides.legibilityWeight != .unspecified { r.legibilityWeight = overrides.legibilityWeight }
        if overrides.contentSizeIndex != 0 { r.contentSizeIndex = overrides.contentSizeIndex }
        if overrides.displayScale != 0 { r.displayScale = overrides.displayScale }
        return r
    }

    /// Whether every trait `other` specifies has the same value here (UIKit's `containsTraits(in:)`).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return applying(other) == self
    }

    /// What a view outside any window sees: display scale 1, every other trait unspecified.
    public static let detached = TraitCollection(displayScale: 1)

    /// The specified traits, e.g. `TraitCollection(style: dark, scale: 3)`.
    public var description: String {
        var parts: [String] = []
        if userInterfaceStyle != .unspecified { parts.append("style: \(userInterfaceStyle)") }
        if contentSizeIndex != 0 { parts.append("contentSize: \(preferredContentSizeCategory.rawValue)") }
        if layoutDirection != .unspecified { parts.append("direction: \(layoutDirection)") }
        if horizontalSizeClass != .unspecified { parts.append("horizontal: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("vertical: \(verticalSizeClass)") }
        if userInterfaceIdiom != .unspecified { parts.append("idiom: \(userInterfaceIdiom)") }
        if accessibilityContrast != .unspecified { parts.append("contrast: \(accessibilityContrast)") }
        if legibilityWeight != .unspecified { parts.append("legibility: \(legibilityWeight)") }
        if displayScale != 0 { parts.append("scale: \(displayScale)") }
        return "TraitCollection(\(parts.joined(separator: ", ")))"
    }
}
