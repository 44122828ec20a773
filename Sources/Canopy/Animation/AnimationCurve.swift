import Foundation

/// How an animation's progress follows its time: a cubic Bézier timing function or a spring.
///
/// The Bézier presets use Core Animation's published control points
/// (`CAMediaTimingFunction`: ease-in (0.42, 0) (1, 1), ease-out (0, 0) (0.58, 1),
/// ease-in-ease-out (0.42, 0) (0.58, 1)), the curves `UIView` animation options name.
public enum AnimationCurve: Equatable, Sendable {
    /// A cubic Bézier from (0, 0) to (1, 1) through the two control points.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring reaching its target at the animation's duration.
    ///
    /// `dampingRatio` is 0 (no damping, clamped to 0.01 so the spring settles) to 1
    /// (critically damped; larger values are treated as 1); `initialVelocity` is in whole
    /// animation distances per second, as `UIView`'s spring animation takes it. UIKit does
    /// not publish how it maps a duration to a stiffness: Canopy picks the stiffness that
    /// brings the spring within 0.1% of its target at the duration, then snaps.
    case spring(dampingRatio: Double, initialVelocity: Double)

    /// Constant speed.
    public static let linear = AnimationCurve.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// Slow start, the curve `UIView.AnimationOptions.curveEaseIn` selects.
    public static let easeIn = AnimationCurve.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// Slow end, the curve `UIView.AnimationOptions.curveEaseOut` selects.
    public static let easeOut = AnimationCurve.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Slow start and end: `UIView` animations' default curve.
    public static let easeInOut = AnimationCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The eased progress at time fraction `t` (0...1) of an animation lasting `duration` seconds.
    ///
    /// Bézier curves stay within their control points' range; springs may overshoot 1.
    public func value(at t: Double, duration: TimeInterval) -> Double {
        let t = Swift.min(1, Swift.max(0, t.isFinite ? t : 1))
        switch self {
        case .cubicBezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return t }  // a straight line: exact
            return Self.bezier(t, x1: x1, y1: y1, x2: x2, y2: y2)
        case .spring(let dampingRatio, let initialVelocity):
            if t >= 1 { return 1 }
            return Self.spring(time: t * duration, duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// Solves x(s) = `x` for the curve parameter s (Newton's method, then bisection), returns y(s).
    private static func bezier(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Polynomial coefficients of one coordinate of a Bézier with end points 0 and 1.
        func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
            let c = 3 * p1
            let b = 3 * (p2 - p1) - c
            return (1 - c - b, b, c)
        }
        let cx = coefficients(x1, x2), cy = coefficients(y1, y2)
        func sample(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double { ((k.a * s + k.b) * s + k.c) * s }
        func slope(_ k: (a: Double, b: Double, c: Double), _ s: Double) -> Double { (3 * k.a * s + 2 * k.b) * s + k.c }
        var s = x
        for _ in 0..<8 {
            let error = sample(cx, s) - x
            if abs(error) < 1e-9 { return sample(cy, s) }
            let d = slope(cx, s)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        // Newton's method left the interval or stalled on a flat stretch: bisect instead.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<60 {
            let value = sample(cx, s)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return sample(cy, s)
    }

    /// Position (0 at the start, 1 at rest) of a unit spring at `time` seconds.
    private static func spring(time: Double, duration: Double, dampingRatio: Double, initialVelocity: Double) -> Double {
        guard duration > 0, duration.isFinite else { return 1 }
        let zeta = Swift.min(1, Swift.max(0.01, dampingRatio.isFinite ? dampingRatio : 1))
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        if zeta >= 1 {
            // Critically damped: (1 + ωt)e^(−ωt) falls to 0.001 at ωt ≈ 9.23.
            let omega = 9.23 / duration
            let displacement = (1 + (omega - v0) * time) * exp(-omega * time)
            return 1 - displacement
        }
        // Underdamped: the envelope e^(−ζω₀t) falls to 0.001 (ln 1000 ≈ 6.908) at the duration.
        let omega0 = 6.908 / (zeta * duration)
        let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
        let envelope = exp(-zeta * omega0 * time)
        // Progress 1 − e^(−ζω₀t)(cos ω_d t + b sin ω_d t) starts at 0 with speed ζω₀ − bω_d = v0.
        let b = (zeta * omega0 - v0) / omegaD
        let displacement = envelope * (cos(omegaD * time) + b * sin(omegaD * time))
        return 1 - displacement
    }
}
