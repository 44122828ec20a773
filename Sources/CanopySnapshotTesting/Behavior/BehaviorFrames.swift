import Foundation

/// Which moments of a trace's replay a behaviour snapshot shows.
///
/// Moments are times in seconds since the replay started, so they mean the same at any
/// frame rate. The state shown for a time is the one right after the first frame at or past
/// it (time 0: the state before the first step). Times past the trace's end keep the clock
/// running until they are reached. `.at` shows exactly the times chosen; `.every` also shows
/// the end of the trace and the state after each `perform` step.
public struct BehaviorFrames: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case times([TimeInterval])
        case every(TimeInterval)
    }

    let kind: Kind

    /// The most frames one behaviour snapshot shows (the filmstrip stays readable).
    public static let maximumCount = 24

    /// The moments `times` (seconds since the replay started, ascending, not negative).
    public static func at(_ times: [TimeInterval]) -> BehaviorFrames { BehaviorFrames(kind: .times(times)) }

    /// Every `interval` seconds from the start (0, interval, 2 × interval, …) through the end
    /// of the trace, plus the state right after every `perform` step (at the time it ran)
    /// and the state the trace ends in, when no frame already shows them.
    ///
    /// The end is the point of most behaviour tests (where a fling settles), and a `perform`
    /// step (a tap, a tab switch) changes the screen between two frames, so neither is left
    /// to where the multiples of `interval` happen to fall. All frames count toward
    /// ``maximumCount``.
    public static func every(_ interval: TimeInterval) -> BehaviorFrames { BehaviorFrames(kind: .every(interval)) }

    /// Nil when the choice is usable, else a message naming the bad value.
    func validationError() -> String? {
        switch kind {
        case .times(let times):
            guard !times.isEmpty else { return "No frames chosen: pass at least one time to .at([...])." }
            guard times.count <= Self.maximumCount else {
                return "\(times.count) frames chosen; a behaviour snapshot shows at most \(Self.maximumCount)."
            }
            for (i, t) in times.enumerated() {
                guard t.isFinite, t >= 0, t <= ScrollTrace.maximumDuration else {
                    return "Frame time \(t) s is not a finite time within 0...\(BehaviorFormat.number(ScrollTrace.maximumDuration)) s."
                }
                if i > 0, t <= times[i - 1] {
                    return "Frame times must increase: \(BehaviorFormat.number(t)) s follows \(BehaviorFormat.number(times[i - 1])) s."
                }
            }
            return nil
        case .every(let interval):
            guard interval.isFinite, interval > 0 else {
                return "Frame interval \(interval) s must be a positive, finite number of seconds."
            }
            return nil
        }
    }
}
