import Foundation

/// What a view keeps for touch handling: its gesture recognizers, and on a window the touches
/// in flight.
final class NodeInteractionState {
    var gestureRecognizers: [GestureRecognizer] = []
    /// The window's touch dispatcher; nil on other views.
    var dispatcher: TouchDispatcher?
    /// A scroll node's own pan recognizer, made on its first touch.
    var scrollPan: PanGestureRecognizer?
}

extension ThreadCounter {
    /// The view a responder-forwarding loop on this thread is calling now (its object
    /// identifier's bits), so that view's default handler asks the loop to go on instead of
    /// recursing.
    static let touchForwardingView = ThreadCounter()
    /// Set to 1 by the default touch handler of the view the loop is calling.
    static let touchForwardingRequested = ThreadCounter()
}

extension ViewNode {
    /// The gesture recognizers attached to this view, in the order they were added; nil when none.
    public var gestureRecognizers: [GestureRecognizer]? {
        guard let list = interactionState?.gestureRecognizers, !list.isEmpty else { return nil }
        return list
    }

    /// Attaches a recognizer: touches on this view and its subviews reach it.
    ///
    /// A recognizer attached elsewhere moves here, as in UIKit. Adding one twice keeps one entry.
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        let state = interactionState ?? NodeInteractionState()
        interactionState = state
        guard !state.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        state.gestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.attach(to: self)
    }

    /// Detaches a recognizer; it cancels or fails a gesture in progress. A recognizer not
    /// attached here is left alone.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard let state = interactionState, let index = state.gestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        state.gestureRecognizers.remove(at: index)
        gestureRecognizer.detach()
    }

    /// The default touch handlers' forwarding: the same call on the next responder (the
    /// controller whose root view this is, else the superview), and on along the chain
    /// while each one's handler forwards too.
    func forwardTouches(_ phase: Touch.Phase, _ touches: Set<Touch>, _ event: Event?) {
        TouchForwarding.forward(from: self, phase, touches, event)
    }

    /// Calls the open handler for `phase` (stationary touches count as moved).
    func callTouchHandler(_ phase: Touch.Phase, _ touches: Set<Touch>, _ event: Event?) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }
}
