import Canopy
import Foundation

/// Where each scroll view of a window sits relative to its top-left edge, so a variant on
/// another device shows the screen as scrolled as it was, not where the old size left it.
///
/// A scroll view keeps its `contentOffset` across a size change, as UIKit's does; when the
/// new device's safe area gives the list another top inset, the old offset draws the list
/// scrolled (a list at rest under a 59-point inset is 39 points down under a 20-point one),
/// and each device's golden would depend on the device before it. Kept relative to
/// `adjustedContentInset`, a list at rest stays at rest on every device.
struct ScrollPositions {
    /// A scroll view (held weakly: the screen owns it) and its offset past its resting place.
    private struct Entry {
        weak var node: ScrollNode?
        var pastRest: CGPoint
    }

    private var entries: [Entry] = []

    /// The positions of every scroll view in `window`, in tree order.
    init(of window: WindowNode) {
        var stack: [ViewNode] = [window]
        while let node = stack.popLast() {
            if let scroll = node as? ScrollNode {
                let inset = scroll.adjustedContentInset
                entries.append(
                    Entry(node: scroll, pastRest: CGPoint(x: scroll.contentOffset.x + inset.left, y: scroll.contentOffset.y + inset.top)))
            }
            stack.append(contentsOf: node.subviews.reversed())
        }
    }

    /// Puts each scroll view back at its recorded distance past its resting place, under its
    /// current insets, outermost first; lays the window out after each move.
    func restore(in window: WindowNode) {
        for entry in entries {
            guard let scroll = entry.node, scroll.window === window else { continue }
            let inset = scroll.adjustedContentInset
            let target = CGPoint(x: entry.pastRest.x - inset.left, y: entry.pastRest.y - inset.top)
            if scroll.contentOffset != target {
                scroll.contentOffset = target
                window.layoutIfNeeded()
            }
        }
    }
}
