import Foundation

extension HeaderSolver {
    /// Places the content of the scroll view a shared header just switched to, so the header
    /// keeps the height it had over the old one, `stashedHeight` points.
    ///
    /// Content the header stays expanded over cannot scroll: it goes to its one valid offset,
    /// `restingOffsetY` (the scroll view's own clamp of its offset), and the layout pass grows
    /// the header over it. Content asking for a taller header scrolls down by the difference;
    /// content asking for a shorter one stays, and the header animates down to it.
    ///
    /// - Returns: whether the header must animate to its new height.
    mutating func placeAfterSharedSwitch(stashedHeight stashed: CGFloat, restingOffsetY: CGFloat) -> Bool {
        guard let s = scroll else { return false }
        let expected = ShiftMath.clamp(headerHeightFromOffset, minWithSafeArea, maxWithSafeArea)
        var y = s.contentOffset.y
        if staysExpanded(over: s) {
            y = restingOffsetY
        } else if expected > stashed {
            y += expected - stashed
        } else if expected < stashed {
            return true
        }
        if y != s.contentOffset.y { effects.offsetWrite = .set(CGPoint(x: s.contentOffset.x, y: y)) }
        return false
    }
}
