/// The kind of device the interface is designed for: UIKit's `UIUserInterfaceIdiom`.
///
/// Raw values are UIKit's (4 is unused there too).
public enum UserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not known (a view outside any window).
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// A CarPlay screen.
    case carPlay = 3
    /// A Mac running Mac Catalyst's Mac idiom.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
