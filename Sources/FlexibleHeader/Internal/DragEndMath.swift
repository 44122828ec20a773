import Foundation

/// Decisions taken when a drag or a deceleration ends, and the shift animation's per-frame law.
///
/// A header should not come to rest partly shown: these rules settle it fully on or off screen.
enum DragEndMath {
    /// The rewritten target offset of `…WillEndDragging`, or nil to leave it alone.
    ///
    /// Only a target that would leave the header partly visible (more than 0, less than its
    /// minimum height) is moved: to fully hidden or fully shown, as `wantsToBeHidden` says.
    ///
    /// - Parameters:
    ///   - targetY: the proposed resting `contentOffset.y`.
    ///   - rawTopInset: the client's own top inset (injection removed).
    static func adjustedTarget(
        targetY: CGFloat, rawTopInset: CGFloat, minWithSafeArea: CGFloat, wantsToBeHidden: Bool
    ) -> CGFloat? {
        let visible = -(targetY + rawTopInset)
        guard visible > 0, visible < minWithSafeArea else { return nil }
        return wantsToBeHidden ? -rawTopInset : -minWithSafeArea - rawTopInset
    }

    /// After a toss comes to rest: hide when at most 25 % of the header remains visible, else come back.
    static func hidesAfterDeceleration(accumulator: CGFloat, accumulatorMax: CGFloat) -> Bool {
        accumulator >= (1 - HeaderConstants.minimumVisibleProportion) * accumulatorMax
    }

    /// One frame of the shift animation: close `attachmentCoefficient · dt` of the remaining distance.
    ///
    /// The scroll-back reserve above `accumulatorMax` is dropped first, and the animation snaps
    /// to its destination once within `shiftAnimationEpsilon`.
    /// A negative `accumulatorMax` (a `minimumHeaderViewHeight` above the minimum height) is
    /// treated as 0 so the animation always reaches its destination instead of running forever.
    ///
    /// - Returns: the accumulator after the step (`stepped`, what the status-bar shifter sees),
    ///   the value to commit (`accumulator`, snapped to the destination when finished) and
    ///   whether the animation reached its destination.
    static func animationStep(
        accumulator: CGFloat, accumulatorMax: CGFloat, wantsToBeHidden: Bool, frameDuration dt: CGFloat
    ) -> (stepped: CGFloat, accumulator: CGFloat, finished: Bool) {
        let upper = max(0, accumulatorMax)
        var acc = min(upper, accumulator)
        let destination = wantsToBeHidden ? upper : 0
        acc += HeaderConstants.attachmentCoefficient * (destination - acc) * dt
        acc = ShiftMath.clamp(acc, 0, upper)
        if abs(destination - acc) <= HeaderConstants.shiftAnimationEpsilon {
            return (acc, destination, true)
        }
        return (acc, acc, false)
    }
}
