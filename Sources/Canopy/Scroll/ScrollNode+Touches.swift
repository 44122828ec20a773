import Foundation

extension ScrollNode {
    /// The scroll node's own pan recognizer, which turns a finger's drag into scrolling:
    /// UIKit's `panGestureRecognizer`. Made on first use (the first touch on the node).
    ///
    /// Its translation drives `drag(by:)` along the draggable axis and its release velocity
    /// drives `endDragging(velocity:)`, exactly as the simulated drags do, so real touches and
    /// `simulateSwipe` scroll alike. Like any pan it begins after the hysteresis and then
    /// cancels the touches of the content under the finger (a button being dragged over
    /// hears `touchesCancelled`). Disabling scrolling turns it off.
    public var panGestureRecognizer: PanGestureRecognizer {
        let state = interactionState ?? NodeInteractionState()
        interactionState = state
        if let pan = state.scrollPan { return pan }
        let pan = ScrollPanGestureRecognizer()
        pan.name = "scroll pan"
        state.scrollPan = pan
        addGestureRecognizer(pan)
        return pan
    }
}

/// The pan that scrolls a scroll node: moves by the change in translation on each event,
/// so the hysteresis before it began does not make the content jump.
final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// The translation along the drag axis already applied, in points.
    private var applied: CGFloat = 0

    override init() {
        super.init()
        addAction { recognizer in
            guard let pan = recognizer as? ScrollPanGestureRecognizer, let scroll = pan.view as? ScrollNode else { return }
            pan.drive(scroll)
        }
    }

    private func drive(_ scroll: ScrollNode) {
        let t = translation(in: nil)
        let along = scroll.dragAxis == .y ? t.y : t.x
        switch state {
        case .began:
            applied = along
            if scroll.drag == nil { scroll.beginDragging() }
        case .changed:
            guard scroll.drag != nil else { return }
            scroll.drag(by: along - applied)
            applied = along
        case .ended, .cancelled:
            guard scroll.drag != nil else { return }
            let v = velocity(in: nil)
            // Finger speed in points per second becomes the offset's speed in points per
            // millisecond, in the opposite direction (dragging down scrolls up).
            let speed = -(scroll.dragAxis == .y ? v.y : v.x) / 1000
            let velocity = state == .cancelled ? .zero : (scroll.dragAxis == .y ? CGPoint(x: 0, y: speed) : CGPoint(x: speed, y: 0))
            scroll.endDragging(velocity: velocity)
        default:
            break
        }
    }

    /// A scroll node that cannot scroll does not pan: its content keeps the touch.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard let scroll = view as? ScrollNode, scroll.isScrollEnabled else {
            if state == .possible { state = .failed }
            return
        }
        super.touchesBegan(touches, with: event)
    }

    override func reset() {
        super.reset()
        applied = 0
    }
}
