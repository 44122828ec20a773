import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Setting the tracking scroll view

    /// Switches tracking to `new`: the old scroll view loses its injection (unless shared), the
    /// new one gains it, and a shared header keeps its height across the switch.
    func setTrackingScrollView(_ new: ScrollNode?) {
        if new === storedTrackingScrollView { return }
        // A move to a detent was planned over the old scroll view's offsets: it ends here.
        if state.detentMotion != nil { solveAndApply { $0.interruptDetentMotion() } }
        scrollViewObservations.scrollEvents?.cancel()
        scrollViewObservations.scrollEvents = nil
        endContinuityObservations()
        let old = storedTrackingScrollView
        let stashed = bounds.height
        if let old { state.injections.stashHeight(stashed, of: ScrollViewKey(old)) }
        storedTrackingScrollView = new
        observeTrackingScrollViewForContinuity()
        // A plain table or a collection pins its section headers under the header's bottom edge,
        // not under the inset the header injects, which stays at the expanded height while the
        // header collapses.
        if let table = old as? TableNode, table.topOverlay === self { table.topOverlay = nil }
        if let collection = old as? CollectionNode, collection.topOverlay === self { collection.topOverlay = nil }
        (new as? TableNode)?.topOverlay = self
        (new as? CollectionNode)?.topOverlay = self
        if !settings.sharedWithManyScrollViews, let old {
            removeInsets(from: old)
        }
        state.beginTracking(new.map(ScrollViewKey.init))
        if let new {
            let before = new.contentOffset.y
            let wasPlaced = state.injections.info(for: new) != nil
            inject(into: new)
            runScrollViewStep(.keepOffsetAfterInjection(before: before, wasPlaced: wasPlaced), on: new)
        }
        if settings.observesScrollEvents { startObservingTrackingScrollView() }

        var shouldAnimate = false
        // Kept still, the header keeps its frame over the new scroll view's untouched offset;
        // the hold at the end of the event remembers the difference for scrolling to use up.
        if settings.sharedWithManyScrollViews, old != nil, let sv = new, !settings.preventsJumps {
            var solver = makeSolver()
            let resting = sv.clampedContentOffset(sv.contentOffset).y
            shouldAnimate = solver.placeAfterSharedSwitch(stashedHeight: stashed, restingOffsetY: resting)
            adopt(&solver)
            apply(solver.effects)
            if sv.isTableView { state.injections.expectSafeAreaAdjustment(of: ScrollViewKey(sv)) }
        }
        let animated = old != nil && shouldAnimate

        let change = { [self] in
            animationDelegate?.flexibleHeaderView(self, didChangeTrackingScrollViewAnimated: animated)
            layoutPass()
        }
        let completion = { [weak header = self] (finished: Bool) in
            guard let header, finished, header.storedTrackingScrollView == nil else { return }
            header.send(.shadowChanged)
        }
        if !animated {
            change()
            completion(true)
        } else if allowShadowLayerFrameAnimationsWhenChangingTrackingScrollView {
            animate(animations: change) { [weak header = self] finished in
                guard let header else { return }
                header.animationDelegate?.flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(header)
                completion(finished)
            }
        } else {
            change()
            _ = frameClock.schedule(after: HeaderConstants.trackingChangeAnimationDuration) { [weak header = self] in
                guard let header else { return }
                header.animationDelegate?.flexibleHeaderViewChangeTrackingScrollViewAnimationDidComplete(header)
                completion(true)
            }
        }
        // The paging flag of the scroll view is an input of whether the status bar may shift.
        if new == nil { solveAndApply { $0.updateShifterEnabled() } }
    }

    func startObservingTrackingScrollView() {
        scrollViewObservations.scrollEvents?.cancel()
        scrollViewObservations.scrollEvents = storedTrackingScrollView?.observeContentOffset { [weak header = self] _ in
            header?.contentOffsetDidChange()
        }
    }

    // MARK: Injection

    /// Adds the header's maximum height to `sv`'s top inset; returns the applied delta.
    @discardableResult
    func inject(into sv: ScrollNode, compensatesStatusBarChange: Bool = true) -> CGFloat {
        var solver = makeSolver()
        let s = readScroll(sv)
        if sv === storedTrackingScrollView {
            let decision = solver.injection(into: s, compensatesStatusBarChange: compensatesStatusBarChange)
            adopt(&solver)
            var effects = solver.effects
            effects.contentInsetTopDelta = decision.delta
            apply(effects)
            finishInjection(decision, compensatesStatusBarChange: compensatesStatusBarChange)
            return decision.delta
        }
        // A scroll view the header does not track gets writes of its own, by key.
        let decision = solver.injectUntracked(into: s, compensatesStatusBarChange: compensatesStatusBarChange)
        adopt(&solver)
        if !solver.effects.isEmpty { apply(solver.effects) }
        return decision.delta
    }

    /// Re-injects and keeps the offset unless the scroll view moved it itself.
    func reinjectPreservingOffset(_ sv: ScrollNode?) {
        guard let sv else {
            solveAndApply { $0.refreshLastOffset() }
            return
        }
        let before = sv.contentOffset
        inject(into: sv)
        let kept = HeaderSolver.offsetKeptAfterReinjection(
            of: ScrollViewKey(sv), before: before, now: sv.contentOffset, adjustedTop: sv.adjustedContentInset.top)
        if let kept { apply(HeaderEffects(scrollViewWrites: [kept])) }
    }

    /// Removes this header's injection from a scroll view it no longer tracks (kept still, as
    /// far as that leaves its content where it is), then records what stays.
    func removeInsets(from sv: ScrollNode) {
        guard sv !== storedTrackingScrollView, state.injections.info(for: sv) != nil else { return }
        var solver = makeSolver()
        guard
            let removal = solver.removeInsets(
                from: ScrollViewKey(sv), offsetY: sv.contentOffset.y, adjustedTop: sv.adjustedContentInset.top,
                range: offsetRange(of: sv))
        else { return }
        apply(solver.effects)
        state.injections.recordRemoval(removal, from: ScrollViewKey(sv))
    }
}

extension FlexibleHeaderView {
    // MARK: Public tracking-scroll-view events

    /// Re-injects the header's inset into `scrollView` after its adjusted inset changed,
    /// keeping the content where it was.
    public func trackingScrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollNode?) {
        send(.adjustedContentInsetChanged(scrollView))
    }

    /// Prepares `scrollView` to become the tracking scroll view without a jump in height.
    public func trackingScrollWillChange(toScrollView scrollView: ScrollNode?) {
        guard let sv = scrollView else { return }
        send(.trackingScrollViewWillChange(sv))
    }

    /// Injects into `sv`, which is about to be tracked, and places its content so the header
    /// keeps its height across the switch.
    func prepareToTrack(_ sv: ScrollNode) {
        var delta: CGFloat = 0
        if state.injections.info(for: sv) == nil { delta = inject(into: sv) }
        var solver = makeSolver()
        solver.prepareToTrack(readScroll(sv), injectedDelta: delta, hasTrackingScrollView: storedTrackingScrollView != nil)
        adopt(&solver)
        if !solver.effects.isEmpty { apply(solver.effects) }
    }

    /// Deprecated MDC Swift spelling of `trackingScrollWillChange(toScrollView:)`.
    @available(*, deprecated, renamed: "trackingScrollWillChange(toScrollView:)")
    public func trackingScrollWillChange(toScroll scrollView: ScrollNode?) {
        trackingScrollWillChange(toScrollView: scrollView)
    }

    /// Runs `block`, which may change the tracking scroll view's top inset, without moving the
    /// header: the offset is shifted by the same amount, and none of it counts as scrolling.
    ///
    /// The block sees and edits the inset including the header's injection, as in the original.
    public func changeContentInsets(_ block: () -> Void) {
        // The block runs inside an event, so the scroll events it causes wait and then only
        // follow the new offset. A busy header runs it inside the current event.
        if pipeline.isBusy {
            changeContentInsetsNow(block)
            return
        }
        withoutActuallyEscaping(block) { block in send(.changeContentInsets(block)) }
    }

    func changeContentInsetsNow(_ block: () -> Void) {
        if settings.preventsJumps {
            changeContentInsetsKeepingStill(block)
            return
        }
        let beforeTop = storedTrackingScrollView?.contentInset.top ?? 0
        let cause = pipeline.currentCause
        pipeline.currentCause = .ownScrollViewWrite
        block()
        pipeline.currentCause = cause
        guard let sv = storedTrackingScrollView else { return }
        let d = sv.contentInset.top - beforeTop
        let p = CGPoint(x: sv.contentOffset.x, y: sv.contentOffset.y - d)
        var effects = HeaderEffects()
        if p.isFinitePoint { effects.offsetWrite = .set(p) }
        apply(effects, scrollWritesCountAsScrolling: false)
        solveAndApply { $0.refreshLastOffset() }
    }
}
