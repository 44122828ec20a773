import Foundation

extension WindowNode {
    /// The longest `tap(at:)` and `perform(_:)` run the clock afterwards while effects settle
    /// (animations, a double tap's wait), in seconds.
    public static let touchSettleTimeout: TimeInterval = 5
    /// How long a tap's finger stays down, in seconds: about a tenth of a second, a brisk
    /// tap on a phone (well under a long press's half second).
    public static let tapDuration: TimeInterval = 0.1
    /// The pause between the taps of `tap(at:count:)`, in seconds (inside the multi-tap interval).
    public static let tapInterval: TimeInterval = 0.1

    var touchDispatcher: TouchDispatcher {
        let state = interactionState ?? NodeInteractionState()
        interactionState = state
        if let d = state.dispatcher { return d }
        let d = TouchDispatcher(window: self)
        state.dispatcher = d
        return d
    }

    /// The fingers down in the window, in the order they went down.
    public var activeTouches: [Touch] { interactionState?.dispatcher?.touches ?? [] }

    /// Puts a finger down at `point` (window coordinates) and delivers it through hit testing
    /// and gesture recognizers; returns the touch to move and lift later.
    ///
    /// Returns nil with a diagnostic when no view takes the point: outside the window
    /// (`touch.outsideWindow`), a hidden window or no interactive view (`touch.noView`).
    /// A decelerating scroll node under the finger stops, and takes the touch itself.
    @discardableResult
    public func beginTouch(at point: CGPoint) -> Touch? {
        touchDispatcher.begin(at: point)
    }

    /// Moves a finger that is down to `point` (window coordinates); a touch not down is
    /// refused (`touch.notActive`).
    public func moveTouch(_ touch: Touch, to point: CGPoint) { touchDispatcher.move(touch, to: point) }

    /// Lifts a finger that is down where it is; a touch not down is refused (`touch.notActive`).
    public func endTouch(_ touch: Touch) { touchDispatcher.end(touch) }

    /// Cancels a finger that is down, as the system does when it takes a touch away.
    public func cancelTouch(_ touch: Touch) { touchDispatcher.cancel(touch) }

    /// Taps `count` times at `point` (window coordinates), each tap down for `tapDuration`
    /// and `tapInterval` apart, then runs the clock until the effects settle (at most
    /// `touchSettleTimeout`) and at least the multi-tap interval has passed since the lift,
    /// so the next call is a new tap rather than a repeat (use `count` for a double tap).
    ///
    /// A point no view takes is reported as `beginTouch(at:)` does; a call from inside a
    /// frame of the window's clock (`touch.duringFrame`) or a count below 1 or above 10
    /// (`touch.invalidCount`) is refused.
    public func tap(at point: CGPoint, count: Int = 1) {
        guard (1...10).contains(count) else {
            return Diagnostics.report(code: "touch.invalidCount", "Refused tap(at: \(point), count: \(count)): the count must be 1 to 10.")
        }
        var sequence = TouchSequence()
        for i in 0..<count {
            if i > 0 { sequence = sequence.hold(Self.tapInterval) }
            sequence = sequence.down(at: point).hold(Self.tapDuration).up()
        }
        guard sequence.validationError() == nil, !clock.isRunningFrame else {
            perform(sequence)  // reports the refusal
            return
        }
        let lifted = clock.now + Double(count) * Self.tapDuration + Double(count - 1) * Self.tapInterval
        perform(sequence)
        // Separate calls are separate taps, as a user's are: the next one starts after the
        // multi-tap interval, so it does not count as a repeat of this one.
        let wait = lifted + TouchDispatcher.multiTapInterval + clock.frameDuration - clock.now
        if wait > 0 { clock.advance(by: wait) }
    }

    /// Taps the centre of the visible view whose `accessibilityIdentifier` is `identifier`,
    /// as `tap(at:)` does.
    ///
    /// A missing identifier (`touch.missingView`) or a view that is hidden, inside a hidden
    /// view or without a visible part in the window (`touch.hiddenView`) is reported, and
    /// nothing is tapped. The tap goes through hit testing: a view covered by another gives
    /// its touch to the one on top, as a finger would.
    public func tap(identifier: String) {
        var found: ViewNode?
        forEachInSubtree { node in
            if found == nil, node.accessibilityIdentifier == identifier { found = node }
        }
        guard let view = found else {
            return Diagnostics.report(
                code: "touch.missingView", "Refused tap(identifier: \"\(identifier)\"): no view in \(diagnosticName) has that identifier.")
        }
        var node: ViewNode? = view
        while let n = node {
            if n.isHidden || n.alpha < 0.01 {
                return Diagnostics.report(
                    code: "touch.hiddenView", "Refused tap(identifier: \"\(identifier)\"): \(view.diagnosticName) is hidden or transparent.")
            }
            node = n.superview
        }
        let rect = view.convert(view.bounds, to: self).intersection(bounds)
        guard !rect.isNull, rect.width > 0, rect.height > 0 else {
            return Diagnostics.report(
                code: "touch.hiddenView", "Refused tap(identifier: \"\(identifier)\"): \(view.diagnosticName) has no visible part in the window.")
        }
        tap(at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Replays a scripted finger on the clock, then runs it until the effects settle (at most
    /// `touchSettleTimeout`).
    ///
    /// An invalid sequence is refused before anything runs (`touch.invalidSequence`, naming
    /// the step); so is a call from inside a frame of the window's clock (`touch.duringFrame`).
    /// A finger left down at the end stays down (lift it with `endTouch(_:)`).
    @discardableResult
    public func perform(_ sequence: TouchSequence) -> Touch? {
        if let problem = sequence.validationError() {
            Diagnostics.report(code: "touch.invalidSequence", "Refused a touch sequence in \(diagnosticName): \(problem)")
            return nil
        }
        guard !clock.isRunningFrame else {
            Diagnostics.report(
                code: "touch.duringFrame",
                "Refused a touch sequence in \(diagnosticName): its clock is running a frame, and the sequence needs frames of its own.")
            return nil
        }
        var touch: Touch?
        for step in sequence.steps {
            switch step {
            case .down(let p):
                touch = beginTouch(at: p)
            case .move(let p, let duration):
                guard let t = touch, activeTouches.contains(where: { $0 === t }) else { continue }
                let start = t.locationInWindow
                let n = Swift.max(1, Int((duration / clock.frameDuration).rounded()))
                for i in 1...n {
                    if duration > 0 { clock.advanceFrame() }
                    let f = CGFloat(i) / CGFloat(n)
                    moveTouch(t, to: CGPoint(x: start.x + (p.x - start.x) * f, y: start.y + (p.y - start.y) * f))
                }
            case .hold(let duration):
                clock.advance(by: duration)
            case .up:
                if let t = touch, activeTouches.contains(where: { $0 === t }) { endTouch(t) }
                touch = nil
            case .cancel:
                if let t = touch, activeTouches.contains(where: { $0 === t }) { cancelTouch(t) }
                touch = nil
            }
        }
        clock.runUntilIdle(maxFrames: Swift.max(1, Int((Self.touchSettleTimeout / clock.frameDuration).rounded())))
        return touch
    }
}
