import Canopy
import Foundation

/// The header's registrations with its tracking scroll view; each ends when the header stops
/// tracking that scroll view or no longer needs what it reports.
struct ScrollViewObservations {
    /// Follows the offset while `observesTrackingScrollViewScrollEvents` is on.
    var scrollEvents: ScrollObservation?
    /// With `preventsJumps`: hears, before each offset change, whether the scroll view clamps
    /// it after an inset change.
    var offsetChanges: ScrollObservation?
    /// With `preventsJumps`: counts content-size changes.
    var contentSize: ScrollObservation?
}

extension FlexibleHeaderView {
    /// Registers, or ends, the observations `preventsJumps` needs from the tracking scroll view:
    /// they run while both the setting is on and a scroll view is tracked.
    ///
    /// Keeping the content still tells an offset write that is not scrolling from one that is
    /// by what the scroll view reported: a clamp after an inset change is heard before the
    /// offset moves, so the header knows of it while it handles that very change, however it
    /// hears of the change (the delegate's forwarded call comes before any observer's); a
    /// content-size change is counted, so a size that changes and changes back still counts.
    func observeTrackingScrollViewForContinuity() {
        guard settings.preventsJumps, let sv = storedTrackingScrollView else {
            endContinuityObservations()
            return
        }
        if scrollViewObservations.offsetChanges != nil { return }
        scrollViewObservations.offsetChanges = sv.observeContentOffsetChanges(options: .prior) { [weak header = self] _, change in
            header?.trackingScrollViewOffsetChange(change)
        }
        scrollViewObservations.contentSize = sv.observeContentSize { [weak header = self] _, _ in
            header?.state.continuity.noteContentSizeChange()
        }
    }

    /// Ends the observations `preventsJumps` needs, forgetting any clamp being reported.
    func endContinuityObservations() {
        scrollViewObservations.offsetChanges?.cancel()
        scrollViewObservations.offsetChanges = nil
        scrollViewObservations.contentSize?.cancel()
        scrollViewObservations.contentSize = nil
        state.continuity.forgetClamps()
    }

    /// Notes a clamp of the tracking scroll view's offset from its prior report until its
    /// report after the change; clamps made while one is reported nest.
    func trackingScrollViewOffsetChange(_ change: ContentOffsetChange) {
        guard change.isClampAfterInsetChange else { return }
        if change.isPrior {
            state.continuity.beginClampReport(fromY: change.oldValue.y)
        } else {
            state.continuity.endClampReport()
        }
    }
}
