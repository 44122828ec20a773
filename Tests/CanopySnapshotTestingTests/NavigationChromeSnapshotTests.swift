import Canopy
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// A settings screen in a navigation controller with large titles, as iOS draws it: expanded
/// at rest, collapsed after scrolling, and a pushed detail with a back button; light and dark.
@Suite("Navigation chrome snapshots")
struct NavigationChromeSnapshotTests {
    /// Hosts the settings screen on an iPhone SE with its list at rest, scrolled `scroll`
    /// points further, and `detail` pushed when given.
    static func window(
        style: UserInterfaceStyle, device: DeviceProfile = .iPhoneSE, scroll: CGFloat = 0, pushDetail: Bool = false
    ) -> WindowNode {
        let settings = SettingsScreen(title: "Settings", sections: SettingsScreen.sampleSections)
        let nav = NavigationControllerNode(rootViewController: settings)
        nav.navigationBar.prefersLargeTitles = true
        let window = WindowNode(device: device)
        window.traitOverrides.userInterfaceStyle = style
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // UIKit starts a list under a bar at −adjustedContentInset.top.
        settings.list.contentOffset = CGPoint(x: 0, y: settings.list.minimumContentOffset.y + scroll)
        if pushDetail {
            let detail = SettingsDetailScreen(title: "General")
            nav.pushViewController(detail, animated: false)
            window.layoutIfNeeded()
            detail.list.contentOffset = CGPoint(x: 0, y: detail.list.minimumContentOffset.y)
        }
        window.clock.runUntilIdle()
        window.layoutIfNeeded()
        return window
    }

    @Test("A settings screen shows its large title expanded under a transparent bar")
    func settingsLargeTitle() {
        assertSnapshot(of: Self.window(style: .light))
    }

    @Test("In dark mode the expanded large title is white on black")
    func settingsLargeTitleDark() {
        assertSnapshot(of: Self.window(style: .dark))
    }

    @Test("After scrolling 120 points the large title has collapsed into the standard bar")
    func settingsCollapsed() {
        assertSnapshot(of: Self.window(style: .light, scroll: 120))
    }

    @Test("In dark mode the collapsed bar draws the dark bar background and hairline")
    func settingsCollapsedDark() {
        assertSnapshot(of: Self.window(style: .dark, scroll: 120))
    }

    @Test("A pushed detail shows a back chevron titled Settings, an inline title and an Edit button")
    func pushedDetail() {
        assertSnapshot(of: Self.window(style: .light, pushDetail: true))
    }

    @Test("The pushed detail in dark mode")
    func pushedDetailDark() {
        assertSnapshot(of: Self.window(style: .dark, pushDetail: true))
    }

    @Test("In landscape the bar is the 32-point compact row with an inline title and no large title")
    func landscapeCompactBar() {
        assertSnapshot(of: Self.window(style: .light, device: .iPhoneSELandscape))
    }

    @Test("In landscape a pushed detail keeps its back button and Edit item in the 32-point row")
    func landscapePushedDetail() {
        assertSnapshot(of: Self.window(style: .light, device: .iPhoneSELandscape, pushDetail: true))
    }
}
