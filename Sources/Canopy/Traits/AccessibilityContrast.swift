/// Whether the user asked for higher contrast: UIKit's `UIAccessibilityContrast`.
///
/// Raw values are UIKit's. Dynamic colours treat `unspecified` as `normal`.
public enum AccessibilityContrast: Int, Sendable, CaseIterable {
    /// Not known; colours resolve at normal contrast.
    case unspecified = -1
    /// The standard palette.
    case normal = 0
    /// The Increase Contrast setting is on: colours use their high-contrast variants.
    case high = 1
}
