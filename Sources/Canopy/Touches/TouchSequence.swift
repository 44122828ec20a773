import Foundation

/// A scripted finger: down, moves, pauses, lift or cancel, replayed on a window's frame clock
/// by `WindowNode.perform(_:)`.
///
/// Times are in seconds and points are in window coordinates, so a sequence replays the
/// same gesture at any frame rate. One finger per sequence:
///
/// ```swift
/// window.perform(TouchSequence().down(at: p).move(to: q, over: 0.2).up())
/// ```
public struct TouchSequence: Sendable {
    /// One step of a sequence.
    public enum Step: Sendable, Hashable {
        /// Puts the finger down at a point (window coordinates).
        case down(CGPoint)
        /// Moves the finger to a point in a straight line over a duration in seconds, one move
        /// per frame (at least one).
        case move(to: CGPoint, over: TimeInterval)
        /// Keeps the finger still (or up) while the clock runs for a duration in seconds.
        case hold(TimeInterval)
        /// Lifts the finger.
        case up
        /// Cancels the finger, as the system does when it takes a touch away.
        case cancel
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a sequence of `steps` (empty by default; add steps with the builder methods).
    public init(_ steps: [Step] = []) { self.steps = steps }

    /// The most steps one sequence may hold.
    public static let maximumStepCount = 10_000
    /// The longest a sequence may run, in seconds: a bound on the frames one replay runs.
    public static let maximumDuration: TimeInterval = 600

    private func adding(_ step: Step) -> TouchSequence {
        var copy = self
        copy.steps.append(step)
        return copy
    }

    /// Adds putting the finger down at `point`.
    public func down(at point: CGPoint) -> TouchSequence { adding(.down(point)) }
    /// Adds moving the finger to `point` over `duration` seconds.
    public func move(to point: CGPoint, over duration: TimeInterval = 0) -> TouchSequence { adding(.move(to: point, over: duration)) }
    /// Adds `duration` seconds of the clock running.
    public func hold(_ duration: TimeInterval) -> TouchSequence { adding(.hold(duration)) }
    /// Adds lifting the finger.
    public func up() -> TouchSequence { adding(.up) }
    /// Adds cancelling the finger.
    public func cancel() -> TouchSequence { adding(.cancel) }

    /// Checks the sequence before anything runs: at most `maximumStepCount` steps, finite
    /// points, durations finite and not negative, a finger down before it moves or lifts and
    /// not down twice, and at most `maximumDuration` seconds in all. Nil when valid, else a
    /// message naming the step and value.
    public func validationError() -> String? {
        guard steps.count <= Self.maximumStepCount else {
            return "The sequence has \(steps.count) steps; the limit is \(Self.maximumStepCount)."
        }
        var isDown = false
        var total: TimeInterval = 0
        for (index, step) in steps.enumerated() {
            let where_ = "Step \(index + 1), \(step),"
            switch step {
            case .down(let p):
                guard p.isFinitePoint else { return "\(where_) has a point that is not finite." }
                guard !isDown else { return "\(where_) puts a finger down that is already down: lift it first." }
                isDown = true
            case .move(let p, let d):
                guard p.isFinitePoint else { return "\(where_) has a point that is not finite." }
                guard d.isFinite, d >= 0 else { return "\(where_) has duration \(d): durations must be finite and not negative." }
                guard isDown else { return "\(where_) moves a finger that is not down." }
                total += d
            case .hold(let d):
                guard d.isFinite, d >= 0 else { return "\(where_) has duration \(d): durations must be finite and not negative." }
                total += d
            case .up, .cancel:
                guard isDown else { return "\(where_) lifts a finger that is not down." }
                isDown = false
            }
        }
        guard total <= Self.maximumDuration else {
            return "The sequence runs \(total) s; the limit is \(Self.maximumDuration) s."
        }
        return nil
    }
}
