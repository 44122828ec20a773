import Canopy
import Foundation
import Testing

/// A navigation bar on a notched phone in landscape keeps its row clear of the side safe area.
@Suite("Navigation bar side insets")
struct NavigationBarSideInsetTests {
    /// "Inbox" pushed under by "Message" with a Done item, on an iPhone 15 in landscape (59-point
    /// safe area at each side).
    private func host() -> (WindowNode, NavigationControllerNode) {
        let root = ViewControllerNode()
        root.title = "Inbox"
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.textMetrics = FixedTextMetrics()
        let window = WindowNode(device: .iPhone15Landscape)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        let message = ViewControllerNode()
        message.title = "Message"
        message.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
        nav.pushViewController(message, animated: false)
        window.layoutIfNeeded()
        return (window, nav)
    }

    @Test("The back button and items sit inside the side safe area, the title stays centred on the bar")
    func rowBetweenInsets() throws {
        let (_, nav) = host()
        let bar = nav.navigationBar
        #expect(bar.safeAreaInsets.left == 59 && bar.safeAreaInsets.right == 59)
        let layout = bar.currentLayout
        let back = try #require(layout.backButton)
        let done = try #require(layout.rightItems.first)
        let title = try #require(layout.title)
        #expect(back.frame.minX >= 59)
        #expect(done.frame.maxX <= bar.bounds.width - 59)
        #expect(abs(title.frame.midX - bar.bounds.midX) <= 1)
    }

    @Test("A tap in the sensor housing's margin does not reach the back button; one on it pops")
    func tapsFollowTheMovedRow() throws {
        let (window, nav) = host()
        let bar = nav.navigationBar
        let y = bar.convert(CGPoint(x: 0, y: bar.bounds.midY), to: window).y
        window.tap(at: CGPoint(x: 20, y: y))
        #expect(nav.viewControllers.count == 2)
        let back = try #require(bar.currentLayout.backButton)
        window.tap(at: bar.convert(CGPoint(x: back.frame.midX, y: back.frame.midY), to: window))
        #expect(nav.viewControllers.count == 1)
    }
}
