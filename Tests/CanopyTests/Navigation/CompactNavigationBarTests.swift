import Canopy
import Foundation
import Testing

/// The navigation bar in a compact-height environment (iPhone landscape): a 32-point row, no
/// large title, and the compact appearances.
@Suite("Compact-height navigation bar")
struct CompactNavigationBarTests {
    private func host(_ nav: NavigationControllerNode, on device: DeviceProfile = .iPhoneSELandscape) -> WindowNode {
        let window = WindowNode(device: device)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        if let list = nav.topViewController?.viewIfLoaded as? ScrollNode {
            list.contentOffset = CGPoint(x: 0, y: list.minimumContentOffset.y)
        }
        return window
    }

    private func appearance(_ color: Color) -> NavigationBarAppearance {
        let a = NavigationBarAppearance()
        a.backgroundColor = color
        return a
    }

    @Test("In landscape the bar is 32 points at the top of the screen and the child's safe area starts below it")
    func compactHeight() {
        let root = TallListController(title: "Mail")
        let nav = NavigationControllerNode(rootViewController: root)
        let window = host(nav)
        #expect(nav.navigationBar.isCompactHeight)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(root.view.safeAreaInsets.top == 32)
        #expect(root.list.minimumContentOffset.y == -32)
        _ = window
    }

    @Test("A bar preferring large titles shows none in landscape: the row alone, with the title inline")
    func noLargeTitle() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        root.navigationItem.largeTitleDisplayMode = .always
        let window = host(nav)
        let bar = nav.navigationBar
        #expect(bar.largeTitleHeight == nil)
        #expect(bar.frame.height == 32)
        #expect(bar.currentLayout.largeTitle == nil)
        #expect(bar.currentLayout.title?.string == "Settings")
        // Scrolling changes nothing about the height: there is no large title to collapse.
        root.list.contentOffset = CGPoint(x: 0, y: 200)
        #expect(bar.frame.height == 32)
        _ = window
    }

    @Test("The title and items are centred vertically in the 32-point row")
    func rowLayout() {
        var input = NavigationBarLayout.Input(width: 667, title: "Inbox")
        input.rowHeight = NavigationBarMetrics.compactBarHeight
        input.rightItems = [.init(title: "Edit")]
        let layout = NavigationBarLayout(input, metrics: FixedTextMetrics())
        #expect(layout.height == 32)
        #expect(layout.title?.frame.height == 32)
        #expect(layout.rightItems.first?.frame.height == 32)
        #expect(NavigationBarMetrics.barHeight(for: DeviceProfile.iPhoneSELandscape.traitCollection) == 32)
        #expect(NavigationBarMetrics.barHeight(for: DeviceProfile.iPhoneSE.traitCollection) == 44)
    }

    @Test("Rotating to landscape shrinks the bar to 32 points and drops the large title; rotating back restores both")
    func rotation() {
        let root = TallListController(title: "Settings")
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = host(nav, on: .iPhoneSE)
        #expect(nav.navigationBar.frame.height == 96)
        window.device = .iPhoneSELandscape
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
        #expect(root.view.safeAreaInsets.top == 32)
        window.device = .iPhoneSE
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 116)
        // With the list back at its resting offset the large title is fully expanded again.
        root.list.contentOffset = CGPoint(x: 0, y: root.list.minimumContentOffset.y)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        _ = window
    }

    @Test("Scrolled content uses the compact appearance, the item's before the bar's, else the standard one")
    func compactAppearance() {
        let root = TallListController(title: "A")
        let nav = NavigationControllerNode(rootViewController: root)
        let bar = nav.navigationBar
        bar.standardAppearance = appearance(.systemBlue)
        let window = host(nav)
        root.list.contentOffset = CGPoint(x: 0, y: 100)
        #expect(bar.resolvedAppearance.backgroundColor == .systemBlue, "no compact appearance: the standard one")
        bar.compactAppearance = appearance(.systemGreen)
        #expect(bar.resolvedAppearance.backgroundColor == .systemGreen)
        root.navigationItem.compactAppearance = appearance(.systemOrange)
        #expect(bar.resolvedAppearance.backgroundColor == .systemOrange)
        _ = window
    }

    @Test("At the scroll edge the compact scroll-edge appearance applies, falling back to the scroll-edge one")
    func compactScrollEdge() {
        let root = TallListController(title: "A")
        let nav = NavigationControllerNode(rootViewController: root)
        let bar = nav.navigationBar
        bar.compactAppearance = appearance(.systemGreen)
        let window = host(nav)
        #expect(bar.isAtScrollEdge)
        #expect(bar.resolvedAppearance.backgroundColor == nil, "nothing set: the compact appearance made transparent")
        bar.scrollEdgeAppearance = appearance(.systemRed)
        #expect(bar.resolvedAppearance.backgroundColor == .systemRed)
        bar.compactScrollEdgeAppearance = appearance(.systemPurple)
        #expect(bar.resolvedAppearance.backgroundColor == .systemPurple)
        root.navigationItem.compactScrollEdgeAppearance = appearance(.systemYellow)
        #expect(bar.resolvedAppearance.backgroundColor == .systemYellow)
        _ = window
    }

    @Test("In portrait the compact appearances are ignored")
    func portraitIgnoresCompact() {
        let root = TallListController(title: "A")
        let nav = NavigationControllerNode(rootViewController: root)
        let bar = nav.navigationBar
        bar.compactAppearance = appearance(.systemGreen)
        bar.compactScrollEdgeAppearance = appearance(.systemPurple)
        let window = host(nav, on: .iPhoneSE)
        #expect(!bar.isCompactHeight)
        #expect(bar.resolvedAppearance.backgroundColor == nil)
        root.list.contentOffset = CGPoint(x: 0, y: 100)
        #expect(bar.resolvedAppearance.backgroundColor != .systemGreen)
        _ = window
    }
}
