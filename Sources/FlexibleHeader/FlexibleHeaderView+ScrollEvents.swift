import Canopy
import Foundation

extension FlexibleHeaderView {
    var isShiftAnimationRunning: Bool { state.tracking.isAnimatingShift }

    /// Refuses a forwarded scroll event while observing; true when refused.
    func refuseWhileObserving(_ event: String) -> Bool {
        guard settings.observesScrollEvents else { return false }
        Diagnostics.report(
            code: "header.eventWhileObserving",
            "Refused \(event) on \(diagnosticName): observesTrackingScrollViewScrollEvents is on, so the observer already follows the scroll view.")
        return true
    }

    // MARK: Forwarded scroll events

    /// Forward the tracking scroll view's did-scroll event.
    ///
    /// Refused (`header.eventWhileObserving`) while `observesTrackingScrollViewScrollEvents`.
    public func trackingScrollViewDidScroll() {
        if refuseWhileObserving("trackingScrollViewDidScroll()") { return }
        contentOffsetDidChange()
    }

    /// Forward the end of a drag; a partly shifted header settles when it will not decelerate.
    ///
    /// Refused (`header.eventWhileObserving`) while observing scroll events.
    public func trackingScrollViewDidEndDraggingWillDecelerate(_ willDecelerate: Bool) {
        if refuseWhileObserving("trackingScrollViewDidEndDraggingWillDecelerate(_:)") { return }
        send(.dragEnded(willDecelerate: willDecelerate))
    }

    /// Forward the end of a deceleration; a partly shifted header snaps on screen, or off it
    /// when at most a quarter of it is still visible. A repeated call does nothing.
    ///
    /// Refused (`header.eventWhileObserving`) while observing scroll events.
    public func trackingScrollViewDidEndDecelerating() {
        if refuseWhileObserving("trackingScrollViewDidEndDecelerating()") { return }
        send(.decelerationEnded)
    }

    /// Rewrites a drag's resting offset so the header does not stop half visible.
    ///
    /// With `snapping` the deceleration is aimed at the resting place nearest the projected
    /// rest position (velocity in points per millisecond, positive when the content moves up);
    /// without it velocity is ignored, as in the original. Returns true when `targetContentOffset` was changed. Refused
    /// (`header.eventWhileObserving`, target untouched, returns false) while observing, and
    /// for a non-finite target (`header.nonFiniteOffset`).
    @discardableResult
    public func trackingScrollViewWillEndDragging(withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
        -> Bool
    {
        if refuseWhileObserving("trackingScrollViewWillEndDragging(withVelocity:targetContentOffset:)") { return false }
        guard targetContentOffset.y.isFinite else {
            Diagnostics.report(
                code: "header.nonFiniteOffset",
                "Refused trackingScrollViewWillEndDragging on \(diagnosticName): target offset \(targetContentOffset) is not finite.")
            return false
        }
        if settings.snapping.isEnabled && storedTrackingScrollView != nil {
            let solver = makeSolver()
            guard let snapped = solver.snappedTarget(for: targetContentOffset.y, velocityY: velocity.y, snapping: settings.snapping)
            else { return false }
            state.aimSnappedDeceleration(at: snapped.place.detent)
            let changed = snapped.y != targetContentOffset.y
            targetContentOffset.y = snapped.y
            return changed
        }
        guard let y = makeSolver().dragTarget(for: targetContentOffset.y) else { return false }
        targetContentOffset.y = y
        return true
    }

    /// Deprecated MDC Swift spelling of `trackingScrollViewDidScroll()`.
    @available(*, deprecated, renamed: "trackingScrollViewDidScroll()")
    public func trackingScrollDidScroll() { trackingScrollViewDidScroll() }

    /// Deprecated MDC Swift spelling of `trackingScrollViewDidEndDraggingWillDecelerate(_:)`.
    @available(*, deprecated, renamed: "trackingScrollViewDidEndDraggingWillDecelerate(_:)")
    public func trackingScrollDidEndDraggingWillDecelerate(_ willDecelerate: Bool) {
        trackingScrollViewDidEndDraggingWillDecelerate(willDecelerate)
    }

    /// Deprecated MDC Swift spelling of `trackingScrollViewDidEndDecelerating()`.
    @available(*, deprecated, renamed: "trackingScrollViewDidEndDecelerating()")
    public func trackingScrollDidEndDecelerating() { trackingScrollViewDidEndDecelerating() }

    /// Deprecated MDC Swift spelling of `trackingScrollViewWillEndDragging(withVelocity:targetContentOffset:)`.
    @available(*, deprecated, renamed: "trackingScrollViewWillEndDragging(withVelocity:targetContentOffset:)")
    @discardableResult
    public func trackingScrollWillEndDragging(withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) -> Bool {
        trackingScrollViewWillEndDragging(withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    // MARK: Programmatic shifting

    /// Brings the header fully on screen; animated on the frame clock when `animated`.
    ///
    /// The animation approaches its destination at 12 × the remaining distance per second and
    /// snaps once within 0.1 pt.
    public func shiftHeaderOnScreen(animated: Bool) {
        send(.shift(offScreen: false, animated: animated))
    }

    /// Moves the header fully off screen; animated on the frame clock when `animated`.
    ///
    /// `isShiftedOffscreen` is true immediately, before any frame.
    public func shiftHeaderOffScreen(animated: Bool) {
        send(.shift(offScreen: true, animated: animated))
    }

    // MARK: Shift behaviour

    func setShiftBehavior(_ requested: ShiftBehavior) {
        if settings.observesScrollEvents && (requested == .enabled || requested == .enabledWithStatusBar) {
            Diagnostics.report(
                code: "header.shiftWhileObserving",
                "Refused shiftBehavior = \(requested) on \(diagnosticName): interactive shifting needs forwarded drag events, but observesTrackingScrollViewScrollEvents is on."
            )
            return
        }
        var b = requested
        if Self.isRunningInAppExtension && b == .enabledWithStatusBar { b = .enabled }
        let behavior: ShiftConfiguration.Behavior =
            switch b {
            case .disabled: .disabled
            case .enabled: .enabled
            case .enabledWithStatusBar: .enabledWithStatusBar
            case .hideable: .hideable
            }
        if behavior == settings.shiftBehavior { return }
        // Turning shifting off brings a shifted header back.
        let backOn = settings.shiftBehavior != .disabled && behavior == .disabled
        settings.shiftBehavior = behavior
        send(.shiftBehaviorChanged(returnsOnScreen: backOn))
    }
}
