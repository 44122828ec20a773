import Foundation

/// The iPhone tab bar's published dimensions and fonts, in points.
public enum TabBarMetrics {
    /// The bar's height above the bottom safe area: 49 points, UIKit's tab bar height on
    /// iPhone in portrait (the home indicator's 34 points are added below it).
    public static let barHeight: CGFloat = 49
    /// The item image's box: 25 × 25 points, whose top sits 5 points below the bar's top
    /// edge, as UIKit places stacked tab images.
    public static let imageSize = CGSize(width: 25, height: 25)
    /// The image box's top edge.
    public static let imageTop: CGFloat = 5
    /// The title's baseline, 43 points below the bar's top edge (10-point text under the image).
    public static let titleBaseline: CGFloat = 43
    /// The title's font: 10-point medium, UIKit's stacked tab title.
    public static let titleFont = Font.system(size: 10, weight: .medium)
    /// The badge's font: 13-point regular white text.
    public static let badgeFont = Font.system(size: 13)
    /// The badge's minimum size (a circle) and the padding either side of longer text.
    public static let badgeHeight: CGFloat = 18
    /// Padding either side of a badge's text.
    public static let badgePadding: CGFloat = 5
    /// The badge's centre sits this far right of the image's centre.
    public static let badgeOffsetX: CGFloat = 12
    /// A dot badge (empty badge value) is 10 points across.
    public static let dotDiameter: CGFloat = 10
}
