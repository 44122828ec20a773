import Canopy
import Foundation

extension FlexibleHeaderView {
    /// Applies a solve's effects once, in the order `HeaderEffects` documents.
    ///
    /// - Parameter scrollWritesCountAsScrolling: false when the scroll-view writes only keep
    ///   content in place (the scroll events they cause then do not lay out).
    func apply(_ e: HeaderEffects, scrollWritesCountAsScrolling: Bool = true) {
        #if DEBUG
            pipeline.applyCount += 1
        #endif
        // Writes to scroll views named by key come first and before the mark: each runs the
        // events it causes right after itself or, marked "at once", leaves them waiting, as
        // when the view wrote them in place.
        if !e.scrollViewWrites.isEmpty {
            applyScrollViewWrites(e.scrollViewWrites)
            if e.appliesNothingElse { return }
        }
        let mark = pipeline.queueCount
        defer { runFollowUps(after: mark) }
        if e.didCommit { pipeline.didCommit = true }
        if let sv = storedTrackingScrollView {
            // Writes made while following a non-scrolling write do not count as scrolling either.
            let counts = scrollWritesCountAsScrolling && pipeline.runningCause != .ownScrollViewWrite
            pipeline.currentCause = counts ? .external : .ownScrollViewWrite
            if e.contentInsetTopDelta != 0 {
                var inset = sv.contentInset
                inset.top += e.contentInsetTopDelta
                sv.contentInset = inset
            }
            switch e.offsetWrite {
            case .set(let p)?:
                if sv.contentOffset != p { sv.contentOffset = p }
            case .shift(let d)?:
                let p = CGPoint(x: sv.contentOffset.x, y: sv.contentOffset.y + d)
                if p.isFinitePoint && sv.contentOffset != p { sv.contentOffset = p }
                var solver = makeSolver()
                solver.refreshLastOffset()
                adopt(&solver)
            case nil:
                break
            }
            if e.bringsHeaderToFront, superview === sv { sv.bringSubviewToFront(self) }
        }
        pipeline.currentCause = .ownGeometry
        if let ty = e.transformY, transform.tY != ty { transform = AffineTransform(translationByX: 0, byY: ty) }
        if let guide = e.topSafeAreaGuideFrame { topSafeAreaGuide.frame = guide }
        if let height = e.boundsHeight {
            var b = bounds
            b.size.height = height
            bounds = b
        }
        if let y = e.centerY { center = CGPoint(x: center.x, y: y) }
        pipeline.currentCause = .external
        if let opacity = e.shadowOpacity { shadowOpacity = opacity }
        if let opacity = e.slotShadowOpacity { defaultShadowLayer.shadowOpacity = opacity }
        if let intensity = e.reportedShadowIntensity { shadowIntensityChangeBlock?(storedShadowLayer, intensity) }
        if let hidden = e.isHidden, isHidden != hidden { isHidden = hidden }
        if let top = e.indicatorTop, let sv = storedTrackingScrollView {
            var indicators = sv.scrollIndicatorInsets
            indicators.top = top
            sv.scrollIndicatorInsets = indicators
        }
        if let alpha = e.hiddenViewAlpha {
            viewsToHide.removeAll { $0.node == nil }
            for entry in viewsToHide { entry.node?.alpha = alpha }
        }
        for effect in e.statusBar { perform(effect) }
        switch e.shiftAnimation {
        case true?:
            shiftAnimationToken?.cancel()
            shiftAnimationToken = frameClock.addFrameHandler { [weak header = self] clock in
                let duration = clock.frameDuration
                header?.send(.shiftAnimationFrame(duration: duration))
            }
        case false?:
            shiftAnimationToken?.cancel()
            shiftAnimationToken = nil
        case nil:
            break
        }
        applyDetentEffects(e)
    }

    /// Makes writes to scroll views named by key, in order, each worked out against the scroll
    /// view's values now (see `ScrollViewWrite`); a scroll view that is gone is skipped.
    func applyScrollViewWrites(_ writes: [ScrollViewWrite]) {
        /// Writes an offset only when it is finite and changes, and notes the tracking scroll
        /// view's position as the last one seen, so the write does not count as scrolling.
        func placeOffset(_ p: CGPoint, of sv: ScrollNode) {
            if p.isFinitePoint && sv.contentOffset != p { writingNodes { sv.contentOffset = p } }
            solveAndApply { $0.refreshLastOffset() }
        }
        for write in writes {
            guard let sv = write.target.scrollView else { continue }
            switch write.change {
            case .addToContentInsetTop(let d):
                var inset = sv.contentInset
                inset.top += d
                sv.contentInset = inset
            case .removeFromContentInset(let top, let bottom):
                var inset = sv.contentInset
                inset.top -= top
                inset.bottom -= bottom
                if inset != sv.contentInset { writingNodes { sv.contentInset = inset } }
            case .removeFromIndicatorTop(let d):
                var indicators = sv.scrollIndicatorInsets
                indicators.top -= d
                sv.scrollIndicatorInsets = indicators
            case .restoreOffset(let p):
                if sv.contentOffset != p { writingNodes { sv.contentOffset = p } }
            case .placeOffset(let p):
                placeOffset(p, of: sv)
            case .compensateOffsetY(let d):
                placeOffset(CGPoint(x: sv.contentOffset.x, y: sv.contentOffset.y + d), of: sv)
            case .moveOffsetY(let d):
                writingNodes { sv.contentOffset.y += d }
            case .raiseOffsetY(let y):
                if sv.contentOffset.y < y { writingNodes { sv.contentOffset.y = y } }
            case .addToContentInset(let top, let bottom):
                var inset = sv.contentInset
                inset.top += top
                inset.bottom += bottom
                writingNodes { sv.contentInset = inset }
            case .putBackOffsetY(let y):
                if offsetRange(of: sv).isHolding(y) { writingNodes { sv.contentOffset.y = y } }
            case .scrollOffset(let p):
                sv.contentOffset = p
            }
        }
    }

    // MARK: Status bar

    /// Applies one of the status-bar shifter's effects.
    func perform(_ effect: StatusBarShifterModel.Effect) {
        switch effect {
        case .cancelInvalidation:
            replicaInvalidation?.cancel()
            replicaInvalidation = nil
        case .removeReplica:
            replica?.removeFromSuperview()
            replica = nil
        case .createReplica(let lifetime):
            let height = window?.statusBarHeight ?? 0
            let node = ViewNode(frame: CGRect(x: 0, y: 0, width: window?.bounds.width ?? 0, height: height))
            node.clipsToBounds = true
            node.isUserInteractionEnabled = false
            node.accessibilityIdentifier = "FlexibleHeaderStatusBarReplica"
            node.isHidden = state.shifter.isChangingOrientation
            addSubview(node)
            replica = node
            replicaInvalidation = frameClock.schedule(after: lifetime) { [weak header = self] in
                header?.send(.replicaExpired)
            }
        case .prefersStatusBarHiddenChanged:
            statusBarAppearanceNeedsUpdate()
        }
    }

    /// Asks the owner to re-resolve the status bar; afterwards the injection follows the new
    /// status bar and the content stays where it was, without counting as scrolling.
    func statusBarAppearanceNeedsUpdate() {
        let sv = storedTrackingScrollView
        let saved = sv?.contentOffset
        pipeline.currentCause = pipeline.statusBarFlipCause()
        delegate?.flexibleHeaderViewNeedsStatusBarAppearanceUpdate(self)
        pipeline.currentCause = .external
        send(.statusBarAppearanceChanged(scrollView: sv, savedOffset: saved))
    }

    /// The window reported a new status-bar height; a hidden status bar keeps the last one.
    func statusBarHeightDidChange(_ height: CGFloat) {
        state.windowStatusBarHeightChanged(to: height)
    }
}
