/// Whether the user asked for bold text: UIKit's `UILegibilityWeight`, raw values as UIKit's.
public enum LegibilityWeight: Int, Sendable, CaseIterable {
    /// Not known (a view outside any window).
    case unspecified = -1
    /// Text at its designed weight.
    case regular = 0
    /// The Bold Text setting is on.
    case bold = 1
}
