import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Running events

    /// The header's run loop: handles `event` now, or after the current one when the header
    /// is busy with an event.
    ///
    /// When the event and everything it caused are done and a commit of the header ran, the
    /// frame-change delegate hears once, so the owning controller refreshes the content's top
    /// layout guide. Events the delegate causes from that callback are reported again only when
    /// they changed something the guide depends on (frame, status-bar height, tracking scroll
    /// view, shift behaviour, top safe area, maximum height).
    ///
    /// With `preventsJumps`, an event that `holdsStill` ends with the header's frame where the
    /// event found it.
    func send(_ event: HeaderEvent) {
        guard pipeline.begin(event) else { return }
        let hold = beginContinuityHold(holdsStill: event.holdsStill)
        run(event)
        var hasNotified = false
        while true {
            runFollowUps(after: 0)
            endContinuityHold(hold)
            guard pipeline.didCommit else { break }
            // Calls the delegate makes from its callback report again only what they changed,
            // so a delegate that calls back into the header cannot keep it busy.
            let report = currentReport()
            guard !hasNotified || report != pipeline.lastReport else { break }
            hasNotified = true
            pipeline.didCommit = false
            pipeline.lastReport = report
            delegate?.flexibleHeaderViewFrameDidChange(self)
            if !pipeline.hasQueuedEvents { break }
        }
        // One flag covers the rare endings, so a plain scroll event checks nothing more.
        if pipeline.needsWrapUp { return wrapUpEvent() }
        pipeline.end()
        reportProgress()
    }

    /// Chooses how an event is handled: the one place every kind of event is dispatched.
    ///
    /// An event the solver decides from one reading of the inputs is one solve and one apply;
    /// the others write to the scroll view and read its answer before they are decided.
    func run(_ event: HeaderEvent) {
        if let step = solverStep(for: event) {
            // A running fling stops before a detent move is planned over the offset it left.
            if case .moveToDetent(let move) = event { stopFling(before: move) }
            solveAndApply(scrollWritesCountAsScrolling: step.scrollWritesCountAsScrolling) { $0.run(step) }
            return
        }
        switch event {
        case .scroll: scrollEvent()
        case .compensatingOffset: followCompensatingOffset()
        case .adjustedContentInsetChanged(let scrollView): reinjectPreservingOffset(scrollView)
        case .changeContentInsets(let block): changeContentInsetsNow(block)
        case .headerSafeAreaChanged: headerSafeAreaDidChange()
        case .deviceInsetChanged: deviceInsetMayHaveChanged()
        case .topSafeAreaChanged: topSafeAreaInsetDidChange()
        case .topSafeAreaSourceChanged: extractTopSafeArea()
        case .layout: layoutPass()
        case .orientationChanging:
            topSafeAreaInsetDidChange()
            layoutPass()
        case .orientationChanged: layoutPass(refreshingLastOffset: true)
        case .voiceOverChanged: followVoiceOverChange()
        case .minimumHeight(let height): heightsDidChange(state.heights.setMinimumHeight(height))
        case .maximumHeight(let height): heightsDidChange(state.heights.setMaximumHeight(height))
        case .trackingScrollViewWillChange(let scrollView): prepareToTrack(scrollView)
        case .detentAnimationFrame: detentAnimationFrame()
        case .restingPlaceDue: break  // nothing pending, or the content moves: nothing to solve
        case .trackingScrollViewChanged(let scrollView): setTrackingScrollView(scrollView)
        case .dragEnded, .decelerationEnded, .shift, .shiftBehaviorChanged, .statusBarHintChanged, .shadowChanged,
            .commit, .shiftAnimationFrame, .replicaExpired, .detentClockLost, .moveToDetent, .statusBarAppearanceChanged:
            break  // decided by `solverStep` above
        }
    }

    /// The solver step that decides `event` in one solve, with what the view reads for it
    /// before the solve; nil when the event needs no solve or more than one.
    func solverStep(for event: HeaderEvent) -> HeaderSolver.Step? {
        if let step = event.solverStep { return step }
        switch event {
        case .restingPlaceDue: return pendingRestingPlaceStep()
        case .statusBarAppearanceChanged(let scrollView, let savedOffset):
            // Only the tracking scroll view's content goes back; the scroll view's answers to the
            // inset and offset writes cannot change the status bar, so one solve decides it.
            let restoring = scrollView != nil && scrollView === storedTrackingScrollView ? savedOffset : nil
            return .statusBarAppearanceChanged(restoring: restoring)
        default: return nil
        }
    }

    /// Ends an event that dropped follow-ups or ended detent moves: reports the drop, then
    /// after the progress report calls the moves' completions.
    func wrapUpEvent() {
        if pipeline.droppedFollowUps {
            Diagnostics.report(
                code: "header.feedbackLoop",
                "\(diagnosticName) stopped reacting to its own effects after \(HeaderPipeline.maximumFollowUps) follow-up events; a delegate keeps changing what the header reads."
            )
        }
        pipeline.needsWrapUp = false
        pipeline.end()
        reportProgress()
        deliverDetentCompletions()
    }

    /// What the frame-change delegate's listeners read from the header now.
    func currentReport() -> HeaderPipeline.Report {
        HeaderPipeline.Report(
            frame: frame, statusBarHeight: statusBarHeight,
            trackingScrollView: storedTrackingScrollView.map(ObjectIdentifier.init),
            shiftBehavior: settings.shiftBehavior, topSafeAreaInset: state.committedTopSafeAreaInset,
            topSafeAreaGuideHeight: topSafeAreaGuide.frame.height, maximumHeight: state.heights.maximumHeight,
            includesSafeArea: state.heights.includesSafeArea)
    }

    /// Takes the state a solve ends with, by swapping rather than copying it.
    func adopt(_ solver: inout HeaderSolver) {
        solver.writeBack()
        swap(&state, &solver.state)
    }

    /// A solver over the current state and freshly read inputs.
    func makeSolver() -> HeaderSolver {
        #if DEBUG
            pipeline.solveCount += 1
        #endif
        return HeaderSolver(state: state, inputs: readInputs())
    }

    /// A solver that takes the state rather than copying it, for the scroll event's path.
    ///
    /// Until `adopt(_:)` hands the solved state back, the view holds a vacant one, so the caller
    /// must not read `state` in between (the solve itself touches no node, so no callback can).
    /// Copying the state costs about 600 instructions a solve.
    func makeSolverTakingState() -> HeaderSolver {
        #if DEBUG
            pipeline.solveCount += 1
        #endif
        let inputs = readInputs()
        var taken = HeaderState.vacant
        swap(&taken, &state)
        return HeaderSolver(state: taken, inputs: inputs)
    }

    /// Solves one step over fresh inputs, keeps the new state and applies the effects.
    ///
    /// - Returns: whether the effects wrote to the tracking scroll view, so the next step must
    ///   read it again.
    @discardableResult
    func solveAndApply(scrollWritesCountAsScrolling: Bool = true, _ step: (inout HeaderSolver) -> Void) -> Bool {
        var solver = makeSolver()
        step(&solver)
        adopt(&solver)
        apply(solver.effects, scrollWritesCountAsScrolling: scrollWritesCountAsScrolling)
        return solver.effects.writesScrollView
    }

    /// Decides a scroll-view step over a fresh reading of `sv` and the state, keeps the state it
    /// changed and applies the writes it asks for; no solve of the header's other inputs (see
    /// `HeaderSolver.ScrollViewStep`).
    ///
    /// - Returns: whether the step asked for writes.
    @discardableResult
    func runScrollViewStep(_ step: HeaderSolver.ScrollViewStep, on sv: ScrollNode) -> Bool {
        let writes = HeaderSolver.run(step, on: readStepReading(sv), settings: settings, state: &state)
        if writes.isEmpty { return false }
        apply(HeaderEffects(scrollViewWrites: writes))
        return true
    }

    /// Reads everything a solve needs from the world, once.
    func readInputs() -> HeaderInputs {
        let window = self.window
        var scroll: HeaderInputs.Scroll?
        let bottomEdgeOffset: CGFloat
        let b = bounds
        let c = center
        let tracked = storedTrackingScrollView
        if let tracked { scroll = readScroll(tracked, isTracked: true) }
        // The bounds in the superview's space are the frame; only other spaces need a walk.
        let target = tracked?.superview
        let rect = target != nil && target === superview ? frame : convert(b, to: target)
        bottomEdgeOffset = (rect.isNull ? frame.maxY : rect.maxY) - (c.y + b.height / 2)
        var source: HeaderInputs.SourceReading?
        if state.topSafeArea.infersFromViewController {
            var reading = HeaderInputs.SourceReading(safeAreaTop: nil, additionalTop: 0, ownInjection: nil)
            if let s = storedTopSafeAreaSource, s.isViewLoaded, let view = s.viewIfLoaded {
                reading.safeAreaTop = view.safeAreaInsets.top
                reading.additionalTop = s.additionalSafeAreaInsets.top
                reading.ownInjection = ownInjectionProvider?(s)
            }
            source = reading
        }
        return HeaderInputs(
            scroll: scroll, deviceTopInset: window?.safeAreaInsets.top ?? 0,
            statusBarHeight: window?.statusBarHeight ?? 0, statusBarIsHidden: window?.isStatusBarHidden ?? false,
            isVoiceOverRunning: voiceOverStatus(), now: frameClock.now, bounds: b, center: c,
            bottomEdgeOffset: bottomEdgeOffset, settings: settings, replicaFrame: replica?.frame,
            windowWidth: window?.bounds.width ?? 0, source: source)
    }

    /// Reads one scroll view the way a solve needs it.
    func readScroll(_ sv: ScrollNode, isTracked: Bool? = nil) -> HeaderInputs.Scroll {
        let inset = sv.contentInset
        return HeaderInputs.Scroll(
            node: sv, isTracked: isTracked ?? (sv === storedTrackingScrollView), contentOffset: sv.contentOffset, contentInset: inset,
            adjustmentTop: sv.adjustedContentInset.top - inset.top, indicatorTop: sv.scrollIndicatorInsets.top,
            contentHeight: sv.contentSize.height, boundsHeight: sv.bounds.height, isTracking: sv.isTracking,
            isPaging: sv.isPagingEnabled, isWebContent: sv.isWebContent,
            adjustmentIsNever: sv.contentInsetAdjustmentBehavior == .never,
            refreshHeight: sv.refreshControl.map { $0.isRefreshing ? $0.height : 0 } ?? 0,
            containsHeader: superview === sv)
    }

    /// Reads one scroll view the way a scroll-view step needs it: a solve's reading plus its
    /// valid range and motion.
    func readStepReading(_ sv: ScrollNode) -> HeaderInputs.ScrollStepReading {
        HeaderInputs.ScrollStepReading(
            scroll: readScroll(sv), adjustedBottom: sv.adjustedContentInset.bottom,
            minimumContentOffset: sv.minimumContentOffset, maximumContentOffset: sv.maximumContentOffset,
            isDecelerating: sv.isDecelerating)
    }

    // MARK: Layout

    /// The layout pass: settings that may move the scroll view first, then the layout proper
    /// over what the scroll view settled on.
    ///
    /// With `refreshingLastOffset`, the pass first notes the scroll view's offset as the last
    /// one seen, on the same solver: the note changes only the state and writes nothing the
    /// layout would read back, so one reading of the inputs serves both.
    func layoutPass(refreshingLastOffset: Bool = false) {
        guard storedTrackingScrollView != nil else {
            if refreshingLastOffset { solveAndApply { $0.refreshLastOffset() } }
            return
        }
        var solver = makeSolverTakingState()
        if refreshingLastOffset { solver.refreshLastOffset() }
        runLayout(&solver)
    }

    /// Runs a layout pass on `solver`, whose inputs are current, and applies it.
    func runLayout(_ solver: inout HeaderSolver) {
        let injection = solver.prepareLayout()
        if solver.effects.writesScrollView || !solver.effects.statusBar.isEmpty {
            adopt(&solver)
            apply(solver.effects)
            finishInjection(injection)
            solveAndApply { $0.layout() }
        } else {
            solver.layout()
            adopt(&solver)
            apply(solver.effects)
        }
    }

    /// After an inset write settled: the status-bar check, and the offset compensation it asks for.
    func finishInjection(_ injection: HeaderSolver.Injection, compensatesStatusBarChange: Bool = true) {
        guard injection.checksStatusBarAfterInset else { return }
        solveAndApply { $0.settleInjection(injection, compensatesStatusBarChange: compensatesStatusBarChange) }
    }

    /// Runs the layout pass as an event of its own; the compatibility entry for tests.
    func updateLayout() { send(.layout) }

    /// Commits the current shift without a layout pass; the compatibility entry for tests.
    func commitAccumulatorToFrame() { send(.commit) }

    // MARK: Scroll events

    /// The tracking scroll view's offset changed (forwarded or observed).
    func contentOffsetDidChange() {
        send(offsetWriteCompensatesRowsAbove() ? .compensatingOffset : .scroll)
    }

    /// Runs the events queued after `mark`, each with its cause. After a step is applied this
    /// runs what applying it caused before the event goes on: a node's answer to the header's
    /// write belongs to that write.
    func runFollowUps(after mark: Int) {
        while let item = pipeline.next(after: mark) {
            let previous = pipeline.swapRunningCause(item.cause)
            run(item.event)
            _ = pipeline.swapRunningCause(previous)
        }
    }

    /// Writes to nodes outside a solve's effects, then runs the events the writes caused.
    func writingNodes(_ body: () -> Void) {
        let mark = pipeline.queueCount
        body()
        runFollowUps(after: mark)
    }

    /// Follows the tracking scroll view's offset, then lays out unless the header caused the
    /// scroll itself or a rotation is in progress.
    ///
    /// With `refreshingLastOffset`, the offset is first noted as the last one seen, on the same
    /// solver (see `layoutPass(refreshingLastOffset:)`).
    func scrollEvent(refreshingLastOffset: Bool = false) {
        guard let sv = storedTrackingScrollView else {
            if refreshingLastOffset { solveAndApply { $0.refreshLastOffset() } }
            return
        }
        // Scroll events the header caused itself, and those during a rotation, do not lay out.
        let countsAsScrolling = pipeline.runningCause != .ownScrollViewWrite
        var solver = makeSolverTakingState()
        if refreshingLastOffset { solver.refreshLastOffset() }
        let continuation = solver.beginScrollEvent(
            isLastSubview: superview !== sv || sv.subviews.last === self, isOutsideScroll: countsAsScrolling)
        switch continuation {
        case .stop:
            adopt(&solver)
            apply(solver.effects)
            return
        case .rereadThenFollow:
            adopt(&solver)
            apply(solver.effects)
            solveAndApply { s in
                s.refreshLastOffset()
                s.followScrollView()
            }
        case .follow:
            solver.followScrollView()
            // Nothing moved: the layout pass goes on with the same inputs.
            if solver.effects.isEmpty && !solver.state.isRotating && countsAsScrolling {
                runLayout(&solver)
                return
            }
            adopt(&solver)
            apply(solver.effects)
        }
        if state.isRotating || !countsAsScrolling { return }
        layoutPass()
    }

    /// VoiceOver started or stopped: clamp and lay out.
    func voiceOverStatusDidChange() { send(.voiceOverChanged) }

    /// Follows a VoiceOver change: a header inside its scroll view clamps it, others lay out.
    func followVoiceOverChange() {
        if let sv = storedTrackingScrollView, superview === sv, !state.isRotating {
            scrollEvent()
        } else {
            layoutPass()
        }
    }

    /// The frame was set from outside: lay out unless a rotation is in progress.
    func frameDidChangeFromOutside() {
        if state.isRotating { return }
        send(.layout)
    }

    /// What a height setter asks for: keep the content still while re-injecting, then lay out.
    func heightsDidChange(_ notifications: [HeightModel.Notification]) {
        for note in notifications {
            switch note {
            case .maximumChanged: reinjectPreservingOffset(storedTrackingScrollView)
            case .minMaxChanged: layoutPass()
            }
        }
    }
}
