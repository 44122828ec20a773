import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Content offset changed (§9.1)

    func contentOffsetDidChange() {
        guard let sv = storedTrackingScrollView else { return }
        if let info = trackingInfo, info.shouldIgnoreNextSafeAreaAdjustment {
            info.shouldIgnoreNextSafeAreaAdjustment = false
            if lastContentOffsetIsValid
                && abs(abs(lastContentOffset.y - sv.contentOffset.y) - topSafeAreaInset) < HeaderConstants.contentOffsetEpsilon
            {
                sv.contentOffset = lastContentOffset
                return
            }
            lastContentOffsetIsValid = false
        }
        if sv.isTracking { didDecelerate = false }
        if superview === sv {
            if sv.subviews.last !== self { sv.bringSubviewToFront(self) }
            if voiceOverStatus() {
                let floor = (-max(maxWithSafeArea, sv.adjustedContentInset.top)).rounded()
                if sv.contentOffset.y < floor {
                    setContentOffset(CGPoint(x: sv.contentOffset.x, y: floor), for: sv)
                }
            }
            followParentScrollView(sv)
        }
        if orientationIsChanging || contentInsetsAreChanging || isChangingStatusBarVisibility { return }
        updateLayout()
    }

    /// VoiceOver started or stopped (§1.8, W19): clamp and lay out synchronously.
    func voiceOverStatusDidChange() {
        if let sv = storedTrackingScrollView, superview === sv, !orientationIsChanging {
            contentOffsetDidChange()
        } else {
            updateLayout()
        }
    }

    /// Keeps a header that lives inside its tracking scroll view pinned on screen (§12.1).
    func followParentScrollView(_ sv: ScrollNode) {
        let ty = sv.contentOffset.y
        if transform.tY != ty {
            withOwnGeometryWrite { transform = AffineTransform(translationByX: 0, byY: ty) }
        }
    }

    // MARK: Layout pass (§9.2)

    func updateLayout() {
        guard let sv = storedTrackingScrollView else { return }
        updateShifterEnabled()  // W15
        heights.recalculate(topSafeArea: topSafeAreaInset)
        injectInsets(into: sv)
        let h = headerHeightFromOffset
        if sv.isTracking { stopShiftAnimation() }
        let interactive = storedShiftBehavior != .hideable
        if lastContentOffsetIsValid && interactive {
            let dy = boundedContentOffset.y - lastContentOffset.y
            let direction = ShiftMath.direction(
                accumulatedDelta: accumulatedDeltaY, delta: dy, isTracking: sv.isTracking,
                wantsToBeHidden: wantsToBeHidden)
            accumulatedDeltaY = direction.accumulatedDelta
            wantsToBeHidden = direction.wantsToBeHidden
            if !isOverExtendingBottom && !isShiftAnimationRunning {
                shiftAccumulator = ShiftMath.accumulate(
                    accumulator: shiftAccumulator, delta: dy, headerHeightFromOffset: h,
                    configuration: shiftConfiguration, maxWithoutSafeArea: maxWithoutSafeArea,
                    isBeingScrubbed: trackingScrollViewIsBeingScrubbed)
            }
        }
        let height = ShiftMath.height(
            headerHeightFromOffset: h, minWithSafeArea: minWithSafeArea, maxWithSafeArea: maxWithSafeArea,
            canOverExtend: canOverExtend, isVoiceOverRunning: voiceOverStatus())
        setOwnBoundsHeight(height)
        commitAccumulatorToFrame()
        lastContentOffset = boundedContentOffset
        lastContentOffsetIsValid = true
    }

    // MARK: Commit (§9.3)

    /// The committed shift `min(accMax, acc)`, never negative.
    ///
    /// The spec's formula goes negative when `minimumHeaderViewHeight` exceeds the minimum
    /// height (`accMax < 0`), which would push the header below its resting position; the
    /// header stays at rest instead.
    var boundedShift: CGFloat { max(0, min(accumulatorMax, shiftAccumulator)) }

    func commitAccumulatorToFrame() {
        if !shiftAccumulator.isFinite { shiftAccumulator = 0 }
        let accMax = accumulatorMax
        let shift = boundedShift
        let y = -shift + bounds.height / 2
        if y.isFinite && center.y != y {
            withOwnGeometryWrite { center = CGPoint(x: center.x, y: y) }
        }
        accumulatorDidChange()
        let topEdge = center.y - bounds.height / 2
        storedPhase = ScrollPhaseValues.compute(
            topEdge: topEdge, height: frame.height, minWithSafeArea: minWithSafeArea,
            maxWithSafeArea: maxWithSafeArea, collapseToStatusBar: shiftConfiguration.collapseToStatusBar,
            statusBarHeight: statusBarHeight)
        let alpha = ShiftMath.hiddenViewAlpha(shift: shift, accumulatorMax: accMax)
        viewsToHide.removeAll { $0.node == nil }
        for entry in viewsToHide { entry.node?.alpha = alpha }
        setStatusBarOffset(shift)  // W14: the bounded value
        delegate?.flexibleHeaderViewFrameDidChange(self)
    }

    // MARK: Accumulator did change (§9.4)

    func accumulatorDidChange() {
        guard let sv = storedTrackingScrollView else {
            shadowOpacity =
                (resetShadowAfterTrackingScrollViewIsReset && !storedIsInFrontOfInfiniteContent)
                ? 0 : storedVisibleShadowOpacity
            return
        }
        let c = shiftConfiguration
        let b = boundedShift
        let intensity = ShiftMath.shadowIntensity(
            projectedBottomEdge: projectedBottomEdge, boundedShift: b, minWithSafeArea: c.minWithSafeArea,
            hidesStatusBarWhenShiftedOffscreen: c.hidesStatusBarWhenShiftedOffscreen,
            isInFrontOfInfiniteContent: storedIsInFrontOfInfiniteContent)
        let safeIntensity = intensity.isFinite ? intensity : 0
        let opacity = storedVisibleShadowOpacity * Float(safeIntensity)
        if defaultShadowLayer.isHidden && customShadowContainer.isHidden {
            shadowOpacity = opacity
        } else {
            defaultShadowLayer.shadowOpacity = opacity
        }
        storedShadowIntensity = safeIntensity
        shadowIntensityChangeBlock?(storedShadowLayer, safeIntensity)
        setStatusBarOffset(b)
        let hidden = b >= c.minWithSafeArea && frame.height <= c.minWithSafeArea + CGFloat.ulpOfOne
        if isHidden != hidden { isHidden = hidden }
        if let info = trackingInfo {
            let existing = sv.adjustedContentInset.top - sv.contentInset.top
            var indicators = sv.scrollIndicatorInsets
            indicators.top -= info.injectedTopScrollIndicatorInset
            let injected = frame.height - b - existing
            info.injectedTopScrollIndicatorInset = injected.isFinite ? injected : 0
            indicators.top += info.injectedTopScrollIndicatorInset
            sv.scrollIndicatorInsets = indicators
        }
    }
}
