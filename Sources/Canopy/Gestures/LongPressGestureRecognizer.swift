import Foundation

/// Recognizes a finger held still: UIKit's `UILongPressGestureRecognizer`, a continuous gesture.
///
/// Begins once `numberOfTouchesRequired` fingers have stayed down for
/// `minimumPressDuration` seconds without moving more than `allowableMovement`; changes as
/// they move; ends when they lift. Moving too far or lifting early fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Seconds the fingers must stay down (UIKit's default 0.5); negative or non-finite
    /// values are refused (`gesture.invalidDuration`).
    public var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            guard !minimumPressDuration.isFinite || minimumPressDuration < 0 else { return }
            let bad = minimumPressDuration
            minimumPressDuration = oldValue
            Diagnostics.report(
                code: "gesture.invalidDuration", "Refused minimumPressDuration = \(bad) on \(diagnosticName): it must be finite and not negative.")
        }
    }
    /// Points a finger may move before the gesture begins (UIKit's default 10); a non-finite
    /// or negative value is refused (`gesture.invalidDistance`).
    public var allowableMovement: CGFloat = 10 {
        didSet {
            guard !allowableMovement.isFinite || allowableMovement < 0 else { return }
            let bad = allowableMovement
            allowableMovement = oldValue
            Diagnostics.report(
                code: "gesture.invalidDistance", "Refused allowableMovement = \(bad) on \(diagnosticName): it must be finite and not negative.")
        }
    }
    /// Fingers that must be down (default 1).
    public var numberOfTouchesRequired: Int = 1
    /// Taps before the press (default 0: the press is the first touch).
    public var numberOfTapsRequired: Int = 0

    private var startPoints: [ObjectIdentifier: CGPoint] = [:]

    /// Called by the framework: starts the press timer once enough fingers are down.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches { startPoints[ObjectIdentifier(t)] = t.location(in: nil) }
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if let t = touches.first, t.tapCount < numberOfTapsRequired + 1 {
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        cancelTimers()
        schedule(after: minimumPressDuration) { recognizer in
            if recognizer.state == .possible, recognizer.numberOfTouches > 0 { recognizer.state = .began }
        }
    }

    /// Called by the framework: too much movement before the press fails it; after, each
    /// move is a change.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            for t in touches {
                guard let start = startPoints[ObjectIdentifier(t)] else { continue }
                let p = t.location(in: nil)
                if hypot(p.x - start.x, p.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Called by the framework: lifting ends a begun press and fails an early one.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Called by the framework: forgets where the fingers started.
    open override func reset() {
        super.reset()
        startPoints.removeAll()
    }
}
