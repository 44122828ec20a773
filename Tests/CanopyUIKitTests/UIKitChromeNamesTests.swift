import CanopyUIKit
import Foundation
import Testing

private final class Settings: UIViewController {
    var saved = 0
    func save(_ sender: UIBarButtonItem) { saved += 1 }
}

private final class TabsDelegate: UITabBarControllerDelegate {
    var selected: [String?] = []
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(viewController.title)
    }
}

/// Navigation, tab and image code written with UIKit's names compiles and behaves.
@Suite("UIKit's navigation, tab and image spellings")
struct UIKitChromeNamesTests {
    @Test("A navigation screen configured with UIKit's names draws its items and large title")
    func navigationNames() {
        let settings = Settings()
        settings.title = "Settings"
        settings.navigationItem.largeTitleDisplayMode = .always
        settings.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: settings, action: Settings.save)
        let nav = UINavigationController(rootViewController: settings)
        nav.navigationBar.prefersLargeTitles = true
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor.systemBackground
        nav.navigationBar.standardAppearance = appearance
        nav.navigationBar.scrollEdgeAppearance = appearance
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96)
        settings.navigationItem.rightBarButtonItem?.performAction()
        #expect(settings.saved == 1)
    }

    @Test("Tabs configured with UIKit's names select and tell their delegate")
    func tabNames() {
        let first = UIViewController()
        first.title = "One"
        first.tabBarItem = UITabBarItem(title: "One", image: UIImage(systemName: "house"), tag: 0)
        let second = UIViewController()
        second.title = "Two"
        second.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        tabs.viewControllers = [first, second]
        let bar: UITabBar = tabs.tabBar
        #expect(bar.items.count == 2)
        tabs.selectTabAsUser(at: 1)
        #expect(tabs.selectedViewController === second)
        #expect(delegate.selected == ["Two"])
    }

    @Test("UIImage spells symbols, rendering modes and cap insets")
    func imageNames() throws {
        let image = try #require(UIImage(systemName: "gear"))
        let original: UIImage = image.withRenderingMode(.alwaysOriginal)
        #expect(!original.isTemplate)
        #expect(image.size == CGSize(width: 22, height: 22))
    }
}
