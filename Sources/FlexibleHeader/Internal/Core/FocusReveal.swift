import Foundation

/// A screen-reader focus move the header answers by scrolling its tracking scroll view, measured
/// in window coordinates after the header settled for the current offset.
///
/// Screen-reader scrolling stands in for a finger: the header decides how far (no more than the
/// distance still hidden), the scroll view moves, and the header follows that scroll like any
/// other.
struct FocusReveal: Equatable {
    /// Where the focused element lives.
    enum Place: Equatable {
        /// Inside the header: the content scrolls back towards its top, which grows the header,
        /// until the element shows whole below the status bar.
        case header
        /// Inside the tracking scroll view: the content scrolls down until the element's top
        /// sits at the header's bottom edge.
        case content
    }

    var place: Place
    /// The header's bounds in window coordinates.
    var headerFrame: CGRect
    /// The focused element's bounds in window coordinates.
    var elementFrame: CGRect
    /// The bottom of the status bar in window coordinates; a header element above it cannot be
    /// read on screen.
    var statusBarBottom: CGFloat
    /// The header is hidden, so it hides no content.
    var isHeaderHidden: Bool

    /// Gaps up to half a point are rounding of converted frames, not content hidden.
    static let tolerance: CGFloat = 0.5

    /// Points to scroll the content by (negative: towards its top), or nil when the element shows.
    var scrollDistance: CGFloat? {
        let header = headerFrame, target = elementFrame
        switch place {
        case .header:
            let top = max(header.minY, statusBarBottom)
            // The header grows as the content scrolls back towards its top.
            let missing = max(top - target.minY, target.maxY - header.maxY, 0)
            guard missing > Self.tolerance else { return nil }
            return -missing
        case .content:
            guard !isHeaderHidden, header.maxY > target.minY + Self.tolerance, header.minY < target.maxY else { return nil }
            return -(header.maxY - target.minY)
        }
    }
}
