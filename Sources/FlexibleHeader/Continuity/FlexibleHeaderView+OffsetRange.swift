import Canopy
import Foundation

extension FlexibleHeaderView {
    /// The valid offset range of `sv` now, with this header's bottom reserve in it: read as a
    /// scroll-view step reads it, so the two never disagree.
    func offsetRange(of sv: ScrollNode) -> OffsetRangeHold {
        readStepReading(sv).offsetRange(reserve: state.injections.info(for: sv)?.reservedBottomContentInset ?? 0)
    }

    /// Gives back the part of the tracking scroll view's bottom reserve its offset no longer
    /// needs (see `HeaderSolver.releaseBottomReserve(of:state:)`); a header that never added a
    /// reserve skips reading the scroll view.
    func releaseBottomReserve() {
        guard state.mayHoldBottomReserve, let sv = storedTrackingScrollView else { return }
        runScrollViewStep(.releaseBottomReserve, on: sv)
    }
}
