import Foundation

/// The iPhone navigation bar's published dimensions and fonts, in points.
///
/// Heights are those of UIKit on iPhone in portrait (iOS 11 through 18): the bar row, the
/// large-title area below it, and the prompt row above it.
public enum NavigationBarMetrics {
    /// The row holding the title and items: 44 points, UIKit's navigation bar height.
    public static let barHeight: CGFloat = 44
    /// The row's height in a compact-height environment (iPhone landscape): 32 points.
    ///
    /// The figure UIKit uses on iPhones in landscape, where the status bar hides and the bar
    /// shrinks (published in "Supporting iPhone X", useyourloaf.com, 2017, for the iPhone 8).
    public static let compactBarHeight: CGFloat = 32
    /// The large-title area below the row when expanded: 52 points, so an expanded bar is 96
    /// points tall (UIKit's large-title bar height).
    public static let largeTitleHeight: CGFloat = 52
    /// How far content scrolls beneath the bar while the bar cross-fades from its scroll-edge
    /// appearance to its standard one: 16 points.
    ///
    /// UIKit ties the fade to the scroll position but publishes no distance; this is Canopy's
    /// estimate, short enough that the fill is complete before the first row's text reaches
    /// the title.
    public static let scrollEdgeTransitionDistance: CGFloat = 16
    /// The prompt row above the bar row: 30 points, UIKit's prompt height.
    public static let promptHeight: CGFloat = 30
    /// The large title's baseline sits this far above the large-title area's bottom edge.
    public static let largeTitleBaselineInset: CGFloat = 12
    /// Gap between adjacent bar button items.
    public static let interItemSpacing: CGFloat = 8
    /// Gap kept between the centred title and the items on either side.
    public static let titleSpacing: CGFloat = 8
    /// The back chevron's leading edge: 8 points from the bar's leading edge.
    public static let backChevronX: CGFloat = 8
    /// The back chevron's box: 13 × 21 points, a 17-point semibold chevron.
    public static let backChevronSize = CGSize(width: 13, height: 21)
    /// Where the back title starts: 5 points after the chevron.
    public static let backTitleX: CGFloat = 26

    /// The centred title's font: 17-point semibold.
    public static let titleFont = Font.system(size: 17, weight: .semibold)
    /// The large title's font: 34-point bold.
    public static let largeTitleFont = Font.system(size: 34, weight: .bold)
    /// A plain item's and the back button's font: 17-point regular.
    public static let itemFont = Font.system(size: 17)
    /// A `.done` item's font: 17-point semibold.
    public static let doneItemFont = Font.system(size: 17, weight: .semibold)
    /// The prompt's font: 13-point regular.
    public static let promptFont = Font.system(size: 13)

    /// The row's height for a trait environment: 32 points when the vertical size class is
    /// compact, else 44.
    public static func barHeight(for traits: TraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? compactBarHeight : barHeight
    }

    /// The horizontal margin of the items and the large title: 16 points, or 20 on bars at
    /// least 414 points wide (UIKit's layout margins on the larger iPhones).
    public static func edgeMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}
