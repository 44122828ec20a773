/// How much room one axis offers: UIKit's `UIUserInterfaceSizeClass`, raw values as UIKit's.
public enum UserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not known (a view outside any window).
    case unspecified = 0
    /// Constrained space: an iPhone's width, or its height in landscape.
    case compact = 1
    /// Expansive space: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2
}
