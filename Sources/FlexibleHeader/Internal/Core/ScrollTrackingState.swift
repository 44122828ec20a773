import Foundation

/// What the header remembers between scroll events: the shift accumulator and the direction
/// bookkeeping of the current drag.
struct ScrollTrackingState: Equatable {
    /// Points the header is shifted up, before clamping to the allowed range.
    var accumulator: CGFloat = 0
    /// The bounded content offset seen by the previous layout pass; nil until one ran for the
    /// current scroll view, so its first event measures no scroll distance.
    var lastContentOffset: CGPoint?
    /// Same-direction travel of the current drag, in points.
    var accumulatedDeltaY: CGFloat = 0
    /// Where the header wants to settle: off screen (true) or on screen.
    var wantsToBeHidden = false
    /// The last drag ended with a deceleration that has not ended yet.
    var didDecelerate = false
    /// The programmatic shift animation is running on the frame clock.
    var isAnimatingShift = false
    /// Points the header stands taller than the offset asks for, over content scrolled under
    /// it (a detent set from code, or an expanding return); used up as the content scrolls on.
    var expansion: CGFloat = 0

    /// A fling was stopped from code: its end must not start the shift band's settling.
    mutating func flingStoppedByCode() {
        didDecelerate = false
    }

    /// Refreshes the remembered offset without making a forgotten one valid.
    mutating func refreshLastOffset(_ offset: CGPoint) {
        if lastContentOffset != nil { lastContentOffset = offset }
    }
}
