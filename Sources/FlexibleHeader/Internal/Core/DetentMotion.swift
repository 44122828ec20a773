import Foundation

/// A running move of the header to a detent, driven by the frame clock.
///
/// The shift and the expansion are interpolated on one ease; the content offset moves with
/// them only when the content was attached to the header's bottom edge.
struct DetentMotion: Equatable {
    var target: ResolvedDetent
    var startTime: TimeInterval
    /// 0 for a move without animation.
    var duration: TimeInterval
    var fromShift: CGFloat
    var toShift: CGFloat
    var fromExpansion: CGFloat
    var toExpansion: CGFloat
    /// Offset y of the tracking scroll view at the start and end; nil when the content stays.
    var fromOffsetY: CGFloat?
    var toOffsetY: CGFloat?
    /// Identifies the completion handler waiting for this move.
    var id: Int

    /// Fraction of the way done at `now`, eased.
    func progress(at now: TimeInterval) -> CGFloat {
        guard duration > 0 else { return 1 }
        return DetentMath.ease(CGFloat((now - startTime) / duration))
    }

    /// Whether the move is complete at `now`.
    func isFinished(at now: TimeInterval) -> Bool { duration <= 0 || now - startTime >= duration - 1e-9 }

    /// The offset y at eased fraction `p`, or nil when the content stays.
    func offsetY(at p: CGFloat) -> CGFloat? {
        guard let a = fromOffsetY, let b = toOffsetY else { return nil }
        return Self.value(from: a, to: b, at: p)
    }

    func shift(at p: CGFloat) -> CGFloat { Self.value(from: fromShift, to: toShift, at: p) }
    func expansion(at p: CGFloat) -> CGFloat { Self.value(from: fromExpansion, to: toExpansion, at: p) }

    /// `a` moved the fraction `p` of the way to `b`; exactly `b` once done.
    private static func value(from a: CGFloat, to b: CGFloat, at p: CGFloat) -> CGFloat { p >= 1 ? b : a + (b - a) * p }
}
