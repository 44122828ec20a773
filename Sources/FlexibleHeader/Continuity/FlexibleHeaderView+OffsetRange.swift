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

    /// Gives back the part of the tracking scroll view's bottom reserve its offset no longer
    /// needs (see `HeaderSolver.releaseBottomReserve(of:state:)`); a header that never added a
    /// reserve skips reading the scroll view.
    func releaseBottomReserve() {
        guard state.mayHoldBottomReserve, let sv = storedTrackingScrollView else { return }
        runScrollViewStep(.releaseBottomReserve, on: sv)
    }
}
