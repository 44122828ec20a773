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
            if isShiftedOffscreen || frame.minY < 0 { shiftHeaderOnScreen(animated: false) }
            guard let scroll = trackingScrollView else { return }
            reveal(element, at: .header, in: scroll)
        } else if let scroll = trackingScrollView, element.isDescendant(of: scroll) {
            reveal(element, at: .content, in: scroll)
        }
    }

    /// Scrolls `scroll` until `element` shows, in at most `focusRevealRounds` rounds. Each round
    /// measures the header and the element in window coordinates, lets the solver decide how far
    /// to scroll (`HeaderSolver.ScrollViewStep.revealFocus`), and lets the header follow that
    /// scroll as it follows a finger's; the rounds stop when nothing moved.
    private func reveal(_ element: ViewNode, at place: FocusReveal.Place, in scroll: ScrollNode) {
        for _ in 0..<Self.focusRevealRounds {
            let reveal = FocusReveal(
                place: place, headerFrame: convert(bounds, to: nil), elementFrame: element.convert(element.bounds, to: nil),
                statusBarBottom: window?.statusBarHeight ?? 0, isHeaderHidden: isHidden)
            guard runScrollViewStep(.revealFocus(reveal), on: scroll) else { return }
            if !observesTrackingScrollViewScrollEvents { trackingScrollViewDidScroll() }
            superview?.layoutIfNeeded()
        }
    }
}
