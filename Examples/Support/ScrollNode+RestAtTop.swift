import Canopy
import Foundation

extension ScrollNode {
    /// Scrolls to the top resting position (`-adjustedContentInset.top`), where a fresh list
    /// in a window sits before the user touches it.
    ///
    /// A list added before its window's safe area and its header's inset apply rests above
    /// that position; the example screens call this once they appear.
    public func restAtTop() {
        contentOffset = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
    }
}
