import Canopy
import Foundation

/// What one solve reads from the world, gathered once per event before anything is decided.
struct HeaderInputs {
    /// The tracking scroll view's state, as the header needs it.
    struct Scroll {
        /// The scroll view's identity, for the injection table.
        let key: ScrollViewKey
        /// The header tracks this scroll view.
        var isTracked: Bool
        var contentOffset: CGPoint
        var contentInset: EdgeInsets
        /// `adjustedContentInset.top - contentInset.top`: what the scroll view adds by itself.
        var adjustmentTop: CGFloat
        var indicatorTop: CGFloat
        var contentHeight: CGFloat
        var boundsHeight: CGFloat
        var isTracking: Bool
        var isPaging: Bool
        var isWebContent: Bool
        var adjustmentIsNever: Bool
        /// Height of a refreshing refresh control, else 0.
        var refreshHeight: CGFloat
        /// The header is a subview of this scroll view and moves with its offset.
        var containsHeader: Bool

        /// `(x, min(y, contentSize.height − bounds.height))`.
        var boundedContentOffset: CGPoint {
            CGPoint(x: contentOffset.x, y: min(contentOffset.y, contentHeight - boundsHeight))
        }

        /// The content is scrolled past its end into the bottom inset.
        var isOverExtendingBottom: Bool {
            contentHeight > boundsHeight && contentOffset.y + boundsHeight >= contentHeight + contentInset.bottom
        }
    }

    /// One scroll view read for a scroll-view step (`HeaderSolver.ScrollViewStep`): a solve's
    /// reading plus its valid offset range and motion.
    ///
    /// Kept apart from `Scroll`, which every solve reads and copies, so the scroll event pays
    /// nothing for what only the steps need.
    struct ScrollStepReading {
        /// The reading a solve makes.
        var scroll: Scroll
        /// `adjustedContentInset.bottom`: the bottom inset plus what the scroll view adds itself.
        var adjustedBottom: CGFloat
        /// The smallest and largest valid offsets, between which the scroll view clamps its
        /// offset when it changes at rest.
        var minimumContentOffset: CGPoint
        var maximumContentOffset: CGPoint
        /// The content is still moving after a drag ended.
        var isDecelerating: Bool

        /// The scroll view's identity.
        var key: ScrollViewKey { scroll.key }
        /// The scroll position, in points.
        var contentOffset: CGPoint { scroll.contentOffset }
        /// A finger is on the content.
        var isTracking: Bool { scroll.isTracking }

        /// Where the content's end meets the viewport's bottom: `contentHeight + adjustedBottom −
        /// boundsHeight` (see `OffsetRangeHold.contentEnd`).
        var contentEnd: CGFloat { scroll.contentHeight + adjustedBottom - scroll.boundsHeight }

        /// The valid vertical offset range, with `reserve` points of the header's bottom reserve
        /// in it.
        func offsetRange(reserve: CGFloat) -> OffsetRangeHold {
            OffsetRangeHold(minimum: minimumContentOffset.y, contentEnd: contentEnd, reserve: reserve)
        }

        /// `p` clamped into the valid offset range on both axes, as the scroll view clamps it.
        func clamped(_ p: CGPoint) -> CGPoint {
            let lo = minimumContentOffset, hi = maximumContentOffset
            return CGPoint(x: Swift.min(Swift.max(p.x, lo.x), hi.x), y: Swift.min(Swift.max(p.y, lo.y), hi.y))
        }
    }

    var scroll: Scroll?
    /// The window's top safe-area inset (0 when detached).
    var deviceTopInset: CGFloat
    /// The window's status-bar height (0 while hidden or detached).
    var statusBarHeight: CGFloat
    var statusBarIsHidden: Bool
    var isVoiceOverRunning: Bool
    /// Frame-clock time in seconds.
    var now: TimeInterval
    var bounds: CGRect
    var center: CGPoint
    /// `convert(bounds, to: scroll view's superview).maxY` minus the untransformed bottom edge:
    /// constant while the header only moves its centre and height.
    var bottomEdgeOffset: CGFloat
    var settings: HeaderSettings
    /// Current frame of the status-bar replica, if the header shows one.
    var replicaFrame: CGRect?
    /// The window's width, for a new status-bar replica (0 when detached).
    var windowWidth: CGFloat
    /// The inferred-safe-area source as read now; nil in device mode.
    var source: SourceReading?

    /// What the inferred-safe-area source controller reports.
    struct SourceReading {
        /// The source view's `safeAreaInsets.top`; nil when no source view is loaded.
        var safeAreaTop: CGFloat?
        var additionalTop: CGFloat
        /// What the owning controller itself wrote into the source or an ancestor of it.
        var ownInjection: CGFloat?
    }
}
