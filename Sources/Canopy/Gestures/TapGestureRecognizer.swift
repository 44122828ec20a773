import Foundation

/// Recognizes taps: UIKit's `UITapGestureRecognizer`, a discrete gesture.
///
/// Recognized when the last of `numberOfTapsRequired` taps lifts, each tap with
/// `numberOfTouchesRequired` fingers. Fails when a finger moves more than
/// `allowableMovement` from where it went down, when more fingers than required go down, or
/// when the next tap does not start within `maximumTapInterval` of the last lifting (or a
/// finger stays down longer than that).
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps needed (default 1); values below 1 are refused (`gesture.invalidCount`).
    public var numberOfTapsRequired: Int = 1 {
        didSet { refuseBelowOne(\.numberOfTapsRequired, oldValue, "numberOfTapsRequired") }
    }
    /// Fingers per tap (default 1); values below 1 are refused (`gesture.invalidCount`).
    public var numberOfTouchesRequired: Int = 1 {
        didSet { refuseBelowOne(\.numberOfTouchesRequired, oldValue, "numberOfTouchesRequired") }
    }
    /// How far a finger may move, in points, before the tap fails: about a fingertip's
    /// wobble; UIKit does not publish its own value.
    public static let allowableMovement: CGFloat = 10
    /// The longest a finger may stay down, and the longest pause between taps, in seconds,
    /// before a multi-tap fails: the multi-tap interval iOS users know.
    public static let maximumTapInterval: TimeInterval = TouchDispatcher.multiTapInterval

    private var tapsCompleted = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var fingersThisTap = 0

    private func refuseBelowOne(_ keyPath: ReferenceWritableKeyPath<TapGestureRecognizer, Int>, _ oldValue: Int, _ name: String) {
        let value = self[keyPath: keyPath]
        guard value < 1 else { return }
        self[keyPath: keyPath] = oldValue
        Diagnostics.report(code: "gesture.invalidCount", "Refused \(name) = \(value) on \(diagnosticName): it must be at least 1.")
    }

    /// Called by the framework: counts fingers and restarts the wait for the next step.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        for t in touches { startPoints[ObjectIdentifier(t)] = t.location(in: nil) }
        fingersThisTap += touches.count
        if fingersThisTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        restartTimer()
    }

    /// Called by the framework: fails once a finger wanders beyond `allowableMovement`.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            guard let start = startPoints[ObjectIdentifier(t)] else { continue }
            let p = t.location(in: nil)
            if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    /// Called by the framework: a tap completes when its last finger lifts; the last tap
    /// recognizes the gesture.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard numberOfTouches == 0 else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        fingersThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            cancelTimers()
            state = .recognized
        } else {
            restartTimer()
        }
    }

    /// Called by the framework: clears the tap count.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        startPoints.removeAll()
    }

    private func restartTimer() {
        cancelTimers()
        guard numberOfTapsRequired > 1 else { return }
        schedule(after: Self.maximumTapInterval) { recognizer in
            if recognizer.state == .possible { recognizer.state = .failed }
        }
    }
}

extension GestureRecognizer {
    /// Cancels the recognizer's running timers.
    func cancelTimers() {
        for t in timers { t.token.cancel() }
        timers.removeAll()
    }
}
