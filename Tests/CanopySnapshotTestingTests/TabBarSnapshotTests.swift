import Canopy
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// A tab bar screen as iOS draws one: four tabs, the selected one a settings list in a
/// navigation controller, a badge on another; light and dark.
@Suite("Tab bar snapshots")
struct TabBarSnapshotTests {
    static func window(style: UserInterfaceStyle) -> WindowNode {
        let settings = SettingsScreen(title: "Settings", sections: SettingsScreen.sampleSections)
        let nav = NavigationControllerNode(rootViewController: settings)
        nav.navigationBar.prefersLargeTitles = true
        nav.tabBarItem = TabBarItem(title: "Settings", image: Image(symbol: .gear), tag: 3)
        func tab(_ title: String, _ symbol: Symbol, badge: String? = nil) -> ViewControllerNode {
            let c = ViewControllerNode()
            c.title = title
            c.tabBarItem.image = Image(symbol: symbol)
            c.tabBarItem.badgeValue = badge
            return c
        }
        let tabs = TabBarController()
        tabs.viewControllers = [
            tab("Home", .houseFill), tab("Search", .magnifyingglass), tab("Favourites", .starFill, badge: "3"), nav,
        ]
        tabs.selectedIndex = 3
        let window = WindowNode(device: .iPhone15)
        window.traitOverrides.userInterfaceStyle = style
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // UIKit starts a list under a bar at −adjustedContentInset.top.
        settings.list.contentOffset = CGPoint(x: 0, y: settings.list.minimumContentOffset.y)
        window.layoutIfNeeded()
        return window
    }

    @Test("A tab bar screen: four tabs along the bottom above the home indicator, Settings selected in the tint")
    func tabBarScreen() {
        assertSnapshot(of: Self.window(style: .light))
    }

    @Test("The tab bar screen in dark mode")
    func tabBarScreenDark() {
        assertSnapshot(of: Self.window(style: .dark))
    }
}
