import Canopy
import Foundation
import Testing

/// The navigation controller's bar on an iPhone SE (20-point status bar): heights, safe area,
/// the large title's collapse with the tracked scroll view, appearances and the push animation.
@Suite("Navigation bar in a navigation controller")
struct NavigationControllerBarTests {
    /// Shows `nav` in a window with every list at its resting offset, `−adjustedContentInset.top`,
    /// where UIKit starts a table under a bar.
    private func host(_ nav: NavigationControllerNode) -> WindowNode {
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        rest(nav)
        return window
    }

    private func rest(_ nav: NavigationControllerNode) {
        if let list = nav.topViewController?.viewIfLoaded as? ScrollNode {
            list.contentOffset = CGPoint(x: 0, y: list.minimumContentOffset.y)
        }
    }

    @Test("A controller's title is its navigation item's title, and the bar is typed NavigationBarNode")
    func titleFeedsItem() {
        let root = ViewControllerNode()
        root.title = "Inbox"
        #expect(root.navigationItem.title == "Inbox")
        let nav = NavigationControllerNode(rootViewController: root)
        #expect(nav.navigationBar.topItem === root.navigationItem)
    }

    @Test("Without large titles the bar is 44 points under the status bar and the child's safe area starts below it")
    func standardBarHeight() {
        let root = TallListController(title: "Mail")
        let nav = NavigationControllerNode(rootViewController: root)
        let window = host(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(root.view.safeAreaInsets.top == 64)
        _ = window
    }

    @Test("With large titles the bar is 96 points and the list rests at −(20 + 96)")
    func largeTitleHeights() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = host(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(root.list.adjustedContentInset.top == 116)
        #expect(root.list.minimumContentOffset.y == -116)
        _ = window
    }

    @Test("Scrolling the list collapses the large title point for point into the 44-point bar, and pulling stretches it")
    func largeTitleFollowsScroll() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = host(nav)
        let bar = nav.navigationBar
        let cases: [(offset: CGFloat, height: CGFloat, large: CGFloat)] = [
            (-116, 96, 52), (-96, 76, 32), (-64, 44, 0), (300, 44, 0), (-156, 136, 92),
        ]
        for c in cases {
            root.list.contentOffset = CGPoint(x: 0, y: c.offset)
            #expect(bar.frame.height == c.height, "offset \(c.offset)")
            #expect(bar.largeTitleHeight == c.large, "offset \(c.offset)")
        }
        // The child's safe area stays at the expanded height throughout.
        #expect(root.view.safeAreaInsets.top == 116)
        _ = window
    }

    @Test("The bar uses the scroll-edge appearance until content scrolls beneath it, then fades to the standard one")
    func scrollEdgeTransition() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let edge = NavigationBarAppearance()
        edge.configureWithTransparentBackground()
        let standard = NavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        nav.navigationBar.scrollEdgeAppearance = edge
        nav.navigationBar.standardAppearance = standard
        let window = host(nav)
        let bar = nav.navigationBar
        #expect(bar.isAtScrollEdge)
        #expect(bar.resolvedAppearance.backgroundColor == nil)
        root.list.contentOffset = CGPoint(x: 0, y: -64)
        #expect(bar.isAtScrollEdge, "fully collapsed, content still meets the bar's edge")
        root.list.contentOffset = CGPoint(x: 0, y: -63)
        #expect(!bar.isAtScrollEdge)
        root.list.contentOffset = CGPoint(x: 0, y: -64 + NavigationBarMetrics.scrollEdgeTransitionDistance)
        #expect(bar.resolvedAppearance.backgroundColor == .systemBackground)
        _ = window
    }

    @Test("Without a scroll-edge appearance the edge draws the standard one with a transparent background")
    func defaultScrollEdge() {
        let nav = NavigationControllerNode(rootViewController: TallListController(title: "A"))
        let window = host(nav)
        #expect(nav.navigationBar.resolvedAppearance.backgroundColor == nil)
        #expect(nav.navigationBar.resolvedAppearance.shadowColor == nil)
        _ = window
    }

    @Test("An item's own appearance wins over the bar's")
    func itemAppearance() {
        let root = TallListController(title: "A")
        let mine = NavigationBarAppearance()
        mine.backgroundColor = .systemRed
        root.navigationItem.scrollEdgeAppearance = mine
        let nav = NavigationControllerNode(rootViewController: root)
        let window = host(nav)
        #expect(nav.navigationBar.resolvedAppearance.backgroundColor == .systemRed)
        _ = window
    }

    @Test("A pushed controller gets a back button titled with the previous title, and large titles follow each item's mode")
    func pushedBackButton() throws {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        nav.navigationBar.textMetrics = FixedTextMetrics()
        let window = host(nav)
        let detail = TallListController(title: "General")
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(detail.view.safeAreaInsets.top == 64)
        let back = try #require(nav.navigationBar.currentLayout.backButton)
        #expect(back.title?.string == "Settings")
        nav.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96, "the root is still at rest")
    }

    @Test("backButtonTitle and backBarButtonItem of the item below rename the back button, hidesBackButton hides it")
    func backButtonOverrides() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.textMetrics = FixedTextMetrics()
        let window = host(nav)
        let detail = TallListController(title: "X")
        nav.pushViewController(detail, animated: false)
        root.navigationItem.backButtonTitle = "Prefs"
        #expect(nav.navigationBar.currentLayout.backButton?.title?.string == "Prefs")
        root.navigationItem.backBarButtonItem = BarButtonItem(title: "Up")
        #expect(nav.navigationBar.currentLayout.backButton?.title?.string == "Up")
        detail.navigationItem.hidesBackButton = true
        #expect(nav.navigationBar.currentLayout.backButton == nil)
        _ = window
    }

    @Test("An animated push moves the bar's content and height over 0.35 s on the frame clock")
    func animatedPush() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = host(nav)
        let detail = TallListController(title: "General")
        detail.navigationItem.largeTitleDisplayMode = .never
        let start = window.clock.now
        nav.pushViewController(detail, animated: true)
        #expect(nav.navigationBar.frame.height == 96, "starts at the old height")
        for _ in 0..<10 { window.clock.advanceFrame() }
        // Eased in and out: p = (1 − cos πu) / 2 with u the elapsed fraction of 0.35 s.
        let u = (window.clock.now - start) / 0.35
        let p = (1 - cos(CGFloat.pi * u)) / 2
        #expect(abs(nav.navigationBar.frame.height - (96 + (44 - 96) * p)) < 1e-9)
        window.clock.runUntilIdle()
        #expect(nav.navigationBar.frame.height == 44)
        #expect(window.clock.isIdle)
    }
}
