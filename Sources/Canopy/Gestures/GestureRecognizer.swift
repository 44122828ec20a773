import Foundation

/// Recognizes a gesture from the touches on a view and its subviews: the UIGestureRecognizer
/// analogue, with UIKit's state machine.
///
/// A discrete recognizer (a tap) goes `possible → recognized` or `possible → failed`; a
/// continuous one (a pan) goes `possible → began → changed… → ended` (or `cancelled`), or
/// fails. Actions run on every change to began, changed, ended (recognized) and cancelled.
/// After a gesture ends, fails or is cancelled and every finger it saw has lifted, the
/// recognizer calls `reset()` and returns to `possible`.
///
/// Leaving `possible` is allowed when the recognizer is enabled, its delegate and view agree,
/// no recognizer it must wait for (`require(toFail:)`) is still possible (it waits: its state
/// reads `possible` until that one fails, and it fails if that one recognizes), and no other
/// recognizer on the same touches has already recognized (unless the delegates allow both).
/// A recognizer that recognizes makes the others on its touches fail, and with
/// `cancelsTouchesInView` the view of its touches hears `touchesCancelled(_:with:)`.
/// Time-based rules (a long press's duration, a double tap's interval) run on the view's
/// frame clock.
open class GestureRecognizer {
    /// A recognizer's state: UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not recognized yet: the state every gesture starts in.
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized: the same state as `ended`.
        public static let recognized = State.ended

        /// Whether the state ends a gesture (`ended`, `cancelled` or `failed`).
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    /// The current state.
    ///
    /// Reading it is for everyone; setting it is for subclasses, as in UIKit's subclass
    /// interface. A transition UIKit does not allow (from `failed` to `began`, say) is refused
    /// with a `gesture.invalidTransition` diagnostic and the state is kept. Leaving
    /// `possible` may be deferred or turned into `failed` by the rules in the type's summary.
    public var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// Whether the recognizer takes part; turning it off mid-gesture cancels a continuous
    /// gesture (fails one not yet begun).
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch storedState {
            case .began, .changed: requestTransition(to: .cancelled)
            case .possible where !touches.isEmpty: requestTransition(to: .failed)
            default: break
            }
        }
    }

    /// The view the recognizer is attached to; nil when detached or the view was released.
    public var view: ViewNode? { viewAnchor?.object.map { unsafeDowncast($0, to: ViewNode.self) } }

    /// The object consulted about beginning and relations to other recognizers; held weakly.
    public weak var delegate: GestureRecognizerDelegate?
    /// Whether the view of the touches hears `touchesCancelled(_:with:)` when the gesture
    /// begins or is recognized, and nothing more of those touches (default true).
    public var cancelsTouchesInView = true
    /// Whether the view hears of new touches only once this recognizer fails (default false).
    public var delaysTouchesBegan = false
    /// Whether the view hears of lifted touches only once this recognizer has failed, so a
    /// recognizer that recognizes on lift-off can still cancel them (default true).
    public var delaysTouchesEnded = true
    /// A name for diagnostics and debugging.
    public var name: String?

    /// The touches this recognizer receives that are still down.
    public var numberOfTouches: Int { touches.count { $0.phase != .ended && $0.phase != .cancelled } }

    var storedState: State = .possible
    var viewAnchor: LifetimeAnchor?
    /// The touches received since the last reset, lifted ones included.
    var touches: [Touch] = []
    /// The state a transition waiting on `require(toFail:)` will take.
    var pendingState: State?
    var actions: [GestureAction] = []
    var failureRequirements: [WeakRecognizer] = []
    /// Running timers (a long press's duration, a tap's interval), cancelled by a reset.
    var timers: [(id: Int, token: ScheduledAction)] = []
    var nextTimerID = 0
    /// The window's dispatcher while the recognizer takes part in a touch sequence.
    weak var dispatcher: TouchDispatcher?

    /// Creates a recognizer with no action.
    public init() {}

    /// Creates a recognizer whose action is `handler`, called with the recognizer.
    ///
    /// Stands in for UIKit's selector-based init, which Linux has no runtime for.
    public convenience init(handler: @escaping (GestureRecognizer) -> Void) {
        self.init()
        actions.append(GestureAction(target: nil, hasTarget: false, call: handler))
    }

    /// Creates a recognizer that calls `action` on `target`, UIKit's target-action pair:
    /// `TapGestureRecognizer(target: self, action: MyController.didTap)`.
    ///
    /// A nil target is refused (`gesture.nilTarget`): Linux has no responder chain search
    /// by selector to send a targetless action along.
    public convenience init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> (GestureRecognizer) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair; the target is not retained, and its action is skipped once
    /// the target is released. A nil target is refused (`gesture.nilTarget`).
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (GestureRecognizer) -> Void) {
        guard let target else {
            return Diagnostics.report(
                code: "gesture.nilTarget", "Refused addTarget(nil, action:) on \(diagnosticName): an action needs a target to be sent to.")
        }
        actions.append(
            GestureAction(target: target, hasTarget: true) { [weak target] recognizer in
                if let target { action(target)(recognizer) }
            })
    }

    /// Adds a closure action called with the recognizer.
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) {
        actions.append(GestureAction(target: nil, hasTarget: false, call: handler))
    }

    /// Removes the actions of `target`; nil removes every action.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
    }

    /// Makes this recognizer wait, in `possible`, until `otherGestureRecognizer` fails, and
    /// fail if it recognizes: a single tap that must not fire on a double tap.
    ///
    /// Requiring itself is refused (`gesture.selfRequirement`); a requirement added twice counts once.
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            return Diagnostics.report(
                code: "gesture.selfRequirement", "Refused require(toFail:) on \(diagnosticName): a recognizer cannot wait for its own failure.")
        }
        failureRequirements.removeAll { $0.recognizer == nil }
        guard !failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The centroid of the touches still down (the last touches' when none is), in `view`'s
    /// bounds coordinates (window coordinates for nil).
    public func location(in view: ViewNode?) -> CGPoint {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let chosen = down.isEmpty ? touches : down
        guard !chosen.isEmpty else { return .zero }
        let points = chosen.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// The location of the touch at `touchIndex` among those still down, in `view`'s bounds
    /// coordinates; an index out of range reports `gesture.touchIndex` and returns `.zero`.
    public func location(ofTouch touchIndex: Int, in view: ViewNode?) -> CGPoint {
        let down = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard down.indices.contains(touchIndex) else {
            Diagnostics.report(
                code: "gesture.touchIndex", "location(ofTouch: \(touchIndex)) on \(diagnosticName): only \(down.count) touches are down.")
            return .zero
        }
        return down[touchIndex].location(in: view)
    }

    /// Type name plus `name` (or object id), as used in diagnostics.
    public var diagnosticName: String { Diagnostics.name(of: self, identifier: name) }

    // MARK: Subclass hooks (called by the framework)

    /// Called by the framework when touches this recognizer receives go down.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Called by the framework when touches this recognizer receives move.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Called by the framework when touches this recognizer receives lift.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Called by the framework when touches this recognizer receives are cancelled; the
    /// default cancels a begun gesture and fails one not yet recognized.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        switch storedState {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }
    /// Called by the framework before the recognizer returns to `possible`; subclasses clear
    /// their own per-gesture values here.
    open func reset() {}
    /// Whether this recognizer, on recognizing, makes `preventedGestureRecognizer` fail (default yes).
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, on recognizing, makes this one fail (default yes).
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (default no).
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (default no).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    // MARK: Timers

    /// Runs `action` after `delay` seconds on the view's clock, unless the recognizer resets
    /// first; nothing runs without a view.
    func schedule(after delay: TimeInterval, _ action: @escaping (GestureRecognizer) -> Void) {
        guard let clock = view?.frameClock else { return }
        nextTimerID += 1
        let id = nextTimerID
        let token = clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.timers.removeAll { $0.id == id }
            action(self)
            self.dispatcher?.settleAfterChange()
        }
        timers.append((id, token))
    }

    /// Whether a timer of this recognizer is waiting to run.
    var hasTimers: Bool { !timers.isEmpty }

    // MARK: Attachment

    func attach(to view: ViewNode) {
        viewAnchor = view.lifetimeAnchor
    }

    func detach() {
        switch storedState {
        case .began, .changed: requestTransition(to: .cancelled)
        case .possible where !touches.isEmpty: requestTransition(to: .failed)
        default: break
        }
        dispatcher?.forget(self)
        resetNow()
        viewAnchor = nil
    }

    /// Returns to `possible`: calls `reset()`, forgets touches, timers and a waiting transition.
    func resetNow() {
        for t in timers { t.token.cancel() }
        timers.removeAll()
        reset()
        storedState = .possible
        pendingState = nil
        touches.removeAll()
        dispatcher = nil
    }
}

/// One action of a gesture recognizer: a closure, with the target it was added for.
struct GestureAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    let call: (GestureRecognizer) -> Void
}

/// A recognizer referenced without retaining it.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
}
