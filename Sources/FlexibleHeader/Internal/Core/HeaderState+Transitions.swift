import Foundation

/// The changes of the header's state that happen outside a solve, each named after what
/// happened and stating its rule; the view calls them with values it read and assigns no field.
extension HeaderState {
    // MARK: Rotation

    /// A rotation began: frame changes and scroll events stop laying out, and a replica of the
    /// status bar asked for meanwhile becomes an invalid one (no snapshot is made mid-rotation).
    mutating func beginRotation() {
        isRotating = true
        shifter.isChangingOrientation = true
    }

    /// The rotation ended: frame changes and scroll events lay out again. The status bar stays
    /// without a snapshot through the layout that ends the rotation (see `rotationLaidOut()`).
    mutating func endRotation() {
        isRotating = false
    }

    /// The layout that ends a rotation ran: the status bar may be replaced by a replica again.
    mutating func rotationLaidOut() {
        shifter.isChangingOrientation = false
    }

    // MARK: Window

    /// The header is leaving its window: the status bar's visibility must be learnt again in
    /// the next one.
    mutating func leaveWindow() {
        wasStatusBarHidden = nil
    }

    /// The header joined a window (or none) whose status bar is `height` points tall, 0 without
    /// a window: the shifter measures against it, even a 0 one.
    mutating func joinWindow(statusBarHeight height: CGFloat) {
        shifter.originalStatusBarHeight = height
    }

    /// The window reported a status bar `height` points tall; a hidden one (0) keeps the last
    /// height, so a header that hid the status bar still knows how far to shift it.
    mutating func windowStatusBarHeightChanged(to height: CGFloat) {
        if height != 0 { shifter.originalStatusBarHeight = height }
    }

    // MARK: Tracking scroll view

    /// Tracking switched to the scroll view of `key` (none when nil): its first event measures
    /// no scroll distance, no same-direction travel carries over, and a height stashed when it
    /// last stopped being tracked is used up.
    mutating func beginTracking(_ key: ScrollViewKey?) {
        tracking.lastContentOffset = nil
        tracking.accumulatedDeltaY = 0
        if let key { injections.takeStashedHeight(of: key) }
    }

    /// A drag ended aiming a snapped deceleration at `detent`: the header is carried there.
    mutating func aimSnappedDeceleration(at detent: HeaderDetent) {
        snapTarget = detent
    }

    // MARK: Resting place

    /// A held top-safe-area change left the header to move back to `detent` later, the row
    /// under its edge read when the move starts; a later change replaces an earlier one.
    ///
    /// - Returns: whether none was pending, so the move must be scheduled.
    mutating func deferRestingPlace(at detent: HeaderDetent) -> Bool {
        let wasNone = pendingRestingPlace == nil
        pendingRestingPlace = RestingPlace(detent: detent, rowY: nil)
        return wasNone
    }

    /// The deferred move is due: the place it goes to, once (nil when none is pending).
    mutating func takePendingRestingPlace() -> RestingPlace? {
        defer { pendingRestingPlace = nil }
        return pendingRestingPlace
    }

    // MARK: Progress and the stretch trigger

    /// Progress observers are told `progress`, or, when the first one registers, start from
    /// it (so it hears only later changes).
    ///
    /// - Returns: whether `progress` differs from the last one they were told (nothing is
    ///   recorded when it does not).
    @discardableResult
    mutating func recordDeliveredProgress(_ progress: HeaderProgress) -> Bool {
        guard progress != lastReportedProgress else { return false }
        lastReportedProgress = progress
        return true
    }

    /// The header is over-extended by `over` points: the armed stretch trigger fires once
    /// `over` reaches `offset`, and re-arms once `over` falls below `offset - hysteresis` or
    /// back to zero.
    ///
    /// - Returns: whether the trigger fires now.
    mutating func noteOverExtension(_ over: CGFloat, triggerOffset offset: CGFloat, hysteresis: CGFloat) -> Bool {
        if stretchTriggerIsArmed {
            guard over >= offset else { return false }
            stretchTriggerIsArmed = false
            return true
        }
        if over < offset - hysteresis || over <= 0 { stretchTriggerIsArmed = true }
        return false
    }
}
