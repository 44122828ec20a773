import Foundation

/// The valid offset range of a scroll view, read once, and the inset a header with
/// `preventsJumps` adds so that the range holds an offset the scroll view would otherwise clamp.
///
/// A scroll view at rest clamps its offset into `minimum...maximum` whenever its adjusted inset
/// changes, and that clamp moves the content. The header instead widens the range just enough:
/// points added to its top injection lower `minimum`, points of *bottom reserve* added to the
/// bottom inset raise `maximum`. The reserve is given back point for point as the content
/// scrolls away from the end, so it never shows more space below the content than the content
/// already showed when it was added.
///
/// The bottom is widened by whole points, so the new range cannot fall short of the offset by a
/// rounding error; the extra fraction of a point shows nothing. The top is widened exactly: the
/// header keeps content resting at its top on the top of the range, and a rounded top would
/// move it by the fraction.
struct OffsetRangeHold: Equatable {
    /// The smallest valid offset, `−adjustedContentInset.top`.
    var minimum: CGFloat
    /// Where the content's end meets the viewport's bottom: `contentHeight + adjusted bottom
    /// inset − viewport height`. The largest valid offset is `max(minimum, contentEnd)`.
    var contentEnd: CGFloat
    /// The part of the bottom inset that is the header's reserve.
    var reserve: CGFloat

    /// The largest valid offset.
    var maximum: CGFloat { max(minimum, contentEnd) }

    /// Points to add to the top inset so the range holds `offsetY` (0 when it does).
    func topWidening(for offsetY: CGFloat) -> CGFloat {
        guard offsetY.isFinite, minimum.isFinite, offsetY < minimum else { return 0 }
        return minimum - offsetY
    }

    /// Points to add to the bottom reserve so the range holds `offsetY` (0 when it does).
    ///
    /// Measured from the content's end rather than from `maximum`: with short content the
    /// largest offset is the smallest, and only a bottom inset that reaches the offset raises it.
    func bottomWidening(for offsetY: CGFloat) -> CGFloat {
        guard offsetY.isFinite, contentEnd.isFinite, offsetY > maximum else { return 0 }
        return (offsetY - contentEnd).rounded(.up)
    }

    /// The reserve still needed to hold `offsetY`: never more than the reserve there is, and as
    /// the content scrolls away from its end it shrinks by the distance scrolled.
    func releasedReserve(at offsetY: CGFloat) -> CGFloat {
        guard reserve > 0 else { return 0 }
        guard offsetY.isFinite, contentEnd.isFinite else { return reserve }
        let end = contentEnd - reserve
        if offsetY <= minimum || offsetY <= end { return 0 }
        return min(reserve, (offsetY - end).rounded(.up))
    }

    /// Whether `offsetY` lies in the range, so the scroll view leaves it alone.
    func isHolding(_ offsetY: CGFloat) -> Bool { offsetY >= minimum && offsetY <= maximum }
}
