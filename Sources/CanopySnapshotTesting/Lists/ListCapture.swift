import Canopy
import Foundation

/// Puts a list into the state a snapshot of its whole content needs, and back.
///
/// A whole-content snapshot is a long screenshot: the list is stretched to its content height
/// plus its adjusted insets and rested at its top, so every row is laid out at once (a table
/// makes cells for all of them), then returned to its frame and offset.
public enum ListCapture {
    /// The tallest whole-content capture, in points: 20,000 points of a 430-point-wide list is
    /// a 34 MB bitmap at scale 1, a size a test machine renders in well under a second.
    public static let defaultMaximumHeight: CGFloat = 20_000

    /// What a capture did: the height drawn and, when the content was taller than the
    /// maximum, the message saying so.
    public struct Outcome: Sendable, Equatable {
        /// The height the list was stretched to, in points.
        public var capturedHeight: CGFloat
        /// Set when the content did not fit the maximum and was cut there.
        public var truncationMessage: String?
    }

    /// Stretches `list` to its whole content (at most `maximumHeight` points), runs `body`,
    /// then restores the list's frame and offset.
    ///
    /// A table measures rows as it lays them out, so its content height can change once it is
    /// stretched; the stretch repeats until the height settles (three rounds at most).
    public static func withWholeContent<T>(of list: ScrollNode, maximumHeight: CGFloat = defaultMaximumHeight, _ body: (Outcome) throws -> T) rethrows
        -> T
    {
        let savedFrame = list.frame
        let savedOffset = list.contentOffset
        defer {
            list.frame = savedFrame
            list.contentOffset = savedOffset
            list.layoutIfNeeded()
        }
        let limit = maximumHeight.isFinite && maximumHeight > 0 ? maximumHeight : defaultMaximumHeight
        list.layoutIfNeeded()
        var needed = fullHeight(of: list)
        for _ in 0..<3 {
            list.frame = CGRect(origin: savedFrame.origin, size: CGSize(width: savedFrame.width, height: Swift.min(needed, limit)))
            list.contentOffset = CGPoint(x: list.contentOffset.x, y: list.minimumContentOffset.y)
            list.layoutIfNeeded()
            let next = fullHeight(of: list)
            if next == needed { break }
            needed = next
        }
        var outcome = Outcome(capturedHeight: Swift.min(needed, limit), truncationMessage: nil)
        if needed > limit {
            outcome.truncationMessage =
                "The list's content is \(needed) points tall with its insets, more than the \(limit)-point limit of a whole-content snapshot; the snapshot shows its first \(limit) points. Snapshot a position instead (scrolled(to:at:)) or pass a larger maximumHeight."
        }
        return try body(outcome)
    }

    /// Content height plus the adjusted top and bottom insets.
    static func fullHeight(of list: ScrollNode) -> CGFloat {
        list.contentSize.height + list.adjustedContentInset.top + list.adjustedContentInset.bottom
    }
}

extension TableNode {
    /// Scrolls without animation so `indexPath` rests at `position`, lays the table out and
    /// returns it, for a snapshot at a named place in the list.
    ///
    /// Rows above the target measured on display are measured first, so the row lands where
    /// asked on every machine, not where the estimates put it.
    @discardableResult
    public func scrolled(to indexPath: IndexPath, at position: ScrollPosition) -> Self {
        scrollToRow(at: indexPath, at: position, animated: false)
        layoutIfNeeded()
        return self
    }
}

extension ScrollTrace.Step {
    /// A step scrolling the trace's table, without animation, so `indexPath` rests at `position`.
    ///
    /// Does nothing to a scroll view that is not a table.
    public static func scrolled(to indexPath: IndexPath, at position: TableNode.ScrollPosition) -> ScrollTrace.Step {
        .perform("scrolled(to: \(indexPath.section).\(indexPath.row), at: \(position))") { scrollView in
            (scrollView as? TableNode)?.scrolled(to: indexPath, at: position)
        }
    }
}
