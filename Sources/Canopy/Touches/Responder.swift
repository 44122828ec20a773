import Foundation

/// An object in the responder chain: a view or a view controller, UIKit's `UIResponder` role.
///
/// Touches a view does not handle, and actions sent with no target, travel along `next`: a
/// view passes to the controller whose root view it is, else to its superview; a controller
/// passes to its root view's superview, else to its parent controller.
public protocol Responder: AnyObject {
    /// The next object in the chain, or nil at its end.
    var next: (any Responder)? { get }
}

extension Responder {
    /// The chain from this responder to its end, this one first.
    ///
    /// The chain follows the view and controller trees upwards, so it is as long as they are
    /// deep; a cycle (a controller's view placed inside its own subtree) ends it at the
    /// first repeat instead of looping.
    public var responderChain: [any Responder] {
        var chain: [any Responder] = []
        var seen = Set<ObjectIdentifier>()
        var current: (any Responder)? = self
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }

    /// The first responder of type `T` in the chain, starting with this one.
    public func firstResponder<T>(ofType type: T.Type) -> T? {
        var seen = Set<ObjectIdentifier>()
        var current: (any Responder)? = self
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            if let match = responder as? T { return match }
            current = responder.next
        }
        return nil
    }
}

extension ViewNode: Responder {
    /// The next responder: the controller whose root view this is, else the superview.
    public var next: (any Responder)? {
        if let controller = owningControllerIfAny, controller.viewIfLoaded === self { return controller }
        return storedSuperview
    }
}

extension ViewControllerNode: Responder {
    /// The next responder: the root view's superview, else the parent controller (a root
    /// view outside any tree).
    public var next: (any Responder)? {
        if let superview = viewIfLoaded?.superview { return superview }
        return parent
    }
}

/// Passing unhandled touches along the responder chain.
enum TouchForwarding {
    /// The default touch handlers' forwarding: the same call on `start`'s next responder,
    /// then its next, while each one's handler forwards too.
    ///
    /// A loop rather than recursion, so a chain of any length forwards without exhausting the
    /// stack: while the loop calls a responder, that responder's default handler only asks
    /// the loop to go on. A handler called from elsewhere starts a loop of its own.
    static func forward(from start: any Responder, _ phase: Touch.Phase, _ touches: Set<Touch>, _ event: Event?) {
        let me = bits(start)
        if ThreadCounter.touchForwardingView.value == me {
            ThreadCounter.touchForwardingRequested.set(1)
            return
        }
        let outerView = ThreadCounter.touchForwardingView.value
        let outerRequest = ThreadCounter.touchForwardingRequested.value
        defer {
            ThreadCounter.touchForwardingView.set(outerView)
            ThreadCounter.touchForwardingRequested.set(outerRequest)
        }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
        var next = start.next
        while let responder = next, seen.insert(ObjectIdentifier(responder)).inserted {
            ThreadCounter.touchForwardingView.set(bits(responder))
            ThreadCounter.touchForwardingRequested.set(0)
            if let view = responder as? ViewNode {
                view.callTouchHandler(phase, touches, event)
            } else if let controller = responder as? ViewControllerNode {
                controller.callTouchHandler(phase, touches, event)
            }
            next = ThreadCounter.touchForwardingRequested.value == 1 ? responder.next : nil
        }
    }

    private static func bits(_ responder: any Responder) -> Int { Int(bitPattern: UInt(bitPattern: ObjectIdentifier(responder))) }
}

extension ViewControllerNode {
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
