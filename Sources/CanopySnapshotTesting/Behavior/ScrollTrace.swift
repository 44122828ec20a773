import Canopy
import Foundation

/// A scripted gesture on a scroll node: finger moves, pauses, lifts and flings, waits, and
/// direct offset changes, replayed on a window's frame clock.
///
/// Every step is given in seconds and points, never in frames, so one trace replays the same
/// gesture at 60 and at 120 frames per second. Finger distances and velocities are in the
/// finger's direction, as `ScrollNode.drag(by:)` takes them: positive moves the finger down,
/// pulling the content down (the content offset decreases). Build a trace step by step:
///
/// ```swift
/// let trace = ScrollTrace()
///     .drag(by: -240, over: 0.4)
///     .release(velocity: -900)
///     .settle()
/// ```
public struct ScrollTrace {
    /// One step of a trace.
    public enum Step {
        /// Moves the finger by a distance (points, positive = down) evenly over a duration
        /// (seconds, one move per frame), putting it down first when it is up.
        case drag(by: CGFloat, over: TimeInterval)
        /// Keeps the finger where it is for a duration in seconds (the clock runs).
        case hold(TimeInterval)
        /// Lifts the finger with a velocity in points per second (positive = moving down);
        /// the scroll node then decelerates on the clock.
        case release(velocity: CGFloat)
        /// Drags by a distance over a duration, then releases with the velocity that
        /// movement had: a swipe.
        case fling(by: CGFloat, over: TimeInterval)
        /// Lets the clock run for a duration in seconds.
        case wait(TimeInterval)
        /// Runs the clock until nothing moves any more, for at most a duration in seconds.
        case settle(timeout: TimeInterval)
        /// Sets the content offset's y (points, the scroll node's own coordinates),
        /// animated over the scroll node's animation time when asked.
        case setOffset(CGFloat, animated: Bool)
        /// Runs exactly one frame.
        case tick
        /// Calls a closure with the scroll node, e.g. to tap a control or change a setting
        /// mid-gesture; the name appears in failure messages.
        case perform(String, (ScrollNode) -> Void)
        /// Taps a point in window coordinates through hit testing and gesture recognizers:
        /// a finger down for `WindowNode.tapDuration`, frame by frame, then lifted.
        case tap(at: CGPoint)
        /// Taps the centre of the view with an accessibility identifier, as `tap(at:)` does;
        /// a missing or hidden view is a diagnostic and the step taps nothing.
        case tapView(identifier: String)
        /// Holds a finger still at a point in window coordinates for a duration in seconds,
        /// frame by frame, then lifts it: a long press once the duration passes half a second.
        case longPress(at: CGPoint, duration: TimeInterval)
    }

    /// The steps, in order.
    public var steps: [Step]

    /// Creates a trace of `steps` (empty by default; add steps with the builder methods).
    public init(_ steps: [Step] = []) {
        self.steps = steps
    }

    /// The longest a trace may run, in seconds: a bound on the frames one replay runs.
    public static let maximumDuration: TimeInterval = 600

    /// Longest a `settle` step waits by default, in seconds.
    public static let defaultSettleTimeout: TimeInterval = 10

    private func adding(_ step: Step) -> ScrollTrace {
        var copy = self
        copy.steps.append(step)
        return copy
    }

    /// Adds a finger move of `distance` points (positive = down) over `duration` seconds.
    public func drag(by distance: CGFloat, over duration: TimeInterval) -> ScrollTrace { adding(.drag(by: distance, over: duration)) }
    /// Adds a pause of `duration` seconds with the finger down.
    public func hold(_ duration: TimeInterval) -> ScrollTrace { adding(.hold(duration)) }
    /// Adds lifting the finger at `velocity` points per second (positive = moving down).
    public func release(velocity: CGFloat = 0) -> ScrollTrace { adding(.release(velocity: velocity)) }
    /// Adds a swipe: a drag of `distance` points over `duration` seconds, then a release at that speed.
    public func fling(by distance: CGFloat, over duration: TimeInterval) -> ScrollTrace { adding(.fling(by: distance, over: duration)) }
    /// Adds `duration` seconds of the clock running.
    public func wait(_ duration: TimeInterval) -> ScrollTrace { adding(.wait(duration)) }
    /// Adds running the clock until idle, for at most `timeout` seconds.
    public func settle(timeout: TimeInterval = ScrollTrace.defaultSettleTimeout) -> ScrollTrace { adding(.settle(timeout: timeout)) }
    /// Adds setting the content offset's y to `y` points.
    public func setOffset(_ y: CGFloat, animated: Bool = false) -> ScrollTrace { adding(.setOffset(y, animated: animated)) }
    /// Adds one frame.
    public func tick() -> ScrollTrace { adding(.tick) }
    /// Adds a tap at `point` (window coordinates).
    public func tap(at point: CGPoint) -> ScrollTrace { adding(.tap(at: point)) }
    /// Adds a tap on the view whose accessibility identifier is `identifier`.
    public func tap(identifier: String) -> ScrollTrace { adding(.tapView(identifier: identifier)) }
    /// Adds a finger held at `point` (window coordinates) for `duration` seconds (default
    /// 0.6, past the long press's half second), then lifted.
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) -> ScrollTrace { adding(.longPress(at: point, duration: duration)) }
    /// Adds a call of `action` with the scroll node, named `name` in messages.
    public func perform(_ name: String, _ action: @escaping (ScrollNode) -> Void) -> ScrollTrace { adding(.perform(name, action)) }
}

extension ScrollTrace.Step: CustomStringConvertible {
    /// The step as it is written in Swift, e.g. `drag(by: -240, over: 0.4)`.
    public var description: String {
        let n: (Double) -> String = BehaviorFormat.argument
        switch self {
        case .drag(let distance, let duration): return "drag(by: \(n(distance)), over: \(n(duration)))"
        case .hold(let duration): return "hold(\(n(duration)))"
        case .release(let velocity): return "release(velocity: \(n(velocity)))"
        case .fling(let distance, let duration): return "fling(by: \(n(distance)), over: \(n(duration)))"
        case .wait(let duration): return "wait(\(n(duration)))"
        case .settle(let timeout): return "settle(timeout: \(n(timeout)))"
        case .setOffset(let y, let animated): return "setOffset(\(n(y)), animated: \(animated))"
        case .tick: return "tick()"
        case .perform(let name, _): return "perform(\"\(name)\")"
        case .tap(let p): return "tap(at: (\(n(p.x)), \(n(p.y))))"
        case .tapView(let identifier): return "tap(identifier: \"\(identifier)\")"
        case .longPress(let p, let duration): return "longPress(at: (\(n(p.x)), \(n(p.y))), duration: \(n(duration)))"
        }
    }
}

extension ScrollTrace {
    /// The most steps one trace may hold: a bound on the work of steps that run no frame
    /// (`setOffset`, `perform`). A recorded gesture sampled at 120 Hz fills it in over a minute.
    public static let maximumStepCount = 10_000

    /// Checks the trace before anything runs: at most ``maximumStepCount`` steps, every
    /// number finite, durations not negative, a fling's velocity (distance over duration)
    /// finite, a release only while the finger is down, and the whole trace within
    /// ``maximumDuration`` of simulated time at `framesPerSecond`.
    ///
    /// Time counts the frames each step runs at that rate, as the replay runs them: a `tick`
    /// and a drag or fling are one frame at least, a `settle` its whole timeout.
    /// Returns nil when the trace can be replayed, else a message naming the step and value.
    public func validationError(framesPerSecond: Double = 60) -> String? {
        guard steps.count <= Self.maximumStepCount else {
            return "The trace has \(steps.count) steps; the limit is \(Self.maximumStepCount)."
        }
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            return "framesPerSecond \(framesPerSecond) must be a positive, finite number."
        }
        let frameLimit = (Self.maximumDuration * framesPerSecond).rounded(.up)
        var fingerDown = false
        var frames: Double = 0
        func frameCount(_ seconds: TimeInterval, atLeastOne: Bool = false) -> Double {
            let count = (seconds * framesPerSecond).rounded()
            return atLeastOne ? max(1, count) : count
        }
        func duration(_ value: TimeInterval, _ index: Int, _ step: Step) -> String? {
            guard value.isFinite, value >= 0 else {
                return "Step \(index + 1), \(step), has duration \(value): durations must be finite and not negative (seconds)."
            }
            return nil
        }
        func finite(_ value: CGFloat, _ what: String, _ index: Int, _ step: Step) -> String? {
            value.isFinite ? nil : "Step \(index + 1), \(step), has \(what) \(value): it must be finite."
        }
        for (index, step) in steps.enumerated() {
            let problem: String?
            switch step {
            case .drag(let distance, let seconds):
                problem = finite(distance, "distance", index, step) ?? duration(seconds, index, step)
                frames += frameCount(seconds, atLeastOne: true)
                fingerDown = true
            case .hold(let seconds), .wait(let seconds):
                problem = duration(seconds, index, step)
                frames += frameCount(seconds)
            case .release(let velocity):
                problem =
                    finite(velocity, "velocity", index, step)
                    ?? (fingerDown ? nil : "Step \(index + 1), \(step), lifts a finger that is not down: drag first.")
                fingerDown = false
            case .fling(let distance, let seconds):
                problem =
                    finite(distance, "distance", index, step) ?? duration(seconds, index, step)
                    ?? (seconds > 0 ? nil : "Step \(index + 1), \(step), has duration 0: a fling needs time to have a velocity.")
                    ?? finite(distance / CGFloat(seconds), "velocity", index, step).map { $0 + " Lengthen the fling's duration." }
                frames += frameCount(seconds, atLeastOne: true)
                fingerDown = false
            case .settle(let timeout):
                problem = duration(timeout, index, step)
                frames += frameCount(timeout)
            case .setOffset(let y, _):
                problem = finite(y, "offset", index, step)
            case .tick:
                problem = nil
                frames += 1
            case .perform, .tapView:
                problem = nil
                if case .tapView = step { frames += frameCount(WindowNode.tapDuration, atLeastOne: true) }
            case .tap(let p):
                problem = finite(p.x, "x", index, step) ?? finite(p.y, "y", index, step)
                frames += frameCount(WindowNode.tapDuration, atLeastOne: true)
            case .longPress(let p, let seconds):
                problem = finite(p.x, "x", index, step) ?? finite(p.y, "y", index, step) ?? duration(seconds, index, step)
                frames += frameCount(seconds, atLeastOne: true)
            }
            if let problem { return problem }
        }
        if frames > frameLimit {
            let rate = BehaviorFormat.number(framesPerSecond)
            let shown = frames.isFinite ? BehaviorFormat.number(frames / framesPerSecond) : "\(frames)"
            let count = frames.isFinite && frames < 1e15 ? "\(Int(frames))" : "\(frames)"
            return "The trace runs \(shown) s at \(rate) fps (\(count) frames); the limit is \(BehaviorFormat.number(Self.maximumDuration)) s."
        }
        return nil
    }
}
