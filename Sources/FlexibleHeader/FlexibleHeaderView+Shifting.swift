import Canopy
import Foundation

extension FlexibleHeaderView {
    var isShiftAnimationRunning: Bool { shiftAnimationToken != nil }

    /// Refuses a forwarded scroll event while observing (§13 E2); true when refused.
    func refuseWhileObserving(_ event: String) -> Bool {
        guard storedObservesScrollEvents else { return false }
        Diagnostics.report(
            code: "header.eventWhileObserving",
            "Refused \(event) on \(diagnosticName): observesTrackingScrollViewScrollEvents is on, so the observer already follows the scroll view.")
        return true
    }

    // MARK: Forwarded scroll events

    /// Forward the tracking scroll view's did-scroll event (§9.1).
    ///
    /// Refused (`header.eventWhileObserving`) while `observesTrackingScrollViewScrollEvents`.
    public func trackingScrollViewDidScroll() {
        if refuseWhileObserving("trackingScrollViewDidScroll()") { return }
        contentOffsetDidChange()
    }

    /// Forward the end of a drag; a partly shifted header settles when it will not decelerate (§10.1).
    ///
    /// Refused (`header.eventWhileObserving`) while observing scroll events.
    public func trackingScrollViewDidEndDraggingWillDecelerate(_ willDecelerate: Bool) {
        if refuseWhileObserving("trackingScrollViewDidEndDraggingWillDecelerate(_:)") { return }
        if !shiftConfiguration.canShiftOffscreen { wantsToBeHidden = false }
        if !willDecelerate && isPartiallyShifted { startShiftAnimation() }
        didDecelerate = willDecelerate
    }

    /// Forward the end of a deceleration; a partly shifted header snaps on or off screen by the
    /// 25 % rule (§10.2, fix W13: a repeated call does nothing).
    ///
    /// Refused (`header.eventWhileObserving`) while observing scroll events.
    public func trackingScrollViewDidEndDecelerating() {
        if refuseWhileObserving("trackingScrollViewDidEndDecelerating()") { return }
        guard didDecelerate else { return }
        if isPartiallyShifted {
            wantsToBeHidden = DragEndMath.hidesAfterDeceleration(
                accumulator: shiftAccumulator, accumulatorMax: accumulatorMax)
            startShiftAnimation()
        }
        didDecelerate = false
    }

    /// Rewrites a drag's resting offset so the header does not stop half visible (§10.3).
    ///
    /// Velocity is ignored. Returns true when `targetContentOffset` was changed. Refused
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
        guard shiftConfiguration.canShiftOffscreen else { return false }
        guard
            let y = DragEndMath.adjustedTarget(
                targetY: targetContentOffset.y, rawTopInset: rawTopInset, minWithSafeArea: minWithSafeArea,
                wantsToBeHidden: wantsToBeHidden)
        else { return false }
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

    // MARK: Programmatic shifting (§10.5)

    /// Brings the header fully on screen; animated on the frame clock when `animated` (§10.4).
    public func shiftHeaderOnScreen(animated: Bool) {
        wantsToBeHidden = false
        if animated {
            startShiftAnimation()
        } else {
            stopShiftAnimation()
            shiftAccumulator = 0
            commitAccumulatorToFrame()
        }
    }

    /// Moves the header fully off screen; animated on the frame clock when `animated` (§10.4).
    ///
    /// `isShiftedOffscreen` is true immediately, before any frame.
    public func shiftHeaderOffScreen(animated: Bool) {
        wantsToBeHidden = true
        if animated {
            startShiftAnimation()
        } else {
            stopShiftAnimation()
            shiftAccumulator = max(0, accumulatorMax)
            commitAccumulatorToFrame()
        }
    }

    // MARK: Shift behaviour (§10.6)

    func setShiftBehavior(_ requested: ShiftBehavior) {
        if storedObservesScrollEvents && (requested == .enabled || requested == .enabledWithStatusBar) {
            Diagnostics.report(
                code: "header.shiftWhileObserving",
                "Refused shiftBehavior = \(requested) on \(diagnosticName): interactive shifting needs forwarded drag events, but observesTrackingScrollViewScrollEvents is on."
            )
            return
        }
        var b = requested
        if Self.isRunningInAppExtension && b == .enabledWithStatusBar { b = .enabled }
        if b == storedShiftBehavior { return }
        let backOn = storedShiftBehavior != .disabled && b == .disabled
        storedShiftBehavior = b
        updateShifterEnabled()
        if backOn {
            wantsToBeHidden = false
            startShiftAnimation()
        }
    }

    // MARK: Shift animation (§10.4)

    func startShiftAnimation() {
        stopShiftAnimation()
        let clock = frameClock
        shiftAnimationToken = clock.addFrameHandler { [weak self] clock in
            self?.shiftAnimationFrame(duration: clock.frameDuration)
        }
    }

    func stopShiftAnimation() {
        shiftAnimationToken?.cancel()
        shiftAnimationToken = nil
    }

    func shiftAnimationFrame(duration: TimeInterval) {
        let step = DragEndMath.animationStep(
            accumulator: shiftAccumulator, accumulatorMax: accumulatorMax, wantsToBeHidden: wantsToBeHidden,
            frameDuration: CGFloat(duration))
        shiftAccumulator = step.stepped
        setStatusBarOffset(step.stepped)
        if step.finished {
            shiftAccumulator = step.accumulator
            stopShiftAnimation()
        }
        commitAccumulatorToFrame()
    }
}
