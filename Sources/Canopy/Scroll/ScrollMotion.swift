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

    weak var scrollNode: ScrollNode?
    let kind: Kind
    var start: CGPoint
    var target: CGPoint
    var startTime: TimeInterval
    var isFinished = false

    init(scrollNode: ScrollNode, kind: Kind, from start: CGPoint, to target: CGPoint, at time: TimeInterval) {
        self.scrollNode = scrollNode
        self.kind = kind
        self.start = start
        self.target = target
        self.startTime = time
    }

    static let animationDuration: TimeInterval = 0.3

    func step(clock: FrameClock) {
        guard let node = scrollNode, !isFinished else { isFinished = true; return }
        let elapsed = clock.now - startTime
        switch kind {
        case let .deceleration(rx, ry):
            let t = elapsed * 1000
            let fx = pow(rx, t), fy = pow(ry, t)
            if abs(target.x - start.x) * fx < 0.5 && abs(target.y - start.y) * fy < 0.5 {
                isFinished = true
                node.applyMotionOffset(target)
                node.motionDidFinish(self)
            } else {
                node.applyMotionOffset(
                    CGPoint(
                        x: start.x + (target.x - start.x) * (1 - fx),
                        y: start.y + (target.y - start.y) * (1 - fy)))
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
