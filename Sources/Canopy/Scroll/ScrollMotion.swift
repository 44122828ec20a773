import Foundation

/// A running scroll motion stepped by the frame clock: deceleration, bounce-back, paging
/// settle or an animated offset change.
final class ScrollMotion: ClockMotion {
    enum Kind {
        /// Exponential approach `O + (T − O)(1 − r^t)` per axis, t in ms.
        case deceleration(rateX: CGFloat, rateY: CGFloat)
        /// Cosine ease `(1 − cos πu)/2` over 0.3 s.
        case animation
    }

    /// The scroll node moved, not retained (the clock holds the motion, the node may go first).
    let scrollNodeAnchor: LifetimeAnchor
    var scrollNode: ScrollNode? { scrollNodeAnchor.object.map { unsafeDowncast($0, to: ScrollNode.self) } }
    let kind: Kind
    var start: CGPoint
    var target: CGPoint
    var startTime: TimeInterval
    var isFinished = false

    init(scrollNode: ScrollNode, kind: Kind, from start: CGPoint, to target: CGPoint, at time: TimeInterval) {
        self.scrollNodeAnchor = scrollNode.lifetimeAnchor
        self.kind = kind
        self.start = start
        self.target = target
        self.startTime = time
    }

    static let animationDuration: TimeInterval = 0.3

    /// The longest a deceleration runs, in seconds of clock time; it then lands on its target.
    /// Ordinary flings settle within about 10 s; only a fling across more than about 10²⁶
    /// points (near-maximum content sizes and insets) would otherwise run for minutes.
    static let maximumDecelerationDuration: TimeInterval = 30

    /// One axis of the exponential approach: the position with a fraction `remaining` of the
    /// way still to go, and the distance left. When `target − start` overflows (both near the
    /// ends of the representable range), a convex combination keeps both finite.
    static func decelerating(from start: CGFloat, to target: CGFloat, remaining f: CGFloat) -> (position: CGFloat, left: CGFloat) {
        let span = target - start
        if span.isFinite { return (start + span * (1 - f), abs(span) * f) }
        let position = start * f + target * (1 - f)
        return (Swift.min(Swift.max(position, Swift.min(start, target)), Swift.max(start, target)), abs(target * f - start * f))
    }

    func step(clock: FrameClock) {
        guard let node = scrollNode, !isFinished else { isFinished = true; return }
        let elapsed = clock.now - startTime
        switch kind {
        case let .deceleration(rx, ry):
            let t = elapsed * 1000
            let fx = pow(rx, t), fy = pow(ry, t)
            let x = Self.decelerating(from: start.x, to: target.x, remaining: fx)
            let y = Self.decelerating(from: start.y, to: target.y, remaining: fy)
            if (x.left < 0.5 && y.left < 0.5) || elapsed >= Self.maximumDecelerationDuration {
                isFinished = true
                node.applyMotionOffset(target)
                node.motionDidFinish(self)
            } else {
                node.applyMotionOffset(CGPoint(x: x.position, y: y.position))
            }
        case .animation:
            if elapsed >= Self.animationDuration - 1e-9 {
                isFinished = true
                node.applyMotionOffset(target)
                node.motionDidFinish(self)
            } else {
                let u = elapsed / Self.animationDuration
                let p = (1 - cos(CGFloat.pi * u)) / 2
                node.applyMotionOffset(
                    CGPoint(
                        x: start.x + (target.x - start.x) * p,
                        y: start.y + (target.y - start.y) * p))
            }
        }
    }
}
