import Foundation

/// One finger on the screen: the UITouch analogue.
///
/// A touch keeps its location in window coordinates and converts it to any view on demand.
/// It belongs to the window that delivered it, and lives from its `began` phase until it ends
/// or is cancelled; afterwards it keeps its last values.
public final class Touch: Hashable {
    /// Where a touch is in its life: UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        /// The finger went down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move since the last event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system stopped tracking the touch (a gesture took it, or it was cancelled).
        case cancelled
    }

    /// The touch's current phase.
    public internal(set) var phase: Phase = .began
    /// How many taps in quick succession this touch completes (1 for a single tap, 2 for the
    /// second touch of a double tap).
    public internal(set) var tapCount: Int
    /// When the touch last changed, in seconds on the window's frame clock.
    public internal(set) var timestamp: TimeInterval
    /// The view hit testing chose when the touch began; nil once that view is released.
    public var view: ViewNode? { viewReference?.object.map { unsafeDowncast($0, to: ViewNode.self) } }
    /// The window the touch is in; nil once the window is released.
    public var window: WindowNode? { windowReference?.object.map { unsafeDowncast($0, to: WindowNode.self) } }
    /// The gesture recognizers receiving this touch, deepest view's first.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Where the finger is, in window coordinates (points).
    var locationInWindow: CGPoint
    /// Where the finger was at the previous event, in window coordinates (points).
    var previousLocationInWindow: CGPoint
    var viewReference: LifetimeAnchor?
    var windowReference: LifetimeAnchor?
    /// Whether `view` received `touchesBegan(_:with:)` for this touch and has not yet been told
    /// the touch ended or was cancelled.
    var isDeliveredToView = false
    /// Whether the view must hear nothing more of this touch (a gesture cancelled it there).
    var isWithheldFromView = false
    /// A phase the view is still owed because a recognizer delays it (`delaysTouchesBegan`
    /// or `delaysTouchesEnded`).
    var delayedPhases: [Phase] = []

    init(location: CGPoint, timestamp: TimeInterval, tapCount: Int, view: ViewNode?, window: WindowNode) {
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        viewReference = view?.lifetimeAnchor
        windowReference = window.lifetimeAnchor
    }

    /// The touch's location in `view`'s bounds coordinates; window coordinates when `view` is nil.
    public func location(in view: ViewNode?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// The touch's location at the previous event, in `view`'s bounds coordinates; window
    /// coordinates when `view` is nil.
    public func previousLocation(in view: ViewNode?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: ViewNode?) -> CGPoint {
        guard let view, let window else { return point }
        return view.convert(point, from: window)
    }

    /// Touches are equal only to themselves.
    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

    /// Hashes the touch's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
