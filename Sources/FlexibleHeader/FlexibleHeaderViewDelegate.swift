import Canopy
import Foundation

/// Receives the header's requests that its owner must act on.
///
/// `FlexibleHeaderController` is the usual delegate; it forwards status-bar updates to the
/// view-controller tree and keeps the top layout guide in sync with the header's frame.
public protocol FlexibleHeaderViewDelegate: AnyObject {
    /// The header's `prefersStatusBarHidden` changed; the owner should re-resolve the status bar.
    func flexibleHeaderViewNeedsStatusBarAppearanceUpdate(_ headerView: FlexibleHeaderView)
    /// The header's frame (height or vertical position) changed after a commit.
    func flexibleHeaderViewFrameDidChange(_ headerView: FlexibleHeaderView)
}

/// Observes the tracking-scroll-view change animation.
///
/// Both methods are optional.
public protocol FlexibleHeaderViewAnimationDelegate: AnyObject {
    /// The header switched tracking scroll view; `animated` tells whether the height change animates.
    func flexibleHeaderView(_ headerView: FlexibleHeaderView, didChangeTrackingScrollViewAnimated animated: Bool)
    /// The animated tracking-scroll-view change finished (0.2 s of clock time after it started).
    func flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(_ headerView: FlexibleHeaderView)
}

extension FlexibleHeaderViewAnimationDelegate {
    /// Default: nothing.
    public func flexibleHeaderView(_ headerView: FlexibleHeaderView, didChangeTrackingScrollViewAnimated animated: Bool) {}
    /// Default: nothing.
    public func flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(_ headerView: FlexibleHeaderView) {}
}

/// Told after every frame change of a controller's header.
public protocol FlexibleHeaderLayoutDelegate: AnyObject {
    /// The header of `controller` changed its frame; lay out dependent content here.
    func flexibleHeaderViewController(
        _ controller: FlexibleHeaderController, flexibleHeaderViewFrameDidChange headerView: FlexibleHeaderView)
}

/// Chooses which view controller's safe area the header reads in infer mode.
public protocol FlexibleHeaderSafeAreaDelegate: AnyObject {
    /// The controller whose view's top safe-area inset the header uses, or nil for the default
    /// (the root of the controller's parent chain).
    func flexibleHeaderViewControllerTopSafeAreaInsetViewController(_ controller: FlexibleHeaderController)
        -> ViewControllerNode?
}
