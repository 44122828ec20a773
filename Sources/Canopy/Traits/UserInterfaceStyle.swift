/// Whether the interface draws light or dark: UIKit's `UIUserInterfaceStyle`.
///
/// Raw values are UIKit's. Dynamic colours treat `unspecified` as `light`.
public enum UserInterfaceStyle: Int, Sendable, CaseIterable {
    /// No style chosen; colours resolve as in light mode.
    case unspecified = 0
    /// Dark text on light backgrounds.
    case light = 1
    /// Light text on dark backgrounds.
    case dark = 2
}
