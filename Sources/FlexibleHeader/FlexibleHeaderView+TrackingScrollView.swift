import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Derived scroll quantities (§5)

    /// `(x, min(y, contentSize.height − bounds.height))` of the tracking scroll view, or zero.
    var boundedContentOffset: CGPoint {
        guard let sv = storedTrackingScrollView else { return .zero }
        let maxY = sv.contentSize.height - sv.bounds.height
        return CGPoint(x: sv.contentOffset.x, y: min(sv.contentOffset.y, maxY))
    }

    /// The client's own top inset: content inset plus a refreshing control, minus the injection.
    var rawTopInset: CGFloat {
        guard let sv = storedTrackingScrollView else { return 0 }
        var inset = sv.contentInset.top
        if let refresh = sv.refreshControl, refresh.isRefreshing { inset += refresh.height }
        return inset - (trackingInfo?.injectedTopContentInset ?? 0)
    }

    /// `contentOffset.y + rawTopInset`, 0 without a tracking scroll view.
    var offsetWithoutInset: CGFloat {
        guard let sv = storedTrackingScrollView else { return 0 }
        return sv.contentOffset.y + rawTopInset
    }

    /// `h*`: the header height the scroll position asks for.
    var headerHeightFromOffset: CGFloat { -offsetWithoutInset }

    /// How far the header's bottom overlaps the content (§5).
    var projectedBottomEdge: CGFloat {
        let target = storedTrackingScrollView?.superview
        let rect = convert(bounds, to: target)
        let maxY = rect.isNull ? frame.maxY : rect.maxY
        return maxY + offsetWithoutInset
    }

    var isDetachedFromTopOfContent: Bool { projectedBottomEdge > HeaderConstants.bottomEdgeDetachmentEpsilon }

    var isPartiallyShifted: Bool {
        isDetachedFromTopOfContent && shiftAccumulator > 0 && shiftAccumulator < accumulatorMax
    }

    var isFullyShifted: Bool {
        isDetachedFromTopOfContent && shiftAccumulator > 0 && shiftAccumulator >= accumulatorMax
    }

    var isOverExtendingBottom: Bool {
        guard let sv = storedTrackingScrollView else { return false }
        return sv.contentSize.height > sv.bounds.height
            && sv.contentOffset.y + sv.bounds.height >= sv.contentSize.height + sv.contentInset.bottom
    }

    // MARK: Setting the tracking scroll view (§8.1)

    func setTrackingScrollView(_ new: ScrollNode?) {
        if new === storedTrackingScrollView { return }
        offsetObservation?.cancel()
        offsetObservation = nil
        let old = storedTrackingScrollView
        let stashed = bounds.height
        if let info = trackingInfo {
            info.stashedHeight = stashed
            info.stashedHeightIsValid = true
        }
        let wasTracking = old != nil
        storedTrackingScrollView = new
        if !sharedWithManyScrollViews, wasTracking, let old {
            removeInsets(from: old)
        }
        lastContentOffsetIsValid = false
        lastContentOffset = new?.contentOffset ?? .zero
        accumulatedDeltaY = 0
        trackingInfo = new.flatMap { trackingInfos.info(for: $0) }
        if let info = trackingInfo {
            info.stashedHeightIsValid = false
            info.stashedHeight = 0
        }
        injectInsets(into: new)
        if storedObservesScrollEvents { startObservingTrackingScrollView() }

        var shouldAnimate = false
        if sharedWithManyScrollViews, wasTracking, let sv = new {
            let expected = ShiftMath.clamp(headerHeightFromOffset, minWithSafeArea, maxWithSafeArea)
            if expected > stashed {
                let y = sv.contentOffset.y + (expected - stashed)
                if y != sv.contentOffset.y { sv.contentOffset.y = y }
            } else if expected < stashed {
                shouldAnimate = true
            }
            if sv.isTableView { trackingInfo?.shouldIgnoreNextSafeAreaAdjustment = true }
        }
        let animated = wasTracking && shouldAnimate

        let change = { [self] in
            animationDelegate?.flexibleHeaderView(self, didChangeTrackingScrollViewAnimated: animated)
            updateLayout()
        }
        let completion = { [weak self] (finished: Bool) in
            guard let self else { return }
            if finished && self.storedTrackingScrollView == nil { self.accumulatorDidChange() }
        }
        if !animated {
            change()
            completion(true)
        } else if allowShadowLayerFrameAnimationsWhenChangingTrackingScrollView {
            animate(animations: change) { [weak self] finished in
                guard let self else { return }
                self.animationDelegate?.flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(self)
                completion(finished)
            }
        } else {
            change()
            _ = frameClock.schedule(after: HeaderConstants.trackingChangeAnimationDuration) { [weak self] in
                guard let self else { return }
                self.animationDelegate?.flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(self)
                completion(true)
            }
        }
        // W15: the paging flag of the new scroll view is an input of shouldAllowShifting.
        if new == nil { updateShifterEnabled() }
    }

    func startObservingTrackingScrollView() {
        offsetObservation?.cancel()
        offsetObservation = storedTrackingScrollView?.observeContentOffset { [weak self] _ in
            self?.contentOffsetDidChange()
        }
    }

    // MARK: Injection (§8.2)

    /// Adds the header's maximum height to `sv`'s top inset; returns the applied delta.
    @discardableResult
    func injectInsets(into sv: ScrollNode?) -> CGFloat {
        guard let sv else { return 0 }
        if useAdditionalSafeAreaInsetsForWebKitScrollViews && sv.isWebContent { return 0 }  // W6
        if disableContentInsetAdjustmentWhenContentInsetAdjustmentBehaviorIsNever
            && sv.contentInsetAdjustmentBehavior == .never
        {
            return 0
        }
        let info = trackingInfos.infoCreatingIfNeeded(for: sv)
        if sv === storedTrackingScrollView { trackingInfo = info }
        let existing = sv.adjustedContentInset.top - sv.contentInset.top
        let desired = ShiftMath.desiredInjection(
            maxWithoutSafeArea: maxWithoutSafeArea, maxWithSafeArea: maxWithSafeArea, existingAdjustment: existing)
        guard desired.isFinite else { return 0 }
        let delta = info.hasInjectedTopContentInset ? desired - info.injectedTopContentInset : desired
        info.injectedTopContentInset = desired
        info.hasInjectedTopContentInset = true
        if delta != 0 {
            var inset = sv.contentInset
            inset.top += delta
            sv.contentInset = inset
        }
        let hiddenNow = statusBarIsHidden
        if wasStatusBarHiddenIsValid && wasStatusBarHidden != hiddenNow && !isChangingStatusBarVisibility
            && !topSafeArea.infersFromViewController
        {
            setContentOffset(CGPoint(x: sv.contentOffset.x, y: sv.contentOffset.y - delta), for: sv)  // W6
        }
        wasStatusBarHidden = hiddenNow
        wasStatusBarHiddenIsValid = true
        return delta
    }

    /// Re-injects and keeps the offset unless the host moved it (§8.3).
    func reinjectPreservingOffset(_ sv: ScrollNode?) {
        guard let sv else {
            lastContentOffset = boundedContentOffset
            return
        }
        let before = sv.contentOffset
        injectInsets(into: sv)
        if sv.contentOffset == before {
            let y = max(before.y, -sv.adjustedContentInset.top)
            setContentOffset(CGPoint(x: before.x, y: y), for: sv)
        }
    }

    /// Removes this header's injection from a scroll view it no longer tracks (§8.6).
    func removeInsets(from sv: ScrollNode) {
        guard sv !== storedTrackingScrollView, let info = trackingInfos.info(for: sv) else { return }
        var inset = sv.contentInset
        inset.top -= info.injectedTopContentInset
        if inset != sv.contentInset { sv.contentInset = inset }
        info.injectedTopContentInset = 0
        info.hasInjectedTopContentInset = false
        var indicators = sv.scrollIndicatorInsets
        indicators.top -= info.injectedTopScrollIndicatorInset
        sv.scrollIndicatorInsets = indicators
        info.injectedTopScrollIndicatorInset = 0
    }

    /// The offset writer (§8.7): writes only on change, always refreshes `lastContentOffset`.
    func setContentOffset(_ p: CGPoint, for sv: ScrollNode) {
        if p.isFinitePoint && sv.contentOffset != p { sv.contentOffset = p }
        lastContentOffset = boundedContentOffset
    }
}

extension FlexibleHeaderView {
    // MARK: Public tracking-scroll-view events (§3.3)

    /// Re-injects the header's inset into `scrollView` after its adjusted inset changed,
    /// keeping the content where it was (§8.3).
    public func trackingScrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollNode?) {
        reinjectPreservingOffset(scrollView)
    }

    /// Prepares `scrollView` to become the tracking scroll view without a jump in height (§8.4).
    public func trackingScrollWillChange(toScrollView scrollView: ScrollNode?) {
        guard let sv = scrollView else { return }
        if trackingInfos.info(for: sv) == nil {
            let delta = injectInsets(into: sv)
            if delta != 0 { sv.contentOffset.y -= delta }
        }
        guard storedTrackingScrollView != nil else { return }
        let info = trackingInfos.info(for: sv)
        if shiftAccumulator >= accumulatorMax {
            let raw = sv.contentInset.top - (info?.injectedTopContentInset ?? 0)
            if sv.contentOffset.y < -raw { sv.contentOffset.y = -raw }
        }
        if let info, info.stashedHeightIsValid {
            let d = bounds.height - info.stashedHeight
            if abs(d) > HeaderConstants.heightEpsilon { sv.contentOffset.y -= d }
        }
    }

    /// Deprecated MDC Swift spelling of `trackingScrollWillChange(toScrollView:)`.
    @available(*, deprecated, renamed: "trackingScrollWillChange(toScrollView:)")
    public func trackingScrollWillChange(toScroll scrollView: ScrollNode?) {
        trackingScrollWillChange(toScrollView: scrollView)
    }

    /// Runs `block`, which may change the tracking scroll view's top inset, without moving the
    /// header: the offset is shifted by the same amount (§8.5).
    ///
    /// The block sees and edits the inset including the header's injection (W7 kept).
    public func changeContentInsets(_ block: () -> Void) {
        contentInsetsAreChanging = true
        let beforeTop = storedTrackingScrollView?.contentInset.top ?? 0
        block()
        if let sv = storedTrackingScrollView {
            let d = sv.contentInset.top - beforeTop
            setContentOffset(CGPoint(x: sv.contentOffset.x, y: sv.contentOffset.y - d), for: sv)
        }
        contentInsetsAreChanging = false
    }
}
