import Canopy

extension ScrollViewKey {
    /// The key of `scrollView`.
    init(_ scrollView: ScrollNode) { self.init(anchor: scrollView.lifetimeAnchor) }

    /// The scroll view of this key, while it lives: how `apply` finds the target of a write.
    var scrollView: ScrollNode? { anchor.object as? ScrollNode }
}

extension TrackingInfoTable {
    /// The info of `scrollView`, or nil if it was never injected.
    func info(for scrollView: ScrollNode) -> TrackingInfo? { info(for: ScrollViewKey(scrollView)) }

    /// Replaces the info of `scrollView`, creating its entry if missing.
    mutating func set(_ info: TrackingInfo, for scrollView: ScrollNode) { set(info, for: ScrollViewKey(scrollView)) }

    /// Edits the info of `scrollView` in place, if it has one.
    mutating func update(_ scrollView: ScrollNode, _ body: (inout TrackingInfo) -> Void) {
        update(ScrollViewKey(scrollView), body)
    }
}

extension HeaderInputs.Scroll {
    /// The reading of `node`, keyed by its identity.
    init(
        node: ScrollNode, isTracked: Bool, contentOffset: CGPoint, contentInset: EdgeInsets, adjustmentTop: CGFloat,
        indicatorTop: CGFloat, contentHeight: CGFloat, boundsHeight: CGFloat, isTracking: Bool, isPaging: Bool,
        isWebContent: Bool, adjustmentIsNever: Bool, refreshHeight: CGFloat, containsHeader: Bool
    ) {
        self.init(
            key: ScrollViewKey(node), isTracked: isTracked, contentOffset: contentOffset, contentInset: contentInset,
            adjustmentTop: adjustmentTop, indicatorTop: indicatorTop, contentHeight: contentHeight,
            boundsHeight: boundsHeight, isTracking: isTracking, isPaging: isPaging, isWebContent: isWebContent,
            adjustmentIsNever: adjustmentIsNever, refreshHeight: refreshHeight, containsHeader: containsHeader)
    }
}

extension FlexibleHeaderView.ScrollPhase {
    /// The public phase of a solved one.
    init(_ phase: ScrollPhaseValues.Phase) {
        switch phase {
        case .shifting: self = .shifting
        case .collapsing: self = .collapsing
        case .overExtending: self = .overExtending
        }
    }
}
