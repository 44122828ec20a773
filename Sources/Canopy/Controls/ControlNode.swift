import Foundation

/// A view that turns touches into actions: the UIControl analogue.
///
/// A finger down on an enabled control highlights it and starts tracking
/// (`beginTracking(_:with:)`); moves keep it highlighted while inside the tracking bounds —
/// the bounds grown by `touchUpInsideSlop` on every side, as UIKit's are — and lifting sends
/// `touchUpInside` there, `touchUpOutside` beyond. Actions run in the order they were added;
/// targets are not retained. Linux has no selectors, so a target's action is a method
/// reference (`addTarget(self, action: Settings.didTap, for: .touchUpInside)`) or a closure
/// `Action`.
open class ControlNode: ViewNode {
    /// Distance in points beyond the bounds that still counts as inside while a finger tracks:
    /// UIKit's touch-up-inside slop, which lets a finger wander 70 points off a button and
    /// still tap it.
    public static let touchUpInsideSlop: CGFloat = 70
    /// Nested `sendActions(for:)` calls allowed on one control; an action that sends its own
    /// event again would otherwise recurse until the stack runs out.
    public static let maximumActionNesting = 16

    /// Whether the control takes touches; a disabled control draws dimmed, tracks nothing and
    /// lets its touches go to the views behind it in the responder chain.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled else { return }
            if !isEnabled && isTracking { stopTracking(cancelled: true, touch: trackingTouch, event: nil) }
            controlStateDidChange()
        }
    }
    /// Whether the control is selected (a toggled button, a chosen segment's state).
    open var isSelected = false {
        didSet { if oldValue != isSelected { controlStateDidChange() } }
    }
    /// Whether a finger is down inside the control; set by tracking.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { controlStateDidChange() } }
    }
    /// The state made of the flags: `.disabled`, `.selected` and `.highlighted` as they are set.
    public var state: State {
        var s: State = []
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isHighlighted { s.insert(.highlighted) }
        return s
    }
    /// How content is placed across the bounds (default centred).
    public var contentHorizontalAlignment: ControlContentHorizontalAlignment = .center {
        didSet { if oldValue != contentHorizontalAlignment { setNeedsLayout() } }
    }
    /// How content is placed down the bounds (default centred).
    public var contentVerticalAlignment: ControlContentVerticalAlignment = .center {
        didSet { if oldValue != contentVerticalAlignment { setNeedsLayout() } }
    }
    /// The horizontal alignment with `leading` and `trailing` resolved for the layout direction.
    public var effectiveContentHorizontalAlignment: ControlContentHorizontalAlignment {
        let rtl = traitCollection.layoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
    /// Whether a finger is being tracked.
    public internal(set) var isTracking = false
    /// Whether the tracked finger is inside the tracking bounds.
    public internal(set) var isTouchInside = false

    var targetActions: [ControlTargetAction] = []
    var trackingTouch: Touch?
    private var actionNesting = 0

    /// Creates a control with the given frame.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The tint as a plain value (`tintColor` is implicitly unwrapped).
    var tint: Color { tintColor ?? .systemBlue }

    /// Called by the framework after `isEnabled`, `isSelected` or `isHighlighted` changed;
    /// subclasses update their look here.
    open func controlStateDidChange() {}

    // MARK: Targets and actions

    /// Adds `action`, a method of `target` taking the sender, for `controlEvents`:
    /// `addTarget(self, action: Settings.didTap, for: .touchUpInside)`.
    ///
    /// The target is not retained; once released its actions are skipped. With a nil target
    /// the action goes, each time it is sent, to the first responder of type `Target` along
    /// the control's responder chain (the control, its superviews and their controllers), as
    /// UIKit's nil-targeted actions do; none there reports `control.noResponder`. A sender of
    /// another class than the method takes reports `control.senderType` when sent.
    public func addTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event) {
        guard let target else {
            var entry = ControlTargetAction(events: controlEvents, target: nil, action: nil) { control in
                control.sendAction(action, to: nil)
            }
            entry.searchesResponderChain = true
            targetActions.append(entry)
            return
        }
        let name = diagnosticName
        targetActions.append(
            ControlTargetAction(events: controlEvents, target: target, action: nil) { [weak target] control in
                guard let target else { return }
                guard let sender = control as? Sender else {
                    return Diagnostics.report(
                        code: "control.senderType",
                        "Skipped an action of \(name): the method takes \(Sender.self), the sender is \(type(of: control)).")
                }
                action(target)(sender)
            })
    }

    /// Adds `action`, a method of `target` taking no argument, for `controlEvents`; as the
    /// sender-taking form otherwise (a nil target searches the responder chain).
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void, for controlEvents: Event) {
        guard let target else {
            var entry = ControlTargetAction(events: controlEvents, target: nil, action: nil) { control in
                control.sendAction({ (t: Target) in { (_: ControlNode) in action(t)() } }, to: nil)
            }
            entry.searchesResponderChain = true
            targetActions.append(entry)
            return
        }
        targetActions.append(
            ControlTargetAction(events: controlEvents, target: target, action: nil) { [weak target] _ in
                if let target { action(target)() }
            })
    }

    /// Removes `target`'s actions for `controlEvents`; a nil target removes every target's.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        for i in targetActions.indices where targetActions[i].action == nil {
            guard target == nil || targetActions[i].target === target else { continue }
            targetActions[i].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty || ($0.action == nil && $0.target == nil && !$0.searchesResponderChain) }
    }

    /// Adds a closure action for `controlEvents`; one with the same identifier already added
    /// is replaced, as in UIKit.
    public func addAction(_ action: Action, for controlEvents: Event) {
        if let i = targetActions.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            targetActions[i].events.formUnion(controlEvents)
            targetActions[i].action = action
            return
        }
        // The entry's `action` is performed at send time (see `sendActions(for:)`).
        targetActions.append(ControlTargetAction(events: controlEvents, target: nil, action: action) { _ in })
    }

    /// Removes a closure action for `controlEvents`.
    public func removeAction(_ action: Action, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the closure action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: String, for controlEvents: Event) {
        for i in targetActions.indices where targetActions[i].action?.identifier == identifier {
            targetActions[i].events.subtract(controlEvents)
        }
        targetActions.removeAll { $0.events.isEmpty }
    }

    /// The live targets of target-action pairs.
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for entry in targetActions {
            if let t = entry.target, !result.contains(where: { $0 === t }) { result.append(t) }
        }
        return result
    }

    /// Every event some action is registered for.
    public var allControlEvents: Event {
        targetActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends every action registered for any of `controlEvents`, once each, in the order they
    /// were added.
    ///
    /// The list is read once before the first action runs, so an action that adds or removes
    /// actions changes the next send; one that removes the control from its window or
    /// releases it finishes safely (the control lives until the send returns). Sends nested
    /// deeper than `maximumActionNesting` are refused (`control.reentrantActions`).
    public func sendActions(for controlEvents: Event) {
        guard actionNesting < Self.maximumActionNesting else {
            return Diagnostics.report(
                code: "control.reentrantActions",
                "Refused sendActions(for: \(controlEvents.rawValue)) on \(diagnosticName): actions re-sent events \(Self.maximumActionNesting) levels deep."
            )
        }
        let chosen = targetActions.filter { !$0.events.isDisjoint(with: controlEvents) }
        guard !chosen.isEmpty else { return }
        actionNesting += 1
        withExtendedLifetime(self) {
            for entry in chosen {
                if let action = entry.action {
                    sendAction(action)
                } else if entry.target != nil || entry.searchesResponderChain {
                    entry.send(self)
                }
            }
        }
        actionNesting -= 1
    }

    /// Performs `action` with this control as its sender.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// Calls `action` on `target` with this control as the sender; with a nil target, on the
    /// first responder of type `Target` along the control's responder chain.
    ///
    /// Returns whether the action ran. No responder of that type reports
    /// `control.noResponder`; a sender of another class than the method takes reports
    /// `control.senderType`.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender>(_ action: (Target) -> (Sender) -> Void, to target: Target?) -> Bool {
        guard let receiver = target ?? firstResponder(ofType: Target.self) else {
            Diagnostics.report(
                code: "control.noResponder", "Skipped an action of \(diagnosticName): no \(Target.self) along its responder chain.")
            return false
        }
        guard let sender = self as? Sender else {
            Diagnostics.report(
                code: "control.senderType",
                "Skipped an action of \(diagnosticName): the method takes \(Sender.self), the sender is \(type(of: self)).")
            return false
        }
        action(receiver)(sender)
        return true
    }

    // MARK: Tracking hooks (called by the framework)

    /// Called by the framework when a finger goes down on the enabled control; return false
    /// to ignore the touch (no tracking, no highlight kept). The default tracks.
    open func beginTracking(_ touch: Touch, with event: Canopy.Event?) -> Bool { true }
    /// Called by the framework as the tracked finger moves; return false to stop tracking.
    open func continueTracking(_ touch: Touch, with event: Canopy.Event?) -> Bool { true }
    /// Called by the framework when the tracked finger lifts (nil when tracking stopped otherwise).
    open func endTracking(_ touch: Touch?, with event: Canopy.Event?) {}
    /// Called by the framework when the tracked finger is cancelled.
    open func cancelTracking(with event: Canopy.Event?) {}

    /// Whether `point` (bounds coordinates) counts as inside while tracking.
    func isInsideTrackingBounds(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.touchUpInsideSlop, dy: -Self.touchUpInsideSlop).contains(point)
    }

    /// The events a tap (touch up inside) sends after `touchUpInside`: a button's
    /// `primaryActionTriggered`; subclasses with values send theirs from `endTracking`.
    var eventsAfterTouchUpInside: Event { [] }

    /// Whether a recognizer of an ancestor must not begin for a touch on this control: its
    /// own default action (a single tap) wins, as in UIKit.
    func blocksAncestorGesture(_ recognizer: GestureRecognizer) -> Bool {
        guard isEnabled, let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: Touch handling (called by the framework)

    /// Called by the framework: highlights, starts tracking and sends `touchDown` (and
    /// `touchDownRepeat` for a repeated tap); a disabled control passes the touches on.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Canopy.Event?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        guard trackingTouch == nil, let touch = touches.first else { return }
        trackingTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        if !isTracking {
            isHighlighted = false
            trackingTouch = nil
        }
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Called by the framework: follows the finger in and out of the tracking bounds.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Canopy.Event?) {
        guard isEnabled else { return super.touchesMoved(touches, with: event) }
        guard isTracking, let touch = trackingTouch, touches.contains(touch) else { return }
        let inside = isInsideTrackingBounds(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if !continueTracking(touch, with: event) {
            isTracking = false
            trackingTouch = nil
            isHighlighted = false
            endTracking(nil, with: event)
        }
        if inside != wasInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// Called by the framework: ends tracking and sends `touchUpInside` (then the subclass's
    /// primary events) or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Canopy.Event?) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        stopTracking(cancelled: false, touch: touch, event: event)
    }

    /// Called by the framework: ends tracking and sends `touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Canopy.Event?) {
        guard isEnabled else { return super.touchesCancelled(touches, with: event) }
        guard let touch = trackingTouch, touches.contains(touch) else { return }
        stopTracking(cancelled: true, touch: touch, event: event)
    }

    private func stopTracking(cancelled: Bool, touch: Touch?, event: Canopy.Event?) {
        let wasTracking = isTracking
        let inside = !cancelled && (touch.map { isInsideTrackingBounds($0.location(in: self)) } ?? false)
        trackingTouch = nil
        isTracking = false
        isHighlighted = false
        isTouchInside = inside
        guard wasTracking else { return }
        if cancelled {
            cancelTracking(with: event)
            sendActions(for: .touchCancel)
        } else {
            endTracking(touch, with: event)
            if inside {
                sendActions(for: .touchUpInside)
                let after = eventsAfterTouchUpInside
                if !after.isEmpty { sendActions(for: after) }
            } else {
                sendActions(for: .touchUpOutside)
            }
        }
    }
}

/// One registration on a control: the events, and a target method or a closure action.
struct ControlTargetAction {
    var events: ControlNode.Event
    weak var target: AnyObject?
    var action: Action?
    let send: (ControlNode) -> Void
    /// Registered with a nil target: sent along the responder chain, never culled as released.
    var searchesResponderChain = false
}

extension TextLayout {
    /// `line` when it fits `width` points, else cut with an ellipsis per `truncate`.
    static func fitting(_ line: String, font: Font, width: CGFloat, metrics: any TextMetrics) -> String {
        metrics.width(of: line, font: font) <= width ? line : truncate(line, font: font, width: width, metrics: metrics)
    }
}
