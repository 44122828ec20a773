import CanopySnapshotTesting
import CanopyUIKit
import Testing

@Suite("A tab bar app written for iOS")
struct UIKitTabBarAppTests {
    @Test("The tab bar app renders its first tab with three titled symbol tabs, in light and dark")
    func renders() {
        assertSnapshots(of: MainTabBarController(), on: .iPhone15, variants: .lightAndDark)
    }

    @Test("Each tab is a navigation controller titled by its screen, with a symbol image")
    func tabs() throws {
        let tabs = MainTabBarController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let controllers = try #require(tabs.viewControllers)
        #expect(controllers.allSatisfy { $0 is UINavigationController })
        #expect(controllers.map { $0.tabBarItem.title } == ["Home", "Search", "Settings"])
        #expect(controllers.allSatisfy { $0.tabBarItem.image != nil })
        #expect(controllers[0].tabBarItem.selectedImage != nil)
        tabs.selectedIndex = 2
        #expect((tabs.selectedViewController as? UINavigationController)?.topViewController?.title == "Settings")
    }
}
