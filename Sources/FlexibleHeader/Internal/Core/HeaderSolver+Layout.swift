import Canopy
import Foundation

extension HeaderSolver {
    /// What an injection into one scroll view decided.
    struct Injection {
        /// Points added to the scroll view's top inset.
        var delta: CGFloat = 0
        /// The status-bar check waits until the scroll view settled on the new inset (its
        /// answer to the inset may run a layout pass that makes the check itself).
        var checksStatusBarAfterInset = false
    }

    /// Decides the header's injection into `s`'s top inset and records it.
    ///
    /// The injection is the maximum height minus what the scroll view already adds for the
    /// safe area. Web content (when the controller uses additional safe-area insets instead) and,
    /// when asked, scroll views with `.never` adjustment get none. Without an inset change the
    /// status-bar check runs at once.
    mutating func injection(into s: HeaderInputs.Scroll, compensatesStatusBarChange: Bool) -> Injection {
        if settings.skipsInjectionForWebContent && s.isWebContent { return Injection() }
        if settings.skipsInjectionWhenAdjustmentIsNever && s.adjustmentIsNever { return Injection() }
        var info = info(for: s) ?? TrackingInfo()
        var desired = ShiftMath.desiredInjection(
            maxWithoutSafeArea: maxWithoutSafeArea, maxWithSafeArea: maxWithSafeArea, existingAdjustment: s.adjustmentTop)
        if settings.preventsJumps, s.isTracked, info.hasInjectedTopContentInset {
            let scrolled = state.tracking.lastContentOffset.map { s.boundedContentOffset.y - $0.y } ?? 0
            desired = state.continuity.easedInjection(current: info.injectedTopContentInset, desired: desired, scrolled: scrolled)
        }
        guard desired.isFinite else {
            setInfo(info, for: s)
            return Injection()
        }
        var result = Injection()
        result.delta = info.hasInjectedTopContentInset ? desired - info.injectedTopContentInset : desired
        info.injectedTopContentInset = desired
        info.hasInjectedTopContentInset = true
        setInfo(info, for: s)
        if result.delta != 0 {
            result.checksStatusBarAfterInset = true
        } else if checkStatusBarChange(compensates: compensatesStatusBarChange) {
            effects.offsetWrite = .shift(by: 0)
        }
        return result
    }

    /// Whether the status bar changed visibility since the last injection, so the offset must
    /// move by the injection's change to keep the content still; remembers the visibility.
    ///
    /// In infer mode the safe area itself carries the change.
    mutating func checkStatusBarChange(compensates: Bool) -> Bool {
        let hiddenNow = inputs.statusBarIsHidden
        defer { state.wasStatusBarHidden = hiddenNow }
        guard let was = state.wasStatusBarHidden else { return false }
        // Kept still, the header holds its frame instead and the content stays where it is.
        return was != hiddenNow && compensates && !state.topSafeArea.infersFromViewController && !settings.preventsJumps
    }

    /// After the scroll view settled on an injection's inset: the status-bar check it waited
    /// for, and, when the status bar changed visibility, the offset moved back by the
    /// injection's change so the content stays still.
    mutating func settleInjection(_ injection: Injection, compensatesStatusBarChange: Bool) {
        if checkStatusBarChange(compensates: compensatesStatusBarChange) {
            effects.offsetWrite = .shift(by: -injection.delta)
        }
    }

    /// Injects into the tracking scroll view and queues the inset write; returns the decision.
    @discardableResult
    mutating func injectIntoTrackingScrollView(compensatesStatusBarChange: Bool = true) -> Injection {
        guard let s = scroll else { return Injection() }
        let decision = injection(into: s, compensatesStatusBarChange: compensatesStatusBarChange)
        effects.contentInsetTopDelta += decision.delta
        return decision
    }

    /// The first half of a layout pass: settings that may move the scroll view.
    @discardableResult
    mutating func prepareLayout() -> Injection {
        guard scroll != nil else { return Injection() }
        updateShifterEnabled()
        recalculateHeights()
        return injectIntoTrackingScrollView()
    }

    /// The second half of a layout pass: accumulate the scroll distance, size and commit.
    mutating func layout() {
        guard let s = scroll else { return }
        let h = headerHeightFromOffset
        if s.isTracking && state.tracking.isAnimatingShift { stopShiftAnimation() }
        if settings.preventsJumps, let last = state.tracking.lastContentOffset {
            state.continuity.consume(scrollDistance: s.boundedContentOffset.y - last.y)
        }
        if state.wasFullyShifted && keepsDetentsAcrossChanges && state.tracking.accumulator < accumulatorMax {
            // A rotation or a status-bar change that lengthens the shift range keeps a hidden
            // header hidden instead of letting its new last points show.
            state.tracking.accumulator = accumulatorMax
        }
        if holdsExpandedForShortContent(s) {
            state.tracking.lastContentOffset = s.boundedContentOffset
            return
        }
        if let last = state.tracking.lastContentOffset, settings.shiftBehavior != .hideable {
            let dy = s.boundedContentOffset.y - last.y
            let direction = ShiftMath.direction(
                accumulatedDelta: state.tracking.accumulatedDeltaY, delta: dy, isTracking: s.isTracking,
                wantsToBeHidden: state.tracking.wantsToBeHidden)
            state.tracking.accumulatedDeltaY = direction.accumulatedDelta
            state.tracking.wantsToBeHidden = direction.wantsToBeHidden
            if !s.isOverExtendingBottom && !state.tracking.isAnimatingShift {
                accumulate(dy, headerHeightFromOffset: h)
            }
        }
        let height = heightWithExpansion(heightFromRules(h), headerHeightFromOffset: h)
        setBoundsHeight(settings.preventsJumps ? max(0, height + state.continuity.height) : height)
        commit()
        state.tracking.lastContentOffset = s.boundedContentOffset
    }

    /// Applies `dy` points of scrolling (positive: content moving up) to the expansion and the
    /// shift accumulator.
    ///
    /// An expanded header over scrolled content collapses before it shifts. With
    /// `expandsOnReturn`, scrolling back far from the top brings the header back and then grows
    /// it to its maximum height, its bottom edge following the content one to one.
    mutating func accumulate(_ dy: CGFloat, headerHeightFromOffset h: CGFloat) {
        var rest = dy
        let expansion = state.tracking.expansion
        if rest > 0 && expansion > 0 {
            let used = min(expansion, rest)
            state.tracking.expansion = expansion - used
            rest -= used
        }
        let before = state.tracking.accumulator
        state.tracking.accumulator = ShiftMath.accumulate(
            accumulator: before, delta: rest, headerHeightFromOffset: h,
            configuration: configuration, maxWithoutSafeArea: maxWithoutSafeArea,
            isBeingScrubbed: settings.isBeingScrubbed)
        guard settings.expandsOnReturn, rest < 0, h < 0, configuration.canShiftOffscreen else { return }
        let reserve = ShiftMath.upperBound(
            headerHeightFromOffset: h, configuration: configuration, maxWithoutSafeArea: maxWithoutSafeArea)
        let leftover = -rest - min(reserve, max(0, before))
        guard leftover > 0 else { return }
        let room = maxWithSafeArea - minWithSafeArea
        state.tracking.expansion = min(room, state.tracking.expansion + leftover)
    }

    /// With `ShortContentBehavior.stayExpanded`, whether the tracked content fits below the
    /// expanded header; then the header holds (or animates to) its maximum height and does not
    /// shift, and the layout pass stops here.
    mutating func holdsExpandedForShortContent(_ s: HeaderInputs.Scroll) -> Bool {
        guard staysExpanded(over: s) else { return false }
        let room = max(0, maxWithSafeArea - minWithSafeArea)
        if state.detentMotion != nil { return true }
        let expanded = boundedShift <= 0 && boundsHeight >= maxWithSafeArea - DetentMath.restingTolerance
        if !expanded, let target = DetentMath.resolve(.expanded, in: detentFrame) {
            // Collapsed or shifted as the content became short: expand over it, animated.
            startDetentMotion(plan(to: target, duration: DetentMath.animationDuration, id: 0, contentStays: true))
            return true
        }
        state.tracking.accumulator = 0
        state.tracking.expansion = room
        let h = headerHeightFromOffset
        setBoundsHeight(max(maxWithSafeArea, heightFromRules(h)))
        commit()
        return true
    }

    /// Whether `s`'s content fits below the expanded header and `ShortContentBehavior.stayExpanded`
    /// keeps the header expanded over it.
    func staysExpanded(over s: HeaderInputs.Scroll) -> Bool {
        guard settings.shortContentBehavior == .stayExpanded else { return false }
        let viewport = s.boundsHeight - s.contentInset.top - s.adjustmentTop - s.contentInset.bottom
        return s.contentHeight <= viewport + HeaderConstants.heightEpsilon
    }

    /// Moves the header by the bounded shift and derives everything that follows from it.
    mutating func commit() {
        effects.didCommit = true
        state.committedTopSafeAreaInset = topSafeAreaInset
        if !state.tracking.accumulator.isFinite { state.tracking.accumulator = 0 }
        let accMax = accumulatorMax
        let shift = boundedShift
        let y = -(settings.preventsJumps ? shift + state.continuity.shift : shift) + boundsHeight / 2 + attachedPullDistance
        if y.isFinite && centerY != y {
            centerY = y
            effects.centerY = y
        }
        updateShadow()
        let c = configuration
        state.phase = ScrollPhaseValues.compute(
            topEdge: centerY - boundsHeight / 2, height: boundsHeight, minWithSafeArea: c.minWithSafeArea,
            maxWithSafeArea: maxWithSafeArea, collapseToStatusBar: c.collapseToStatusBar,
            statusBarHeight: inputs.statusBarHeight)
        effects.hiddenViewAlpha = ShiftMath.hiddenViewAlpha(shift: shift, accumulatorMax: accMax)
        state.wasFullyShifted = accMax > 0 && shift >= accMax
        // With a scroll view, `updateShadow()` above fed the shifter this same shift, and a
        // second call with the value it just took changes nothing.
        if scroll == nil { setStatusBarOffset(shift) }
    }

    /// How far a header that stays attached when pulled slides down: the distance from its
    /// bottom edge down to the content's top, while it is not shifted; 0 otherwise.
    var attachedPullDistance: CGFloat {
        guard settings.staysAttachedWhenPulled, scroll != nil, boundedShift <= 0 else { return 0 }
        let gap = headerHeightFromOffset - boundsHeight
        return gap.isFinite ? max(0, gap) : 0
    }

    /// Shadow, visibility and scroll-indicator inset for the current shift.
    mutating func updateShadow() {
        guard let s = scroll else {
            effects.shadowOpacity =
                settings.resetsShadowWithoutScrollView && !settings.isInFrontOfInfiniteContent
                ? 0 : settings.visibleShadowOpacity
            return
        }
        let c = configuration
        let b = boundedShift
        let intensity = ShiftMath.shadowIntensity(
            projectedBottomEdge: projectedBottomEdge, boundedShift: b, minWithSafeArea: c.minWithSafeArea,
            hidesStatusBarWhenShiftedOffscreen: c.hidesStatusBarWhenShiftedOffscreen,
            isInFrontOfInfiniteContent: settings.isInFrontOfInfiniteContent)
        let safeIntensity = intensity.isFinite ? intensity : 0
        let opacity = settings.visibleShadowOpacity * Float(safeIntensity)
        if settings.usesShadowSlot {
            effects.slotShadowOpacity = opacity
        } else {
            effects.shadowOpacity = opacity
        }
        state.shadowIntensity = safeIntensity
        effects.reportedShadowIntensity = safeIntensity
        setStatusBarOffset(b)
        effects.isHidden = b >= c.minWithSafeArea && boundsHeight <= c.minWithSafeArea + CGFloat.ulpOfOne
        if var info = info(for: s) {
            var top = (indicatorTop ?? s.indicatorTop) - info.injectedTopScrollIndicatorInset
            let injected = boundsHeight - b - s.adjustmentTop
            info.injectedTopScrollIndicatorInset = injected.isFinite ? injected : 0
            top += info.injectedTopScrollIndicatorInset
            setInfo(info, for: s)
            indicatorTop = top
            effects.indicatorTop = top
        }
    }
}
