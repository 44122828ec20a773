import Foundation

/// Recognizes a quick stroke in a direction: UIKit's `UISwipeGestureRecognizer`, a discrete
/// gesture.
///
/// Recognized when the fingers travel `minimumDistance` points in one of the allowed
/// directions, mostly along it (the cross movement at most half the travel), within
/// `maximumDuration` seconds of going down. Slower, shorter or crooked strokes fail it.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may go: UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Creates a set of directions from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward increasing x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward decreasing x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward decreasing y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward increasing y.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (UIKit's default: right).
    public var direction: Direction = .right
    /// Fingers that must swipe together (default 1).
    public var numberOfTouchesRequired: Int = 1
    /// Travel in points that makes a swipe: a deliberate stroke, several fingertips long
    /// (UIKit does not publish its threshold).
    public static let minimumDistance: CGFloat = 50
    /// Seconds within which the travel must happen: a flick, not a drag.
    public static let maximumDuration: TimeInterval = 0.5

    private var start: (time: TimeInterval, point: CGPoint)?

    /// Called by the framework: remembers where and when the stroke began.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = (event.timestamp, location(in: nil))
        cancelTimers()
        schedule(after: Self.maximumDuration) { recognizer in
            if recognizer.state == .possible { recognizer.state = .failed }
        }
    }

    /// Called by the framework: recognizes once the travel is long and straight enough.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, pendingState == nil, numberOfTouches == numberOfTouchesRequired, let start else { return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let matched: Bool
        if abs(dx) >= abs(dy) {
            guard abs(dx) >= Self.minimumDistance else { return }
            matched = abs(dy) <= abs(dx) / 2 && direction.contains(dx > 0 ? .right : .left)
        } else {
            guard abs(dy) >= Self.minimumDistance else { return }
            matched = abs(dx) <= abs(dy) / 2 && direction.contains(dy > 0 ? .down : .up)
        }
        cancelTimers()
        state = matched ? .recognized : .failed
    }

    /// Called by the framework: a stroke that lifts before it qualified fails.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, pendingState == nil { state = .failed }
    }

    /// Called by the framework: forgets the stroke's start.
    open override func reset() {
        super.reset()
        start = nil
    }
}
