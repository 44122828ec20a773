import Foundation

/// Delivers a window's touches: hit testing, gesture recognizers first, then the views, with
/// UIKit's rules for cancelling and delaying what the views hear.
///
/// One per window, made on the first touch. Each change of a finger becomes one `Event`:
/// the recognizers on the touch's view and its ancestors (deepest first) receive it, then the
/// touch's view does, unless a recognizer delays it (`delaysTouchesBegan`,
/// `delaysTouchesEnded`) or has taken the touch (`cancelsTouchesInView`). After every change
/// the dispatcher settles: recognizers waiting on `require(toFail:)` proceed or fail, delayed
/// phases reach the views, and finished recognizers reset.
final class TouchDispatcher {
    unowned let window: WindowNode
    /// The fingers down, in the order they went down.
    private(set) var touches: [Touch] = []
    /// Recognizers that received touches since their last reset.
    private(set) var participants: [GestureRecognizer] = []
    /// Touches (down or lifted) whose view is owed delayed phases.
    private var delayedTouches: [Touch] = []
    /// The last lifted touch, for counting taps in quick succession.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
    /// Nesting of deliveries in progress; settling waits for the outermost to finish.
    private var deliveryDepth = 0
    private var isSettling = false

    /// Longest pause, in seconds, between one tap lifting and the next going down for the
    /// next to count as a repeat (`tapCount` + 1); iOS's multi-tap interval, which UIKit does
    /// not publish, is close to a third of a second.
    static let multiTapInterval: TimeInterval = 0.35
    /// Farthest, in points, the next tap may land from the last for it to count as a repeat:
    /// a fingertip's width, as on iOS.
    static let multiTapDistance: CGFloat = 45

    init(window: WindowNode) { self.window = window }

    private var now: TimeInterval { window.clock.now }

    private func event() -> Event { Event(timestamp: now, touches: Set(touches)) }

    // MARK: Fingers

    /// Puts a finger down at `point` (window coordinates); nil, with a diagnostic, when no
    /// view takes it.
    func begin(at point: CGPoint) -> Touch? {
        guard point.isFinitePoint else {
            Diagnostics.report(code: "touch.nonFinite", "Refused a touch at \(point) in \(window.diagnosticName): coordinates must be finite.")
            return nil
        }
        guard window.bounds.contains(point) else {
            Diagnostics.report(
                code: "touch.outsideWindow", "Ignored a touch at \(point): it is outside \(window.diagnosticName), whose bounds are \(window.bounds)."
            )
            return nil
        }
        guard let hit = window.hitTest(point) else {
            Diagnostics.report(
                code: "touch.noView",
                "Ignored a touch at \(point) in \(window.diagnosticName): no view takes it (the window is hidden or does not take touches).")
            return nil
        }
        let target = Self.stoppingFling(from: hit) ?? hit
        let count: Int
        if let last = lastTap, now - last.time < Self.multiTapInterval,
            hypot(point.x - last.location.x, point.y - last.location.y) <= Self.multiTapDistance
        {
            count = last.count + 1
        } else {
            count = 1
        }
        let touch = Touch(location: point, timestamp: now, tapCount: count, view: target, window: window)
        touch.gestureRecognizers = recognizers(for: target, touch: touch)
        touches.append(touch)
        for r in touch.gestureRecognizers {
            if !participants.contains(where: { $0 === r }) { participants.append(r) }
            r.dispatcher = self
            r.touches.append(touch)
        }
        deliver(.began, [touch])
        return touch
    }

    /// Moves a finger to `point` (window coordinates).
    func move(_ touch: Touch, to point: CGPoint) {
        guard isActive(touch, "move") else { return }
        guard point.isFinitePoint else {
            return Diagnostics.report(code: "touch.nonFinite", "Refused moving a touch to \(point): coordinates must be finite.")
        }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.timestamp = now
        touch.phase = point == touch.previousLocationInWindow ? .stationary : .moved
        deliver(.moved, [touch])
    }

    /// Lifts a finger where it is.
    func end(_ touch: Touch) {
        guard isActive(touch, "end") else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.timestamp = now
        touch.phase = .ended
        lastTap = (touch.locationInWindow, now, touch.tapCount)
        deliver(.ended, [touch])
    }

    /// Cancels a finger (the system took it away).
    func cancel(_ touch: Touch) {
        guard isActive(touch, "cancel") else { return }
        touch.timestamp = now
        touch.phase = .cancelled
        deliver(.cancelled, [touch])
    }

    /// Cancels every finger down (the window went away, or a test asked).
    func cancelAll() {
        for t in touches { cancel(t) }
    }

    private func isActive(_ touch: Touch, _ what: String) -> Bool {
        guard touches.contains(where: { $0 === touch }) else {
            Diagnostics.report(
                code: "touch.notActive", "Refused to \(what) a touch that is not down in \(window.diagnosticName) (it ended, or belongs elsewhere).")
            return false
        }
        return true
    }

    /// The scroll node a finger stops, if `view` or an ancestor is decelerating or animating
    /// its offset: as on iOS, the touch that stops a fling goes to the scroll node, not the
    /// content under the finger.
    private static func stoppingFling(from view: ViewNode) -> ScrollNode? {
        var node: ViewNode? = view
        while let n = node {
            if let scroll = n as? ScrollNode, scroll.motion != nil {
                scroll.stopScrolling()
                scroll.cancelAnimationIfAny()
                return scroll
            }
            node = n.storedSuperview
        }
        return nil
    }

    /// The enabled recognizers of `view` and its ancestors, deepest first, that are ready
    /// for a new touch and whose delegates accept it.
    private func recognizers(for view: ViewNode, touch: Touch) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var node: ViewNode? = view
        while let n = node {
            if let scroll = n as? ScrollNode, scroll.isScrollEnabled { _ = scroll.panGestureRecognizer }
            for r in n.interactionState?.gestureRecognizers ?? [] where r.isEnabled && !r.storedState.isFinal {
                if let d = r.delegate, !d.gestureRecognizer(r, shouldReceive: touch) { continue }
                result.append(r)
            }
            node = n.storedSuperview
        }
        return result
    }

    // MARK: Delivery

    private func deliver(_ phase: Touch.Phase, _ changed: [Touch]) {
        let event = event()
        deliveryDepth += 1
        var seen: [GestureRecognizer] = []
        for t in changed {
            for r in t.gestureRecognizers where !seen.contains(where: { $0 === r }) { seen.append(r) }
        }
        for r in seen where r.dispatcher === self && !r.storedState.isFinal {
            let mine = Set(changed.filter { t in t.gestureRecognizers.contains { $0 === r } })
            switch phase {
            case .began: r.touchesBegan(mine, with: event)
            case .moved, .stationary: r.touchesMoved(mine, with: event)
            case .ended: r.touchesEnded(mine, with: event)
            case .cancelled: r.touchesCancelled(mine, with: event)
            }
        }
        for t in changed { deliverToView(t, phase, event) }
        if phase == .ended || phase == .cancelled {
            touches.removeAll { t in changed.contains { $0 === t } }
        }
        deliveryDepth -= 1
        settleAfterChange()
    }

    private func delaysBegan(_ t: Touch) -> Bool {
        t.gestureRecognizers.contains { $0.dispatcher === self && $0.delaysTouchesBegan && $0.storedState == .possible }
    }

    private func delaysEnded(_ t: Touch) -> Bool {
        t.gestureRecognizers.contains { $0.dispatcher === self && $0.delaysTouchesEnded && $0.storedState == .possible }
    }

    private func deliverToView(_ t: Touch, _ phase: Touch.Phase, _ event: Event) {
        guard !t.isWithheldFromView else { return }
        switch phase {
        case .began:
            if delaysBegan(t) { delay(t, .began) } else { send(t, .began, event) }
        case .moved, .stationary:
            if !t.delayedPhases.isEmpty {
                if t.delayedPhases.last != .moved { delay(t, .moved) }
            } else if t.isDeliveredToView {
                send(t, .moved, event)
            }
        case .ended:
            if !t.delayedPhases.isEmpty || delaysEnded(t) { delay(t, .ended) } else { send(t, .ended, event) }
        case .cancelled:
            t.delayedPhases = []
            if t.isDeliveredToView { send(t, .cancelled, event) }
        }
    }

    private func delay(_ t: Touch, _ phase: Touch.Phase) {
        t.delayedPhases.append(phase)
        if !delayedTouches.contains(where: { $0 === t }) { delayedTouches.append(t) }
    }

    private func send(_ t: Touch, _ phase: Touch.Phase, _ event: Event) {
        guard let view = t.view else { return }
        switch phase {
        case .began: t.isDeliveredToView = true
        case .ended, .cancelled:
            guard t.isDeliveredToView else { return }
            t.isDeliveredToView = false
        default: guard t.isDeliveredToView else { return }
        }
        view.callTouchHandler(phase, [t], event)
    }

    /// Takes a touch away from its view: the view hears `touchesCancelled` if it heard the
    /// touch begin, and nothing more of it.
    private func withhold(_ t: Touch) {
        guard !t.isWithheldFromView else { return }
        t.isWithheldFromView = true
        t.delayedPhases = []
        if t.isDeliveredToView { send(t, .cancelled, event()) }
    }

    // MARK: Recognizer relations

    /// Whether two recognizers share a touch.
    private func shareTouches(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.touches.contains { t in b.touches.contains { $0 === t } }
    }

    /// Whether another recognizer on the same touches has begun or been recognized and keeps
    /// `r` from doing so.
    func isPrevented(_ r: GestureRecognizer) -> Bool {
        participants.contains { o in
            o !== r && (o.storedState == .began || o.storedState == .changed || o.storedState == .ended) && shareTouches(o, r)
                && !r.recognizesSimultaneously(with: o) && o.canPrevent(r) && r.canBePrevented(by: o)
        }
    }

    /// `r` just began or was recognized: the recognizers it excludes fail, and its touches
    /// leave their views when it cancels touches in view.
    func recognizerDidRecognize(_ r: GestureRecognizer) {
        for o in participants where o !== r && o.storedState == .possible && shareTouches(o, r) {
            guard !r.recognizesSimultaneously(with: o), r.canPrevent(o), o.canBePrevented(by: r) else { continue }
            o.storedState = .failed
            o.pendingState = nil
        }
        if r.cancelsTouchesInView {
            for t in r.touches { withhold(t) }
        }
    }

    /// `r` failed: recognizers waiting for it may proceed, and delayed touches may flow.
    func recognizerDidFail(_ r: GestureRecognizer) {
        settleAfterChange()
    }

    /// Forgets a recognizer detached from its view.
    func forget(_ r: GestureRecognizer) {
        participants.removeAll { $0 === r }
        for t in touches { t.gestureRecognizers.removeAll { $0 === r } }
    }

    /// Resolves waiting recognizers, delivers delayed phases and resets finished recognizers,
    /// until nothing changes.
    func settleAfterChange() {
        guard deliveryDepth == 0, !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var changed = true
        var rounds = 0
        // Each round either changes a recognizer's state for good or stops, so the number of
        // rounds is bounded by the participants' transitions; the limit guards against a
        // subclass that flips states from its hooks.
        while changed && rounds < 4 * (participants.count + 2) {
            changed = false
            rounds += 1
            for r in participants where r.storedState == .possible {
                if let pending = r.pendingState {
                    switch r.failureRequirementOutcome() {
                    case .wait: continue
                    case .fail:
                        r.storedState = .failed
                        r.pendingState = nil
                    case .proceed:
                        r.pendingState = nil
                        r.requestTransition(to: pending)
                    }
                    changed = true
                } else if touches.isEmpty && !r.hasTimers && !r.touches.isEmpty {
                    // Every finger lifted and nothing of the recognizer's own is pending: the
                    // gesture cannot happen any more.
                    r.requestTransition(to: .failed)
                    changed = true
                }
            }
            if flushDelayedPhases() { changed = true }
            let finished = participants.filter { r in r.storedState.isFinal && r.numberOfTouches == 0 }
            if !finished.isEmpty {
                participants.removeAll { r in finished.contains { $0 === r } }
                for r in finished { r.resetNow() }
                changed = true
            }
        }
    }

    /// Delivers the phases no recognizer delays any more; returns whether any was delivered.
    private func flushDelayedPhases() -> Bool {
        var delivered = false
        for t in delayedTouches {
            if t.isWithheldFromView { t.delayedPhases = [] }
            while let phase = t.delayedPhases.first {
                if phase == .began && delaysBegan(t) { break }
                if phase == .ended && delaysEnded(t) { break }
                t.delayedPhases.removeFirst()
                send(t, phase, event())
                delivered = true
            }
        }
        delayedTouches.removeAll { $0.delayedPhases.isEmpty }
        return delivered
    }
}
