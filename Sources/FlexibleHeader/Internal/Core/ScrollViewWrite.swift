import Foundation

/// A write to a scroll view named by its key: the one the header leaves, one it injects into
/// while not tracking it, one it is about to track, or the tracking scroll view when a scroll-view
/// step (`HeaderSolver.ScrollViewStep`) decided the write from its reading alone.
///
/// Each change is worked out against the scroll view's values when it is applied, since the
/// scroll view answers each write (clamping its offset to a new inset) before the next one.
/// A change marked "at once" is written without running what it causes; the others run the
/// events they cause right after, as a write to a node the header does not own does.
struct ScrollViewWrite: Equatable {
    /// One change to the target scroll view.
    enum Change: Equatable {
        /// Add this many points to `contentInset.top`, at once.
        case addToContentInsetTop(CGFloat)
        /// Take this many points off `contentInset.top` and `.bottom`, written only when the
        /// inset changes.
        case removeFromContentInset(top: CGFloat, bottom: CGFloat)
        /// Take this many points off `scrollIndicatorInsets.top`, at once.
        case removeFromIndicatorTop(CGFloat)
        /// Put the offset back to this point when the scroll view moved it.
        case restoreOffset(CGPoint)
        /// Set the offset to this point, written only when it is finite and differs; then the
        /// tracking scroll view's offset is noted as the last one seen, so the write does not
        /// count as scrolling.
        case placeOffset(CGPoint)
        /// Move the offset's y by this many points, written only when the new offset is finite
        /// and differs; then the tracking scroll view's offset is noted as the last one seen,
        /// so the move does not count as scrolling.
        case compensateOffsetY(by: CGFloat)
        /// Move the offset's y by this many points.
        case moveOffsetY(by: CGFloat)
        /// Set the offset's y to this value when it lies above it (a smaller y).
        case raiseOffsetY(toAtLeast: CGFloat)
        /// Add this many points to `contentInset.top` and `.bottom`, widening the valid offset
        /// range.
        case addToContentInset(top: CGFloat, bottom: CGFloat)
        /// Set the offset's y to this value when the valid offset range holds it, so the scroll
        /// view keeps it.
        case putBackOffsetY(CGFloat)
        /// Set the offset to this point, at once, as scrolling: the scroll event it causes is
        /// heard as a finger's would be.
        case scrollOffset(to: CGPoint)
    }

    /// The scroll view written to.
    var target: ScrollViewKey
    var change: Change
}
