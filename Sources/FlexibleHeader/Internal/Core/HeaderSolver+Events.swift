import Canopy
import Foundation

extension HeaderSolver {
    /// How a scroll event continues after its first step.
    enum ScrollContinuation {
        /// The offset was put back (a table view's one-off safe-area adjustment): nothing more.
        case stop
        /// The step wrote the offset: read the scroll view again before following it.
        case rereadThenFollow
        /// Go on with the same inputs.
        case follow
    }

    /// First step of a scroll event: end a move to a detent that the scroll did not come from,
    /// undo a table view's one-off adjustment, note a new drag, and keep a header that lives
    /// inside its scroll view on top and within reach.
    ///
    /// - Parameter isOutsideScroll: the header did not cause this scroll (a finger, a fling, the
    ///   app's own offset write); a running detent move would pull the content back to its plan.
    mutating func beginScrollEvent(isLastSubview: Bool, isOutsideScroll: Bool) -> ScrollContinuation {
        guard let s = scroll else { return .stop }
        if isOutsideScroll && state.detentMotion != nil { interruptDetentMotion() }
        if var info = info(for: s), info.shouldIgnoreNextSafeAreaAdjustment {
            info.shouldIgnoreNextSafeAreaAdjustment = false
            setInfo(info, for: s)
            if let last = state.tracking.lastContentOffset,
                abs(abs(last.y - s.contentOffset.y) - topSafeAreaInset) < HeaderConstants.contentOffsetEpsilon
            {
                effects.offsetWrite = .set(last)
                return .stop
            }
            state.tracking.lastContentOffset = nil
        }
        if s.isTracking {
            state.tracking.didDecelerate = false
            interruptDetentMotion()
        }
        guard s.containsHeader else { return .follow }
        if !isLastSubview { effects.bringsHeaderToFront = true }
        if inputs.isVoiceOverRunning {
            // With VoiceOver the content never scrolls above the fully expanded header.
            let floor = (-max(maxWithSafeArea, s.contentInset.top + s.adjustmentTop)).rounded()
            let target = CGPoint(x: s.contentOffset.x, y: floor)
            if s.contentOffset.y < floor && target.isFinitePoint {
                effects.offsetWrite = .set(target)
                return .rereadThenFollow
            }
        }
        return .follow
    }

    /// A header inside its scroll view moves with the offset so it stays on screen.
    mutating func followScrollView() {
        guard let s = scroll, s.containsHeader else { return }
        effects.transformY = s.contentOffset.y
    }

    /// The top safe-area inset changed: refresh heights, the guide and the injection.
    mutating func beginTopSafeAreaChange() -> Injection {
        let t = topSafeAreaInset
        state.lastTopSafeAreaInset = t
        recalculateHeights()
        effects.topSafeAreaGuideFrame = CGRect(x: 0, y: 0, width: inputs.bounds.width, height: t)
        return injectIntoTrackingScrollView()
    }

    /// What a top safe-area change does once the scroll view settled on its new inset.
    enum SafeAreaContinuation {
        case done
        /// Run a full layout pass.
        case layout
    }

    /// Second step of a top safe-area change.
    mutating func finishTopSafeAreaChange() -> SafeAreaContinuation {
        refreshLastOffset()
        if settings.shiftBehavior == .hideable && state.tracking.wantsToBeHidden && !state.tracking.isAnimatingShift {
            state.tracking.accumulator = max(0, accumulatorMax)
            commit()
            return .done
        }
        if scroll == nil {
            setBoundsHeight(minWithSafeArea)
            commit()
            return .done
        }
        return .layout
    }

    /// Reads the inferred inset from the source; true when the header must react.
    mutating func extractTopSafeArea() -> Bool {
        let reading = inputs.source
        let value = state.topSafeArea.extract(
            safeAreaTop: reading?.safeAreaTop, additionalTop: reading?.additionalTop ?? 0,
            ownInjection: reading?.ownInjection)
        let notify = state.topSafeArea.store(extracted: value)
        refreshDerived()
        return notify
    }

    /// The owner re-resolved the status bar the header asked to hide or show: the injection
    /// follows the new status bar, and the content goes back to `offset` (where it was before
    /// the request; nil to leave it), remembered as the last offset so it is not scrolling.
    ///
    /// The status-bar visibility an injection checks after its inset write is the one read
    /// now: the scroll view's answer to the write cannot change it.
    mutating func statusBarAppearanceDidChange(restoring offset: CGPoint?) {
        let injection = injectIntoTrackingScrollView(compensatesStatusBarChange: false)
        if injection.checksStatusBarAfterInset { _ = checkStatusBarChange(compensates: false) }
        guard let offset, offset.isFinitePoint, var s = scroll else { return }
        effects.offsetWrite = .set(offset)
        s.contentOffset = offset
        state.tracking.refreshLastOffset(s.boundedContentOffset)
    }

    /// The status-bar replica outlived its lifetime.
    mutating func invalidateReplica() {
        record(state.shifter.invalidate())
    }

    /// One frame of the programmatic shift animation.
    mutating func shiftAnimationFrame(duration: TimeInterval) {
        let step = DragEndMath.animationStep(
            accumulator: state.tracking.accumulator, accumulatorMax: accumulatorMax,
            wantsToBeHidden: state.tracking.wantsToBeHidden, frameDuration: CGFloat(duration))
        state.tracking.accumulator = step.stepped
        setStatusBarOffset(step.stepped)
        if step.finished {
            state.tracking.accumulator = step.accumulator
            stopShiftAnimation()
        }
        commit()
    }

    /// Moves the header fully on (false) or off (true) screen, animated or at once.
    mutating func shift(offScreen: Bool, animated: Bool) {
        interruptDetentMotion()
        state.tracking.wantsToBeHidden = offScreen
        if animated {
            startShiftAnimation()
            return
        }
        if state.tracking.isAnimatingShift { stopShiftAnimation() }
        state.tracking.accumulator = offScreen ? max(0, accumulatorMax) : 0
        commit()
    }

    /// A drag ended: a partly shifted header settles when it will not decelerate.
    mutating func dragDidEnd(willDecelerate: Bool) {
        if !configuration.canShiftOffscreen { state.tracking.wantsToBeHidden = false }
        if settings.snapping.isEnabled && scroll != nil {
            // Snapping replaces the shift band's own settling with resting places.
            state.tracking.didDecelerate = willDecelerate
            if !willDecelerate { settleAtDetent() }
            return
        }
        if !willDecelerate && isPartiallyShifted { startShiftAnimation() }
        state.tracking.didDecelerate = willDecelerate
    }

    /// A deceleration ended: a partly shifted header snaps on or off screen, hiding when at most
    /// a quarter of it remains visible. A repeated call does nothing.
    mutating func decelerationDidEnd() {
        guard state.tracking.didDecelerate else { return }
        if settings.snapping.isEnabled && scroll != nil {
            state.tracking.didDecelerate = false
            settleAtDetent()
            return
        }
        if isPartiallyShifted {
            state.tracking.wantsToBeHidden = DragEndMath.hidesAfterDeceleration(
                accumulator: state.tracking.accumulator, accumulatorMax: accumulatorMax)
            startShiftAnimation()
        }
        state.tracking.didDecelerate = false
    }

    /// The rewritten resting offset of a drag so the header does not stop half visible, or nil.
    func dragTarget(for targetY: CGFloat) -> CGFloat? {
        guard configuration.canShiftOffscreen else { return nil }
        return DragEndMath.adjustedTarget(
            targetY: targetY, rawTopInset: rawTopInset, minWithSafeArea: minWithSafeArea,
            wantsToBeHidden: state.tracking.wantsToBeHidden)
    }
}
