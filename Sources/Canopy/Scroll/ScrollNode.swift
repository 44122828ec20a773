import Foundation

/// A view whose `bounds.origin` is a scroll position over larger content: the UIScrollView
/// analogue.
open class ScrollNode: ViewNode {
    /// A pull-to-refresh control's state, as the header reads it.
    public struct RefreshControl: Sendable, Hashable {
        /// Whether the control is spinning; its height then counts as content inset.
        public var isRefreshing: Bool
        /// The control's height in points.
        public var height: CGFloat
        /// Creates a refresh control state.
        public init(isRefreshing: Bool, height: CGFloat) {
            self.isRefreshing = isRefreshing
            self.height = height
        }
    }

    /// The object told about scrolling and gestures; held weakly.
    public weak var delegate: ScrollNodeDelegate?

    /// Size of the scrollable content in points; negative or non-finite sizes are refused.
    ///
    /// Changing it never moves the offset but may change which edges are adjusted.
    public var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.isFiniteSize else {
                return refuse("geometry.nonFinite", "Refused contentSize \(newValue) on \(diagnosticName): values must be finite.")
            }
            guard newValue.width >= 0, newValue.height >= 0 else {
                return refuse("geometry.negativeSize", "Refused contentSize \(newValue) on \(diagnosticName): width and height must not be negative.")
            }
            guard newValue != storedContentSize else { return }
            let old = storedContentSize
            let wasScrollable = (isVerticallyScrollable, isHorizontallyScrollable)
            let observers = valueObservers
            if let observers, !observers.sizeBefore.isEmpty {
                observers.sizeBefore.callAll((self, ContentSizeChange(oldValue: old, newValue: newValue, isPrior: true)))
            }
            storedContentSize = newValue
            if let observers, !observers.sizeAfter.isEmpty {
                observers.sizeAfter.callAll((self, ContentSizeChange(oldValue: old, newValue: newValue, isPrior: false)))
            }
            // The content size reaches the safe areas (this node's adjusted inset, its
            // subviews' inherited insets) only through which axes scroll. While neither axis
            // changes, the walk below this node would store the values it holds, so it is
            // skipped as a moved view's is: a table whose content grows as rows are measured
            // then costs one node per frame, not every cell's subtree.
            let isScrollable = (isVerticallyScrollable, isHorizontallyScrollable)
            recomputeSafeArea(skippingUnchanged: isScrollable == wasScrollable)
        }
    }

    /// Extra space around the content, in points, before the safe-area adjustment.
    ///
    /// Changing it at rest clamps the offset into the new valid range.
    public var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            guard newValue.isFinite else {
                return refuse("geometry.nonFinite", "Refused contentInset \(newValue) on \(diagnosticName): values must be finite.")
            }
            guard newValue != storedContentInset else { return }
            storedContentInset = newValue
            recomputeSafeArea()
        }
    }

    /// `contentInset` plus the safe-area edges the adjustment behaviour includes.
    public var adjustedContentInset: EdgeInsets { storedAdjustedContentInset }

    /// Which safe-area edges are added to `contentInset`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { recomputeSafeArea() } }
    }

    /// Insets for the scroll indicators, before the safe-area adjustment.
    public var scrollIndicatorInsets: EdgeInsets = .zero

    /// Whether drags settle on whole pages of the bounds size.
    public var isPagingEnabled = false
    /// Marks a scroll node standing in for a web view's scroller; no effect on scrolling.
    public var isWebContent = false
    /// Marks a table-like scroll node; turning it on also turns on `alwaysBounceVertical`.
    public var isTableView = false {
        didSet { if isTableView { alwaysBounceVertical = true } }
    }
    /// Pull-to-refresh state read by headers; nil when there is no refresh control.
    public var refreshControl: RefreshControl?
    /// When false, `beginDragging()` and `simulateSwipe` are ignored.
    public var isScrollEnabled = true
    /// When false, drags stop at the edges and nothing bounces.
    public var bounces = true
    /// Makes the vertical axis scrollable (and draggable) even with short content.
    public var alwaysBounceVertical = false {
        didSet { if oldValue != alwaysBounceVertical { recomputeSafeArea() } }
    }
    /// Makes the horizontal axis scrollable (and draggable) even with narrow content.
    public var alwaysBounceHorizontal = false {
        didSet { if oldValue != alwaysBounceHorizontal { recomputeSafeArea() } }
    }
    /// Per-millisecond velocity retention of a fling: 0.998 normal, 0.99 fast.
    public var decelerationRate: CGFloat = 0.998 {
        didSet {
            if !(decelerationRate.isFinite && decelerationRate > 0 && decelerationRate < 1) {
                let bad = decelerationRate
                decelerationRate = oldValue
                refuse("geometry.nonFinite", "Refused decelerationRate \(bad) on \(diagnosticName): it must lie strictly between 0 and 1.")
            }
        }
    }

    /// Whether a finger is down on the content (between `beginDragging` and `endDragging`).
    ///
    /// The gesture simulation maintains it; code may also set it to stand for a finger that
    /// rests on the content (while true, inset changes do not clamp the offset).
    public var isTracking = false
    /// Whether a drag is in progress (until `didEndDragging`).
    public internal(set) var isDragging = false
    /// Whether deceleration or bounce-back motion is running.
    public internal(set) var isDecelerating = false

    var storedContentSize: CGSize = .zero
    var storedContentInset: EdgeInsets = .zero
    var storedAdjustedContentInset: EdgeInsets = .zero
    var lastNotifiedAdjustedContentInset: EdgeInsets = .zero
    let offsetObservers = HandlerList<ScrollNode>()
    var drag: DragState?
    var motion: ScrollMotion?
    var isApplyingInternalOffset = false
    /// True while `clampAfterInsetChange()` writes the clamped offset, and false while that
    /// change is reported, so that its reports say it is a clamp and writes made meanwhile
    /// do not.
    var isClampingOffsetAfterInsetChange = false
    /// The value observations' handlers; nil until the first registration.
    var valueObservers: ScrollValueObservers?

    /// The scroll position: the content point shown at the bounds' top-left (= `bounds.origin`).
    ///
    /// Assignment is never clamped. A changed value is reported to observers registered with
    /// `.prior` first, then calls the delegate's `scrollViewDidScroll`, then every other
    /// observer. Non-finite values are refused.
    public var contentOffset: CGPoint {
        get { storedBounds.origin }
        set {
            guard newValue.isFinitePoint else {
                return refuse("geometry.nonFinite", "Refused contentOffset \(newValue) on \(diagnosticName): values must be finite.")
            }
            if !isApplyingInternalOffset, newValue != storedBounds.origin {
                cancelAnimationIfAny()
                if var d = drag {
                    d.anchor = newValue
                    d.travel = 0
                    drag = d
                }
            }
            bounds = CGRect(origin: newValue, size: storedBounds.size)
        }
    }

    /// Registers a handler called after every content-offset change, after the delegate.
    ///
    /// `observeContentOffsetChanges(options:_:)` also reports the old and new values, and can
    /// report each change before it happens.
    public func observeContentOffset(_ handler: @escaping (ScrollNode) -> Void) -> ScrollObservation {
        offsetObservers.add(handler, token: ScrollObservation.init)
    }

    // MARK: Valid range

    /// Whether content plus always-bounce makes the vertical axis scroll.
    public var isVerticallyScrollable: Bool { alwaysBounceVertical || storedContentSize.height > storedBounds.height }
    /// Whether content plus always-bounce makes the horizontal axis scroll.
    public var isHorizontallyScrollable: Bool { alwaysBounceHorizontal || storedContentSize.width > storedBounds.width }

    /// The smallest valid content offset: minus the adjusted top/left insets.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: 0 - storedAdjustedContentInset.left, y: 0 - storedAdjustedContentInset.top)
    }

    /// The largest valid content offset; never below `minimumContentOffset`.
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        let a = storedAdjustedContentInset
        return CGPoint(
            x: Swift.max(minimum.x, storedContentSize.width + a.right - storedBounds.width),
            y: Swift.max(minimum.y, storedContentSize.height + a.bottom - storedBounds.height))
    }

    /// `point` clamped into the valid offset range on both axes.
    public func clampedContentOffset(_ point: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: Swift.min(Swift.max(point.x, lo.x), hi.x), y: Swift.min(Swift.max(point.y, lo.y), hi.y))
    }

    /// Scroll-indicator insets plus the included safe-area edges.
    public var effectiveScrollIndicatorInsets: EdgeInsets { scrollIndicatorInsets + systemInsets }

    // MARK: Adjusted inset

    /// Which safe-area edges the behaviour includes, as a mask of the safe area.
    var includedEdges: (top: Bool, left: Bool, bottom: Bool, right: Bool) {
        let v = isVerticallyScrollable, h = isHorizontallyScrollable
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false, false, false)
        case .always: return (true, true, true, true)
        case .scrollableAxes: return (v, h, v, h)
        case .automatic:
            let nav = isNavigationChildScrollView
            return (v || nav, h, v || nav, h)
        }
    }

    /// True when this node is (or is subviews[0] of) the root view of a navigation child.
    private var isNavigationChildScrollView: Bool {
        func isNavChildRoot(_ v: ViewNode?) -> Bool {
            guard let c = v?.owningViewController else { return false }
            return c.parent is NavigationControllerNode
        }
        if isNavChildRoot(self) { return true }
        if let s = superview, s.subviews.first === self, isNavChildRoot(s) { return true }
        return false
    }

    var systemInsets: EdgeInsets {
        let e = includedEdges, s = storedSafeAreaInsets
        return EdgeInsets(
            top: e.top ? s.top : 0, left: e.left ? s.left : 0,
            bottom: e.bottom ? s.bottom : 0, right: e.right ? s.right : 0)
    }

    override var insetsForChildren: EdgeInsets {
        let e = includedEdges, s = storedSafeAreaInsets
        let v = isVerticallyScrollable, h = isHorizontallyScrollable
        return EdgeInsets(
            top: (e.top || v) ? 0 : s.top, left: (e.left || h) ? 0 : s.left,
            bottom: (e.bottom || v) ? 0 : s.bottom, right: (e.right || h) ? 0 : s.right)
    }

    override var safeAreaViewport: CGRect { CGRect(origin: .zero, size: storedBounds.size) }

    override func recomputeDerivedInsets() -> Bool {
        // Near-maximum insets plus a near-maximum safe area overflow; the sum saturates at the
        // largest finite value so the offset range stays computable.
        let sum = storedContentInset + systemInsets
        func finite(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, -.greatestFiniteMagnitude), .greatestFiniteMagnitude) }
        storedAdjustedContentInset = EdgeInsets(top: finite(sum.top), left: finite(sum.left), bottom: finite(sum.bottom), right: finite(sum.right))
        return storedAdjustedContentInset != lastNotifiedAdjustedContentInset
    }

    override func notifyDerivedInsets() {
        guard storedAdjustedContentInset != lastNotifiedAdjustedContentInset else { return }
        lastNotifiedAdjustedContentInset = storedAdjustedContentInset
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        if !isTracking { clampAfterInsetChange() }
    }

    /// Called by the framework when `adjustedContentInset` changed, before the delegate.
    open func adjustedContentInsetDidChange() {}

    override func boundsOriginWillChange(to newOrigin: CGPoint) -> Bool {
        guard let observers = valueObservers, !observers.offsetBefore.isEmpty else { return false }
        let isClamp = isClampingOffsetAfterInsetChange
        isClampingOffsetAfterInsetChange = false
        let change = ContentOffsetChange(oldValue: storedBounds.origin, newValue: newOrigin, isPrior: true, isClampAfterInsetChange: isClamp)
        observers.offsetBefore.callAll((self, change))
        isClampingOffsetAfterInsetChange = isClamp
        return true
    }

    override func boundsOriginDidChange(from oldOrigin: CGPoint) {
        setNeedsLayout()
        let newOrigin = storedBounds.origin
        let isClamp = isClampingOffsetAfterInsetChange
        isClampingOffsetAfterInsetChange = false
        delegate?.scrollViewDidScroll(self)
        offsetObservers.callAll(self)
        if let observers = valueObservers, !observers.offsetAfter.isEmpty {
            let change = ContentOffsetChange(oldValue: oldOrigin, newValue: newOrigin, isPrior: false, isClampAfterInsetChange: isClamp)
            observers.offsetAfter.callAll((self, change))
        }
        isClampingOffsetAfterInsetChange = isClamp
    }
}
