import Canopy
import Foundation

extension FlexibleHeaderView {
    /// The valid offset range of `sv` now, with this header's bottom reserve in it.
    func offsetRange(of sv: ScrollNode) -> OffsetRangeHold {
        OffsetRangeHold(
            minimum: sv.minimumContentOffset.y,
            contentEnd: sv.contentSize.height + sv.adjustedContentInset.bottom - sv.bounds.height,
            reserve: state.injections.info(for: sv)?.reservedBottomContentInset ?? 0)
    }

    /// Widens the valid range of `sv`, a scroll view this header injected into, so it holds
    /// `offsetY`: the top injection grows when the offset lies above the range, the bottom
    /// reserve when it lies below. Nothing moves the offset.
    ///
    /// The top is widened only while the header's injection is applied, since a scroll view
    /// without one has no part of its top inset the header may change.
    func widenRange(of sv: ScrollNode, toHold offsetY: CGFloat) {
        guard let info = state.injections.info(for: sv) else { return }
        let range = offsetRange(of: sv)
        let top = info.hasInjectedTopContentInset ? range.topWidening(for: offsetY) : 0
        let bottom = range.bottomWidening(for: offsetY)
        guard top > 0 || bottom > 0 else { return }
        state.injections.update(sv) {
            $0.injectedTopContentInset += top
            $0.reservedBottomContentInset += bottom
        }
        if bottom > 0 { state.mayHoldBottomReserve = true }
        var inset = sv.contentInset
        inset.top += top
        inset.bottom += bottom
        writingNodes { sv.contentInset = inset }
    }

    /// Gives back the part of the tracking scroll view's bottom reserve its offset no longer
    /// needs: as the content scrolls away from its end, point for point.
    ///
    /// Not during a deceleration: the scroll view restarts a running motion when its inset
    /// changes. The deceleration's end gives the reserve back instead. Not while the offset lies
    /// above the range either: the inset write would let the scroll view clamp it down.
    func releaseBottomReserve() {
        guard state.mayHoldBottomReserve, let sv = storedTrackingScrollView, !sv.isDecelerating,
            let reserve = state.injections.info(for: sv)?.reservedBottomContentInset, reserve > 0
        else { return }
        let range = offsetRange(of: sv)
        guard sv.isTracking || sv.contentOffset.y >= range.minimum else { return }
        let kept = range.releasedReserve(at: sv.contentOffset.y)
        guard kept < reserve else { return }
        state.injections.update(sv) { $0.reservedBottomContentInset = kept }
        var inset = sv.contentInset
        inset.bottom -= reserve - kept
        writingNodes { sv.contentInset = inset }
    }
}
