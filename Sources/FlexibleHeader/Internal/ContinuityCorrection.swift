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
    /// The tracking scroll view's offset and `contentSizeChanges` at the end of the last
    /// event, to tell an offset write that compensates rows inserted or removed above from
    /// scrolling.
    var lastOffsetY: CGFloat?
    var lastContentChangeCount: Int?
    /// While the event puts back an offset the scroll view clamped, the offset it clamped from.
    /// The event keeps the last content-size change count, so a client's offset write after its
    /// content change (rows removed above) still counts as a compensation.
    var clampedFromY: CGFloat?
    /// The event being handled keeps the header still, so the injection stays as it is.
    var isHolding = false
    /// How many content-size changes of the tracking scroll view the header heard, wrapping.
    ///
    /// A count rather than the size, so that a size that changes and changes back between two
    /// events still counts as a change.
    var contentSizeChanges = 0
    /// While the tracking scroll view reports offsets it clamped after an inset change, the
    /// offsets they were clamped from, innermost last (from each clamp's report before the
    /// change to its report after it, so writes made while a clamp is reported see it too).
    var clampOrigins: [CGFloat] = []

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
    /// above the viewport: the content size changed since the last event (first, before the
    /// offset), so the offset write follows the content rather than scrolling it.
    ///
    /// Any change of content size counts, not only one equal to the offset's move, and the
    /// count of changes is compared rather than the height: rows may also have been added or
    /// removed below without the header hearing of it, leaving the height where it was.
    func isCompensation(offsetY: CGFloat, contentChangeCount: Int) -> Bool {
        guard let lastOffsetY, let lastContentChangeCount else { return false }
        return contentChangeCount != lastContentChangeCount && offsetY != lastOffsetY
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

    /// An event begins: it keeps the header still (`holding`) or lets it move, so the
    /// injection stays as it is or eases toward where it belongs.
    mutating func beginEvent(holding: Bool) {
        isHolding = holding
    }

    /// The header keeps nothing still (no `preventsJumps`, or no tracking scroll view): no
    /// correction, and nothing remembered about a scroll view's offsets or content.
    mutating func reset() {
        self = ContinuityCorrection()
    }

    /// An event ended with the tracking scroll view's offset at `offsetY` (nil without one):
    /// the next offset write is told from scrolling against it. The content-size count is
    /// remembered with it, except at the end of an event that put back a clamped offset, which
    /// keeps the count from before the clamp (a client's offset write after its content change
    /// still counts as a compensation).
    mutating func noteEventEnded(trackingOffsetY offsetY: CGFloat?) {
        lastOffsetY = offsetY
        if clampedFromY == nil { lastContentChangeCount = offsetY != nil ? contentSizeChanges : nil }
        clampedFromY = nil
    }

    /// The tracking scroll view's offset moved to `offsetY` with nothing scrolling it.
    ///
    /// - Returns: whether the move is not scrolling: a clamp is being reported (its origin is
    ///   noted, to put the offset back to), or the move compensates a content change
    ///   (`isCompensation(offsetY:contentChangeCount:)`).
    mutating func noteOffsetWrite(toY offsetY: CGFloat) -> Bool {
        if let from = clampOrigins.last, from.isFinite {
            clampedFromY = from
            return true
        }
        return isCompensation(offsetY: offsetY, contentChangeCount: contentSizeChanges)
    }

    /// The tracking scroll view's content size changed; the count wraps rather than traps.
    mutating func noteContentSizeChange() {
        contentSizeChanges &+= 1
    }

    /// The scroll view is no longer watched for clamps: none is being reported.
    mutating func forgetClamps() {
        clampOrigins.removeAll()
    }

    /// The scroll view reports, before an inset change, that it will clamp its offset from
    /// `fromY`; clamps reported inside it nest.
    mutating func beginClampReport(fromY: CGFloat) {
        clampOrigins.append(fromY)
    }

    /// The scroll view reports, after the change, the clamp it announced last; a report with
    /// none announced is ignored.
    mutating func endClampReport() {
        if !clampOrigins.isEmpty { clampOrigins.removeLast() }
    }

    /// `value` moved toward zero by `amount`, never past it.
    static func toward(_ value: CGFloat, by amount: CGFloat) -> CGFloat {
        value > 0 ? max(0, value - amount) : min(0, value + amount)
    }
}
