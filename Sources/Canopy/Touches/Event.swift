import Foundation

/// One touch event: the touches of a window at one moment, the UIEvent analogue.
///
/// The window makes one event per change (a finger going down, moving, lifting) and passes the
/// same event to the gesture recognizers and then to the views.
public final class Event {
    /// The kind of event: UIKit's `UIEvent.EventType` (Canopy makes only touch events).
    public enum EventType: Int, Sendable {
        /// Fingers on the screen.
        case touches
    }

    /// The kind of event; always `.touches`.
    public let type: EventType = .touches
    /// When the event happened, in seconds on the window's frame clock.
    public let timestamp: TimeInterval
    /// Every touch down in the window at this moment (including those that just ended).
    public let allTouches: Set<Touch>?

    init(timestamp: TimeInterval, touches: Set<Touch>) {
        self.timestamp = timestamp
        allTouches = touches
    }

    /// The event's touches whose view is `view`.
    public func touches(for view: ViewNode) -> Set<Touch>? {
        allTouches?.filter { $0.view === view }
    }

    /// The event's touches in `window`.
    public func touches(for window: WindowNode) -> Set<Touch>? {
        allTouches?.filter { $0.window === window }
    }

    /// The event's touches that `gestureRecognizer` receives.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        allTouches?.filter { t in t.gestureRecognizers.contains { $0 === gestureRecognizer } }
    }
}
