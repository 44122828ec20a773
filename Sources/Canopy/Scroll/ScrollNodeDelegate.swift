import Foundation

/// Receives a scroll node's scrolling and gesture events, in UIKit's order.
///
/// Every method has a default no-op implementation.
public protocol ScrollNodeDelegate: AnyObject {
    /// Called after `contentOffset` changed value, for any reason.
    func scrollViewDidScroll(_ scrollView: ScrollNode)
    /// Called when a drag begins (`beginDragging()`).
    func scrollViewWillBeginDragging(_ scrollView: ScrollNode)
    /// Called when the finger lifts; may rewrite the resting offset (clamped afterwards).
    ///
    /// `velocity` is in points per millisecond in offset space.
    func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// Called after the finger lifted; `decelerate` says whether motion continues.
    func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool)
    /// Called when deceleration or bounce-back motion starts.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollNode)
    /// Called when deceleration or bounce-back motion ends or is caught by a new drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollNode)
    /// Called when `adjustedContentInset` changed, before the offset is clamped.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollNode)
    /// Called when an animated `setContentOffset(_:animated: true)` reaches its target.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollNode)
}

extension ScrollNodeDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollNode) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollNode) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollNode, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollNode, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollNode) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollNode) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollNode) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollNode) {}
}

/// Keeps a content-offset observer registered; `cancel()` or releasing it unregisters, and a
/// handler cancelled during delivery is not called afterwards.
public final class ScrollObservation: CancellableToken {}
