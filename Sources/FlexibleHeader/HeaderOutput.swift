import Canopy
import Foundation

/// What the header shows its owning controller: the values the content's top layout guide and
/// additional safe-area inset follow, read together as one value.
///
/// The controller reads this instead of the header's internals, so what it depends on is
/// listed in one place. Every field is a reading of the header as it is now.
struct HeaderOutput: Equatable {
    /// The header's frame in its superview's space.
    var frame: CGRect
    /// The window's status-bar height in points, 0 while hidden or detached.
    var statusBarHeight: CGFloat
    /// How the header may leave the screen.
    var shiftBehavior: FlexibleHeaderView.ShiftBehavior
    /// Whether the header tracks a scroll view.
    var tracksScrollView: Bool
    /// Whether the tracking scroll view stands in for a web view's scroller.
    var tracksWebContent: Bool
    /// The top safe-area inset the header lays out with, inferred or the window's, in points.
    var topSafeAreaInset: CGFloat
    /// Height of the top-safe-area guide subview, in points.
    var topSafeAreaGuideHeight: CGFloat
    /// `maximumHeight`, in points.
    var maximumHeight: CGFloat
    /// `minMaxHeightIncludesSafeArea`.
    var heightsIncludeSafeArea: Bool
}

extension FlexibleHeaderView {
    /// The header's output as it is now; see `HeaderOutput`.
    var output: HeaderOutput {
        let tracked = storedTrackingScrollView
        return HeaderOutput(
            frame: frame, statusBarHeight: window?.statusBarHeight ?? 0, shiftBehavior: shiftBehavior,
            tracksScrollView: tracked != nil, tracksWebContent: tracked?.isWebContent ?? false,
            topSafeAreaInset: topSafeAreaInset, topSafeAreaGuideHeight: topSafeAreaGuide.frame.height,
            maximumHeight: state.heights.maximumHeight, heightsIncludeSafeArea: state.heights.includesSafeArea)
    }
}
