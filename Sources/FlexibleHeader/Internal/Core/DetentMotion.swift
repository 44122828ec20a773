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
    /// The offset moves with the header's bottom edge, so the content row under it stays under
    /// it (a detent re-resolved after the safe area changed); otherwise a moving offset keeps
    /// content attached to the header's bottom edge.
    var keepsRowUnderHeader = false
    /// With `preventsJumps`, the correction the header showed when the move began; it fades out
    /// along the same ease, so the move starts where the header is and ends on the detent.
    var fromCorrectionHeight: CGFloat = 0
    var fromCorrectionShift: CGFloat = 0
    /// With `preventsJumps`, the shift the header showed at the last frame: the shown shift
    /// moves toward `toShift` only, even where the content's own path would first turn back.
    var lastShownShift: CGFloat?
    /// With `preventsJumps`, the height the move ends at, and the height shown at the last
    /// frame: the shown height too moves toward the end only.
    var endHeight: CGFloat?
    var lastShownHeight: CGFloat?

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
    func correctionHeight(at p: CGFloat) -> CGFloat { Self.value(from: fromCorrectionHeight, to: 0, at: p) }
    func correctionShift(at p: CGFloat) -> CGFloat { Self.value(from: fromCorrectionShift, to: 0, at: p) }

    /// `a` moved the fraction `p` of the way to `b`; exactly `b` once done.
    private static func value(from a: CGFloat, to b: CGFloat, at p: CGFloat) -> CGFloat { p >= 1 ? b : a + (b - a) * p }
}
