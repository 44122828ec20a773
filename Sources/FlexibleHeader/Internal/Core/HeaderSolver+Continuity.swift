import Foundation

/// The header's frame when a change that is not scrolling began, to put it back afterwards.
struct ContinuityHold {
    var height: CGFloat
    /// The untransformed top edge, `center.y − height / 2`.
    var top: CGFloat
    /// A move to a detent was running when the event began.
    var hadDetentMotion: Bool

    /// Whether a header `height` points tall with its untransformed top edge at `top` still
    /// shows the held frame.
    func isHeld(height: CGFloat, top: CGFloat) -> Bool {
        height == self.height && top == self.top
    }
}

extension HeaderSolver {
    /// Ends an event that kept the header still: puts it back at the frame the event found it
    /// in, keeping the difference from where the scroll position puts it as a correction that
    /// scrolling uses up.
    ///
    /// A move to a detent planned over the scroll view and heights before the change would
    /// pull the header off the held frame: the change ends it (its completion hears false),
    /// and the header stays where it is. A move the change itself started from the held frame
    /// (a header that stays expanded over content that became short) goes on.
    mutating func endHold(_ hold: ContinuityHold) {
        let height = boundsHeight
        let top = centerY - height / 2
        let isHeld = hold.isHeld(height: height, top: top)
        if state.detentMotion != nil && (hold.hadDetentMotion || !isHeld) { interruptDetentMotion() }
        if isHeld { return }
        state.continuity.hold(heldHeight: hold.height, heldShift: -hold.top, solvedHeight: height, solvedShift: -top)
        setBoundsHeight(hold.height)
        commit()
    }

    /// Makes a running shift animation go on from where the header shows, so it moves one way
    /// only and ends at its destination.
    ///
    /// The shown frame may differ from the shift the state asks for (a held event changed the
    /// shift range, or the hold kept a correction). The animation steps the state's shift, so
    /// the difference moves into it: the shift becomes the shown one, and only what lies outside
    /// the shift range stays a correction.
    mutating func continueShiftFromShownFrame() {
        let shown = -(centerY - boundsHeight / 2)
        let shift = ShiftMath.clamp(shown, 0, max(0, accumulatorMax))
        guard shown.isFinite, shift != boundedShift || state.continuity.shift != shown - shift else { return }
        state.tracking.accumulator = shift
        state.continuity.shift = shown - shift
        commit()
    }
}
