import Canopy
import Foundation

extension FlexibleHeaderView {
    /// How many rounds the header and the content may adjust to each other after a focus move;
    /// each round settles the header for the new offset, two suffice for a shift then an expansion.
    static let focusRevealRounds = 3

    /// Reacts to screen-reader focus moving to `element`: an element inside the header shifts
    /// it back on screen and expands it as far as the element needs; an element of the tracking
    /// scroll view hidden under the header scrolls down just enough to sit below it.
    ///
    /// Both scroll the tracking scroll view only by the distance still hidden, so content under
    /// the header moves no more than needed; called by the framework for every focus move.
    func accessibilityFocusDidMove(to element: ViewNode) {
        if element.isDescendant(of: self) {
            revealHeaderElement(element)
        } else if let scroll = trackingScrollView, element.isDescendant(of: scroll) {
            revealContentElement(element, in: scroll)
        }
    }

    private func revealHeaderElement(_ element: ViewNode) {
        if isShiftedOffscreen || frame.minY < 0 { shiftHeaderOnScreen(animated: false) }
        guard let scroll = trackingScrollView else { return }
        for _ in 0..<Self.focusRevealRounds {
            let header = convert(bounds, to: nil)
            let target = element.convert(element.bounds, to: nil)
            let top = max(header.minY, statusBarBottom)
            // The header grows as the content scrolls back towards its top.
            let missing = max(top - target.minY, target.maxY - header.maxY, 0)
            guard missing > 0.5 else { return }
            guard scrollTracking(scroll, by: -missing) else { return }
        }
    }

    private func revealContentElement(_ element: ViewNode, in scroll: ScrollNode) {
        for _ in 0..<Self.focusRevealRounds {
            let header = convert(bounds, to: nil)
            let target = element.convert(element.bounds, to: nil)
            guard !isHidden, header.maxY > target.minY + 0.5, header.minY < target.maxY else { return }
            guard scrollTracking(scroll, by: -(header.maxY - target.minY)) else { return }
        }
    }

    /// The bottom of the status bar in window coordinates: a header element above it cannot
    /// be read on screen.
    private var statusBarBottom: CGFloat { window?.statusBarHeight ?? 0 }

    /// Scrolls the tracking scroll view by `dy` (clamped) and lets the header follow; false
    /// when the offset could not move.
    private func scrollTracking(_ scroll: ScrollNode, by dy: CGFloat) -> Bool {
        let old = scroll.contentOffset
        let new = scroll.clampedContentOffset(CGPoint(x: old.x, y: old.y + dy))
        guard new != old else { return false }
        scroll.contentOffset = new
        if !observesTrackingScrollViewScrollEvents { trackingScrollViewDidScroll() }
        superview?.layoutIfNeeded()
        return true
    }
}
