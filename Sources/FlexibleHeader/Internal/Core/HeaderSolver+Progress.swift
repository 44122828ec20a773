import Foundation

extension HeaderSolver {
    /// The progress record of the current state.
    ///
    /// - Parameter isDecelerating: the tracking scroll view is decelerating (a snapped fling
    ///   settles then).
    func progress(isDecelerating: Bool) -> HeaderProgress {
        let height = boundsHeight
        let shift = boundedShift
        let range = maxWithSafeArea - minWithSafeArea
        let accMax = accumulatorMax
        let snapping = state.snapTarget != nil && isDecelerating
        var target = state.detentMotion?.target.detent ?? (snapping ? state.snapTarget : nil)
        if target == nil && state.tracking.isAnimatingShift {
            target = state.tracking.wantsToBeHidden ? .hidden : .collapsed
        }
        return HeaderProgress(
            height: height, shift: shift,
            collapseFraction: range > 0 ? ShiftMath.clamp((maxWithSafeArea - height) / range, 0, 1) : 0,
            shiftFraction: accMax > 0 ? ShiftMath.clamp(shift / accMax, 0, 1) : 0,
            overExtension: scroll == nil ? 0 : max(0, headerHeightFromOffset - maxWithSafeArea),
            phase: .init(state.phase.phase),
            isSettling: state.detentMotion != nil || state.tracking.isAnimatingShift || snapping,
            target: target)
    }
}
