/// What a view's content means for right-to-left layout: UIKit's `UISemanticContentAttribute`.
///
/// Raw values are UIKit's. Decides `ViewNode.effectiveUserInterfaceLayoutDirection`: only
/// `unspecified` follows the trait collection's direction.
public enum SemanticContentAttribute: Int, Sendable, CaseIterable {
    /// Ordinary content, flipped in right-to-left layouts (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): always left to right.
    case playback = 1
    /// Directional controls (a text-alignment segment, a D-pad): always left to right.
    case spatial = 2
    /// Content always laid out left to right.
    case forceLeftToRight = 3
    /// Content always laid out right to left.
    case forceRightToLeft = 4
}

/// The direction a view arranges its immediate content in: UIKit's
/// `UIUserInterfaceLayoutDirection`. Raw values are UIKit's.
public enum UserInterfaceLayoutDirection: Int, Sendable, CaseIterable {
    /// Leading is left (English).
    case leftToRight = 0
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft = 1
}
