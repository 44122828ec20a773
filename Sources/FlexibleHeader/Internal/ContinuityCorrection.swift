import Foundation

/// How far the header stands from where the scroll position would put it, so that a change
/// which is not scrolling moves neither the header nor the content; scrolling uses it up.
///
/// Only a header with `preventsJumps` keeps a correction. Each point scrolled (either way)
/// brings both parts one point closer to zero, so after at most `max(|height|, |shift|)`
/// points of scrolling the header follows the scroll position exactly again, and no scroll
/// event moves an edge by more than twice the distance scrolled.
struct ContinuityCorrection: Equatable {
    /// Points added to the height the scroll position asks for (may be negative).
    var height: CGFloat = 0
    /// Points added to the header's bounded upward shift (may be negative).
    var shift: CGFloat = 0
    /// The tracking scroll view's offset and content height at the end of the last event, to
    /// tell an offset write that compensates rows inserted or removed above from scrolling.
    var lastOffsetY: CGFloat?
    var lastContentHeight: CGFloat?
    /// The event being handled keeps the header still, so the injection stays as it is.
    var isHolding = false

    /// Whether the header follows the scroll position exactly.
    var isEmpty: Bool { height == 0 && shift == 0 }

    /// Uses up `distance` points of scrolling (either direction).
    mutating func consume(scrollDistance distance: CGFloat) {
        guard distance.isFinite else { return }
        let d = abs(distance)
        height = Self.toward(height, by: d)
        shift = Self.toward(shift, by: d)
    }

    /// Corrects so a header solved at `solved` (height, shift) shows at `held` instead.
    mutating func hold(heldHeight: CGFloat, heldShift: CGFloat, solvedHeight: CGFloat, solvedShift: CGFloat) {
        let h = height + heldHeight - solvedHeight
        let s = shift + heldShift - solvedShift
        height = h.isFinite ? h : 0
        shift = s.isFinite ? s : 0
    }

    /// Whether moving from (`lastOffsetY`, `lastContentHeight`) to (`offsetY`, `contentHeight`)
    /// is a client's compensation for rows inserted or removed above the viewport: the content
    /// height changed first, by the same amount as the offset, so nothing moved on screen.
    func isCompensation(offsetY: CGFloat, contentHeight: CGFloat) -> Bool {
        guard let lastOffsetY, let lastContentHeight else { return false }
        let dh = contentHeight - lastContentHeight
        let dy = offsetY - lastOffsetY
        return dh != 0 && abs(dy - dh) < Self.compensationTolerance
    }

    /// Whether an offset at `offsetY` is the scroll view clamping its offset by itself: the
    /// last offset seen lies outside the valid range `minimum...maximum` (the safe-area
    /// adjustment changed the top inset, or the content became too short to scroll), and the
    /// offset sits on the nearer end of it.
    func isClamped(offsetY: CGFloat, minimum: CGFloat, maximum: CGFloat) -> Bool {
        guard let lastOffsetY, lastOffsetY != offsetY else { return false }
        return (lastOffsetY < minimum && offsetY == minimum) || (lastOffsetY > maximum && offsetY == maximum)
    }

    /// Half a point: rows are laid out on whole points, so a compensating write matches the
    /// content-height change to well within it.
    static let compensationTolerance: CGFloat = 0.5

    /// The injection into the tracking scroll view, moved from `current` toward `desired` by at
    /// most the distance scrolled in this event (none while holding).
    ///
    /// A changed injection at once would move the content: the scroll view clamps its offset
    /// when the top inset shrinks under content resting at its top, and the original moves the
    /// offset by the change when the status bar flips. Moving it by no more than the distance
    /// scrolled keeps the content's resting place under the header it is catching up with.
    func easedInjection(current: CGFloat, desired: CGFloat, scrolled: CGFloat) -> CGFloat {
        let allowance = isHolding || !scrolled.isFinite ? 0 : abs(scrolled)
        return current + max(-allowance, min(allowance, desired - current))
    }

    /// `value` moved toward zero by `amount`, never past it.
    static func toward(_ value: CGFloat, by amount: CGFloat) -> CGFloat {
        value > 0 ? max(0, value - amount) : min(0, value + amount)
    }
}
