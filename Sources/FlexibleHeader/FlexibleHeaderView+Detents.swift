import Canopy
import Foundation

extension FlexibleHeaderView {
    // MARK: Snapping

    /// Where drags and flings may leave the header; default `.none` (the original's behaviour).
    ///
    /// Needs the drag events forwarded (`trackingScrollViewWillEndDragging…`, `…DidEndDragging…`,
    /// `…DidEndDecelerating`). Refused (`header.invalidDetent`, old value kept): a detent outside
    /// `minimumHeight...maximumHeight` or not finite, `hidden` while the shift behaviour cannot
    /// move the header off screen (set `shiftBehavior` first), and a detent listed twice.
    public var snapping: HeaderSnapping {
        get { settings.snapping }
        set {
            let frame = makeSolver().detentFrame
            // A set finds a detent listed twice in one pass, however many detents there are.
            var seen = Set<HeaderDetent>(minimumCapacity: newValue.detents.count)
            for detent in newValue.detents {
                if !seen.insert(detent).inserted {
                    return refuseDetent("snapping", detent, "it is listed twice")
                }
                if let problem = DetentMath.problem(with: detent, in: frame) {
                    return refuseDetent("snapping", detent, problem)
                }
            }
            settings.snapping = newValue
        }
    }

    /// The detent the header rests at, or nil while it moves (a drag, a fling, an animation)
    /// or rests between detents.
    ///
    /// The snapping detents are checked first, in their order, then the detent last passed to
    /// `setDetent`, then `expanded`, `collapsed` and `hidden`.
    public var restingDetent: HeaderDetent? {
        if state.detentMotion != nil || state.tracking.isAnimatingShift { return nil }
        if let sv = storedTrackingScrollView, sv.isTracking || sv.isDragging || sv.isDecelerating { return nil }
        return makeSolver().restingDetent(preferring: settings.snapping.detents + (state.requestedDetent.map { [$0] } ?? []))
    }

    // MARK: Moving to a detent

    /// Moves the header to `detent`, animated over 0.3 s on the window's frame clock, or at
    /// once when `animated` is false or reduce-motion is on.
    ///
    /// Works from any state: a running fling stops where it is, a running move is replaced
    /// (its completion hears false). Content attached to the header's bottom edge moves with
    /// it (the scroll offset follows, so no gap opens and nothing jumps); content scrolled
    /// under the header stays where it is while the header grows over it or shrinks back, and
    /// collapses again as the content scrolls on. A hidden header never leaves the content's
    /// top showing below it: such content scrolls up to the hidden header's edge.
    ///
    /// A scroll the move did not cause (a drag, the app setting the offset) and a switch of the
    /// tracking scroll view end the move where it is. With ``preventsJumps`` the move starts
    /// from the frame the header shows, every frame moves it toward the detent only, and a
    /// change that keeps the header still ends the move too.
    ///
    /// - Parameters:
    ///   - detent: where the header goes.
    ///   - animated: move over 0.3 s on the frame clock (ignored while reduce-motion is on).
    ///   - completion: called once, with true when the header arrived and false when a drag,
    ///     an outside scroll, a tracking switch, the header leaving its window (or its window
    ///     being released) or another call interrupted the move. A refused call (`header.invalidDetent`,
    ///     `header.noTrackingScrollView`) calls it with false and changes nothing. It is called
    ///     once the event that ended the move is complete; a call made from a completion runs
    ///     after that completion returns, so chains of moves of any length never nest.
    public func setDetent(_ detent: HeaderDetent, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard let sv = storedTrackingScrollView else {
            Diagnostics.report(
                code: "header.noTrackingScrollView",
                "Refused setDetent(\(detent)) on \(diagnosticName): a detent move needs a tracking scroll view.")
            if let completion { finishDetentMove(completion, arrived: false) }
            return
        }
        if let problem = DetentMath.problem(with: detent, in: makeSolver().detentFrame) {
            refuseDetent("setDetent", detent, problem)
            if let completion { finishDetentMove(completion, arrived: false) }
            return
        }
        let id = state.nextDetentMotionID()
        if let completion { detentCompletions[id] = completion }
        let duration = animated && !reduceMotionStatus() ? DetentMath.animationDuration : 0
        // A move asked for: with `preventsJumps` the header must not be held where it was.
        send(.moveToDetent(HeaderEvent.DetentMove(detent: detent, duration: duration, id: id, scrollView: sv)))
    }

    /// Stops a fling of the scroll view a move asked for by `setDetent` runs over, before the
    /// move is planned: the events the stop causes run first, so the move starts from the
    /// offset and state they leave.
    func stopFling(before move: HeaderEvent.DetentMove) {
        let sv = move.scrollView
        guard sv.isDecelerating else { return }
        // The fling stops where it is; its end must not start the shift band's settling.
        state.tracking.flingStoppedByCode()
        writingNodes { sv.stopScrolling() }
    }

    /// One frame of the detent move: the content offset first (when it moves), then the header.
    func detentAnimationFrame() {
        guard let motion = state.detentMotion else {
            detentAnimationToken?.cancel()
            detentAnimationToken = nil
            return
        }
        let now = frameClock.now
        let finished = motion.isFinished(at: now)
        let p = finished ? 1 : motion.progress(at: now)
        if let y = motion.offsetY(at: p), let sv = storedTrackingScrollView {
            let target = CGPoint(x: sv.contentOffset.x, y: y)
            solveAndApply(scrollWritesCountAsScrolling: false) { $0.effects.offsetWrite = .set(target) }
        }
        solveAndApply { $0.stepDetentMotion(motion, fraction: p, finishes: finished) }
    }

    /// Starts or stops the detent frame handler, runs a move without animation at once, and
    /// queues the completions of moves that ended.
    ///
    /// The frame handler runs on the clock the move started on. A move outlives that clock's
    /// frames only by mistake: when the header is no longer under it (it left for another
    /// tree) or its owner is released, the move ends where it is.
    func applyDetentEffects(_ e: HeaderEffects) {
        switch e.detentAnimation {
        case true?:
            detentAnimationToken?.cancel()
            detentAnimationToken = frameClock.addFrameHandler(
                { [weak header = self] clock in
                    guard let header else { return }
                    if clock !== header.frameClock { return header.endDetentMoveOffClock() }
                    header.send(.detentAnimationFrame)
                },
                ownerReleased: { [weak header = self] in header?.endDetentMoveOffClock() })
        case false?:
            detentAnimationToken?.cancel()
            detentAnimationToken = nil
        case nil:
            break
        }
        for ended in e.endedDetentMotions {
            if let completion = detentCompletions.removeValue(forKey: ended.id) {
                finishDetentMove(completion, arrived: ended.arrived)
            }
        }
        if e.runsDetentMotionNow { detentAnimationFrame() }
    }

    /// Ends a running move where the header is, its completion hearing false: the clock that
    /// drives it no longer drives this header.
    func endDetentMoveOffClock() {
        guard state.detentMotion != nil || detentAnimationToken != nil else { return }
        send(.detentClockLost)
    }

    /// Queues a completion with its answer and, outside an event, delivers the queue.
    ///
    /// Completions run after the event that ended their move, in order, from one loop: a
    /// completion that asks for another move adds that move's completion to the same queue
    /// instead of calling it from inside itself, so no chain nests or is cut short.
    func finishDetentMove(_ completion: @escaping (Bool) -> Void, arrived: Bool) {
        pendingDetentCompletions.append((completion, arrived))
        if pipeline.isBusy {
            pipeline.needsWrapUp = true
        } else {
            deliverDetentCompletions()
        }
    }

    /// Calls the queued completions in order, including those queued meanwhile; a call from
    /// inside a completion returns at once and leaves the work to the loop already running.
    func deliverDetentCompletions() {
        guard !isDeliveringDetentCompletions, !pendingDetentCompletions.isEmpty else { return }
        isDeliveringDetentCompletions = true
        defer { isDeliveringDetentCompletions = false }
        var next = 0
        while next < pendingDetentCompletions.count {
            let (completion, arrived) = pendingDetentCompletions[next]
            next += 1
            completion(arrived)
            // A chain of any length holds few entries: delivered ones go once they are half
            // the queue (and more than a handful, so short queues are not shifted each time).
            if next > 64 && next * 2 >= pendingDetentCompletions.count {
                pendingDetentCompletions.removeFirst(next)
                next = 0
            }
        }
        pendingDetentCompletions.removeAll()
    }

    func refuseDetent(_ call: String, _ detent: HeaderDetent, _ problem: String) {
        Diagnostics.report(
            code: "header.invalidDetent", "Refused \(call) with detent \(detent) on \(diagnosticName): \(problem).")
    }

    // MARK: Content behaviours

    /// What the header does while the tracked content is short; default `.original`.
    public var shortContentBehavior: ShortContentBehavior {
        get { settings.shortContentBehavior }
        set {
            if newValue == settings.shortContentBehavior { return }
            settings.shortContentBehavior = newValue
            send(.layout)
        }
    }

    /// With shifting, a scroll back far from the top brings the header back and grows it to
    /// its maximum height, its bottom edge following the content one to one; it collapses
    /// again as the content scrolls on. Default false (the header returns at its minimum).
    public var expandsOnReturn: Bool {
        get { settings.expandsOnReturn }
        set { settings.expandsOnReturn = newValue }
    }
}
