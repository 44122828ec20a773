import Foundation

/// When an animation runs and how its progress eases.
struct AnimationTiming {
    /// Clock time the animation starts (after its delay), in seconds.
    var start: TimeInterval
    /// One forward run, in seconds (positive).
    var duration: TimeInterval
    var curve: AnimationCurve
    var repeats: Bool
    var autoreverses: Bool

    /// The length of one cycle: forward, and back again when autoreversing.
    var cycle: TimeInterval { autoreverses ? 2 * duration : duration }

    /// True once a non-repeating animation has run its cycle at clock time `now`.
    func isFinished(at now: TimeInterval) -> Bool { !repeats && now >= start + cycle - 1e-9 }

    /// The eased progress at `now`: 0 before the start (the delay shows the old value, as
    /// UIKit's backwards fill does), 1 at the end of a forward run.
    func progress(at now: TimeInterval) -> Double {
        let elapsed = now - start
        if elapsed <= 0 { return 0 }
        var phase = elapsed
        if repeats { phase = elapsed.truncatingRemainder(dividingBy: cycle) } else if phase >= cycle { return autoreverses ? 0 : 1 }
        let t = phase <= duration ? phase / duration : (cycle - phase) / duration
        return curve.value(at: t, duration: duration)
    }
}

/// One property's animation on one view: the model moved from `from` to `to`, and what is
/// drawn is the model plus `(from − to) × (1 − progress)`.
///
/// Additive, as UIKit's view animations have been since iOS 8: a second animation of the
/// same property starts from the model value and adds its own offset, so nothing jumps, and
/// setting the property without animation moves the drawn value with the model.
final class AnimationTrack {
    let property: AnimatedProperty
    let from: AnimatedValue
    let to: AnimatedValue
    let timing: AnimationTiming
    /// The clock the timing is read on: the view's when the animation began.
    weak var clock: FrameClock?
    /// The animation this track belongs to, told when the track is removed early.
    weak var group: AnimationGroup?

    init(property: AnimatedProperty, from: AnimatedValue, to: AnimatedValue, timing: AnimationTiming, clock: FrameClock, group: AnimationGroup) {
        self.property = property
        self.from = from
        self.to = to
        self.timing = timing
        self.clock = clock
        self.group = group
    }

    /// True when the track no longer changes what is drawn.
    var isFinished: Bool {
        guard let clock else { return true }
        return timing.isFinished(at: clock.now)
    }

    /// Adds this track's offset at the clock's current time to `value`'s components.
    func addOffset(to value: inout [Double], traits: TraitCollection) {
        guard let clock, !timing.isFinished(at: clock.now) else { return }
        let remaining = 1 - timing.progress(at: clock.now)
        if remaining == 0 { return }
        let a = from.components(traits, other: to), b = to.components(traits, other: from)
        for i in value.indices where i < a.count && i < b.count { value[i] += (a[i] - b[i]) * remaining }
    }
}
