import Foundation

extension ViewNode {
    /// The clock animating this view: its window's, or its tree root's own clock outside a window.
    public var frameClock: FrameClock {
        if let w = storedWindow { return w.clock }
        return treeRoot.ownClock
    }

    /// Animates the changes `animations` makes to views' `frame`, `bounds`, `center`,
    /// `transform`, `alpha` and `backgroundColor` over `duration` seconds of each view's frame
    /// clock, after `delay`, then calls `completion` (`UIView.animate`).
    ///
    /// The model takes the new values at once, as in UIKit; what is drawn (``presentation``)
    /// moves from the old values along the options' curve (ease-in-ease-out by default).
    /// `completion` runs on a frame after the last animation ends, with `false` when one was
    /// removed early or its window released; when nothing animatable changed, it runs on the
    /// next frame of the first view touched, or at once when no view was. A nested call
    /// inherits the enclosing duration and curve unless its options override them.
    /// A negative, NaN or infinite duration or delay is refused with `animation.invalidTiming`
    /// and the changes apply without animation, completion `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, curve: options.curve, options: options, animations: animations, completion: completion)
    }

    /// Animates `animations` over `duration` seconds with the default curve, then calls
    /// `completion` (`UIView.animate(withDuration:animations:completion:)`).
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: 0, curve: .easeInOut, options: [], animations: animations, completion: completion)
    }

    /// Animates `animations` along a damped spring over `duration` seconds
    /// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`).
    ///
    /// `dampingRatio` 1 settles without overshoot; smaller values oscillate. See
    /// ``AnimationCurve/spring(dampingRatio:initialVelocity:)`` for the stiffness Canopy picks.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let curve = AnimationCurve.spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        run(
            duration: duration, delay: delay, curve: curve, options: options.union(.overrideInheritedCurve), animations: animations,
            completion: completion)
    }

    /// Runs `actions` with animation off, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        AnimationTransaction.run(AnimationTransaction(duration: 0, delay: 0, curve: .linear, options: [], captures: false), actions)
    }

    /// Whether `animate` animates on this thread; false applies changes at once (`UIView.areAnimationsEnabled`).
    public static var areAnimationsEnabled: Bool {
        (Thread.current.threadDictionary[animationsDisabledKey] as? Bool) != true
    }

    /// Turns view animations on or off for this thread (`UIView.setAnimationsEnabled(_:)`).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        Thread.current.threadDictionary[animationsDisabledKey] = enabled ? nil : true
    }

    private static let animationsDisabledKey = "org.canopy.animationsDisabled"

    private static func run(
        duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve, options: AnimationOptions, animations: () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        var duration = duration, delay = delay
        if !duration.isFinite || duration < 0 || !delay.isFinite || delay < 0 {
            Diagnostics.report(
                code: "animation.invalidTiming",
                "Refused an animation of duration \(duration), delay \(delay): both must be finite and not negative; applying the changes without animation."
            )
            duration = 0
            delay = 0
        }
        let outer = AnimationTransaction.current
        let inherits = outer.map { $0.captures } ?? false
        let transaction = AnimationTransaction(
            duration: inherits && !options.contains(.overrideInheritedDuration) ? outer!.duration : duration,
            delay: delay,
            curve: inherits && !options.contains(.overrideInheritedCurve) ? outer!.curve : curve,
            options: inherits && !options.contains(.overrideInheritedOptions) ? outer!.options.union(options) : options,
            captures: areAnimationsEnabled && (outer?.captures ?? true))
        AnimationTransaction.run(transaction) {
            animations()
            // Laid out inside the block, so the subviews' moves are captured and animate too.
            if options.contains(.layoutSubviews) {
                var roots: [ObjectIdentifier: ViewNode] = [:]
                for capture in transaction.captured { roots[ObjectIdentifier(capture.node.treeRoot)] = capture.node.treeRoot }
                for root in roots.values { root.layoutIfNeeded() }
            }
        }
        commit(transaction, completion: completion)
    }

    /// Turns a closed block's captures into tracks on their views' clocks.
    private static func commit(_ transaction: AnimationTransaction, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        var started = false
        let firstClock = transaction.captured.first?.node.frameClock
        guard transaction.duration > 0 else { return group.endWithoutTracks(on: firstClock) }
        for capture in transaction.captured {
            let node = capture.node
            let to = node.animatedValue(capture.property)
            var from = capture.from
            if transaction.options.contains(.beginFromCurrentState), let drawn = capture.drawn {
                from = drawn
                node.animationState?.removeTracks(of: capture.property)
            }
            guard from != to else { continue }
            let clock = node.frameClock
            let timing = AnimationTiming(
                start: clock.now + transaction.delay, duration: transaction.duration, curve: transaction.curve,
                repeats: transaction.options.contains(.repeat), autoreverses: transaction.options.contains(.autoreverse))
            let track = AnimationTrack(property: capture.property, from: from, to: to, timing: timing, clock: clock, group: group)
            let state = node.animationState ?? ViewAnimationState()
            node.animationState = state
            state.add(track)
            group.add(track, of: node, on: clock)
            started = true
        }
        if !started { group.endWithoutTracks(on: firstClock) }
    }
}

extension ViewPresentation {
    /// The drawn value of `property`, in the form an animation captures.
    func value(of property: AnimatedProperty) -> AnimatedValue {
        switch property {
        case .bounds: return .rect(bounds)
        case .center: return .point(center)
        case .transform: return .transform(transform)
        case .alpha: return .scalar(alpha)
        case .backgroundColor: return .color(backgroundColor)
        }
    }
}
