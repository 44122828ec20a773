import Foundation

/// A return to the place the header rested at before its top safe area changed, with what the
/// view read of the tracking scroll view for it.
struct RestingPlaceReturn: Equatable {
    /// The detent the header rested at, and the content row that was under its bottom edge.
    var place: RestingPlace
    /// Seconds; 0 moves at once.
    var duration: TimeInterval
    /// The lowest and highest offset y the tracking scroll view rests at, in points: the
    /// offset that keeps the row under the edge is clamped between them.
    var minimumOffsetY: CGFloat
    var maximumOffsetY: CGFloat
}

extension HeaderSolver {
    /// The header's untransformed bottom edge as shown, correction included, in points.
    var shownBottomEdge: CGFloat { inputs.center.y + inputs.bounds.height / 2 }

    /// Moves the header back to `move.place`: the detent re-resolved for the current heights and
    /// shift range, the offset following the bottom edge so the row under it stays. Nothing when
    /// the detent no longer resolves, or the header rests there already with the row in place.
    mutating func returnToRestingPlace(_ move: RestingPlaceReturn) {
        guard let s = scroll, let target = DetentMath.resolve(move.place.detent, in: detentFrame) else { return }
        let edge = shownBottomEdge
        let row = move.place.rowY ?? s.contentOffset.y + edge
        let y = Swift.min(Swift.max(row - target.extent, move.minimumOffsetY), move.maximumOffsetY)
        let tolerance = DetentMath.restingTolerance
        if restingDetent(preferring: [move.place.detent]) == move.place.detent, abs(edge - target.extent) <= tolerance,
            abs(s.contentOffset.y - y) <= tolerance
        {
            return
        }
        returnToRestingPlace(target, duration: move.duration, rowOffsetY: y)
    }
}
