import Canopy
import Foundation

/// A screen the gallery and snapshot tests can put into a given scroll state.
public protocol ExampleScreen: ViewControllerNode {
    /// The scroll node that drives the header, if any.
    var demoScrollView: ScrollNode? { get }
    /// Puts the screen into a demo state: `offset` points scrolled past the top resting
    /// position (negative values pull down, over-extending the header).
    func showDemoState(scrollOffset offset: CGFloat)
}

extension ExampleScreen {
    /// Scrolls `demoScrollView` to `offset` points past its top resting position, clamped to
    /// the content's end; pulls (negative offsets) are allowed, as a finger would hold them.
    public func scrollDemoScrollView(by offset: CGFloat) {
        guard let s = demoScrollView else { return }
        let top = s.minimumContentOffset.y
        let y = min(top + offset, s.maximumContentOffset.y)
        s.contentOffset = CGPoint(x: s.contentOffset.x, y: y)
        view.window?.layoutIfNeeded()
    }
}
