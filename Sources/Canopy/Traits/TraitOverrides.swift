import Foundation

/// Trait values a window, view or controller imposes on itself and everything below it:
/// UIKit's `UITraitOverrides` for the system traits.
///
/// A trait left at its unspecified value (`displayScale` 0) is not overridden and is
/// inherited. Values are validated as in `TraitCollection`.
public struct TraitOverrides: Equatable, Hashable, Sendable {
    /// The overridden values; unspecified traits are inherited.
    public var collection = TraitCollection()

    /// Creates overrides that override nothing.
    public init() {}

    /// Overrides the style.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { collection.userInterfaceStyle }
        set { collection.userInterfaceStyle = newValue }
    }
    /// Overrides the content size category.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { collection.preferredContentSizeCategory }
        set { collection.preferredContentSizeCategory = newValue }
    }
    /// Overrides the layout direction.
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        get { collection.layoutDirection }
        set { collection.layoutDirection = newValue }
    }
    /// Overrides the horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { collection.horizontalSizeClass }
        set { collection.horizontalSizeClass = newValue }
    }
    /// Overrides the vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { collection.verticalSizeClass }
        set { collection.verticalSizeClass = newValue }
    }
    /// Overrides the idiom.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { collection.userInterfaceIdiom }
        set { collection.userInterfaceIdiom = newValue }
    }
    /// Overrides the display scale, in pixels per point (0 inherits).
    public var displayScale: CGFloat {
        get { collection.displayScale }
        set { collection.displayScale = newValue }
    }
    /// Overrides the contrast.
    public var accessibilityContrast: AccessibilityContrast {
        get { collection.accessibilityContrast }
        set { collection.accessibilityContrast = newValue }
    }
    /// Overrides the legibility weight.
    public var legibilityWeight: LegibilityWeight {
        get { collection.legibilityWeight }
        set { collection.legibilityWeight = newValue }
    }

    /// Whether no trait is overridden.
    public var isEmpty: Bool { collection == TraitCollection() }

    /// The overrides a node stores as `stored` (nil when it overrides nothing).
    init(stored: TraitCollection?) {
        if let stored { collection = stored }
    }

    /// What a node stores for these overrides: nil when none, so nodes without overrides
    /// carry nothing.
    var stored: TraitCollection? { isEmpty ? nil : collection }
}
