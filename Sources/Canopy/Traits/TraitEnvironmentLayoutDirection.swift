/// The reading direction of a trait environment: UIKit's `UITraitEnvironmentLayoutDirection`.
///
/// Raw values are UIKit's.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not known (a view outside any window).
    case unspecified = -1
    /// Text and layout run from left to right (English).
    case leftToRight = 0
    /// Text and layout run from right to left (Arabic, Hebrew).
    case rightToLeft = 1
}
