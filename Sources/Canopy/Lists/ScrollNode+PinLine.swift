import Foundation

extension ScrollNode {
    /// The content y under which a list pins its section headers: the bottom edge of
    /// `overlay` when it shows over the list in the same window, else the visible top under
    /// the adjusted inset.
    ///
    /// A collapsing header injects an inset that stays at its expanded height while it
    /// collapses, so its bottom edge, not the inset, is where pinned headers belong.
    func pinLine(under overlay: ViewNode?) -> CGFloat {
        if let overlay, !overlay.isHidden, overlay.window != nil, overlay.window === window {
            let bottom = overlay.convert(CGPoint(x: 0, y: overlay.bounds.maxY), to: self).y
            return Swift.max(storedBounds.minY, bottom)
        }
        return storedBounds.minY + adjustedContentInset.top
    }
}
