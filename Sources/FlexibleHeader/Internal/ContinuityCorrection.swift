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
    /// The tracking scroll view's adjusted top and bottom insets at the end of the last event.
    var lastAdjustedTop: CGFloat?
    var lastAdjustedBottom: CGFloat?
    /// The event puts back an offset the scroll view clamped. It keeps the last content height,
    /// so a client's offset write after its content change still counts as a compensation.
    var isUndoingClamp = false
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

    /// Whether moving to `offsetY` is a client's compensation for rows inserted or removed
    /// above the viewport: the content height changed since the last event (first, before the
    /// offset), so the offset write follows the content rather than scrolling it.
    ///
    /// Any change of content height counts, not only one equal to the offset's move: rows may
    /// also have been added or removed below without the header hearing of it.
    func isCompensation(offsetY: CGFloat, contentHeight: CGFloat) -> Bool {
        guard let lastOffsetY, let lastContentHeight else { return false }
        return contentHeight != lastContentHeight && offsetY != lastOffsetY
    }

    /// Whether the move to `offsetY` is the scroll view clamping its offset by itself: its
    /// adjusted inset changed since the last event (only that makes a scroll view at rest
    /// clamp), the last offset lies outside the new `range`, and the offset sits on the range's
    /// end nearest to it.
    func isClamp(offsetY: CGFloat, adjustedTop: CGFloat, adjustedBottom: CGFloat, range: OffsetRangeHold) -> Bool {
        guard let lastOffsetY, adjustedTop != lastAdjustedTop || adjustedBottom != lastAdjustedBottom else { return false }
        return range.isClamp(from: lastOffsetY, to: offsetY)
    }

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
