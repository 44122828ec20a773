import Canopy
import Foundation
import Testing

private final class Recorder: TabBarControllerDelegate {
    var log: [String] = []
    var refuse: Set<String> = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewControllerNode) -> Bool {
        log.append("should \(viewController.title ?? "")")
        return !refuse.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewControllerNode) {
        log.append("did \(viewController.title ?? "")")
    }
}

private final class Tab: ViewControllerNode {
    var events: [String] = []
    init(_ title: String) {
        super.init()
        self.title = title
    }
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
}

@Suite("Tab bars")
struct TabBarTests {
    private func host(_ tabs: TabBarController, on device: DeviceProfile = .iPhone15) -> WindowNode {
        let window = WindowNode(device: device)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("Items share the width; image 25 points at y 5, title baseline at 43, badge at the image's top-right")
    func layoutNumbers() throws {
        let layout = TabBarLayout(
            width: 400, items: [.init(title: "Home"), .init(title: "Inbox", badgeValue: "3"), .init(title: "Me", badgeValue: "")],
            metrics: FixedTextMetrics())
        let third: CGFloat = 400.0 / 3
        let sixth: CGFloat = 400.0 / 6
        #expect(layout.items.map(\.frame.minX) == [0, third, 2 * third])
        let first = try #require(layout.items.first)
        #expect(first.imageFrame == CGRect(x: sixth - 12.5, y: 5, width: 25, height: 25))
        // "Home" at 10 points: 4 × 5 = 20 wide, centred.
        #expect(first.titleOrigin == CGPoint(x: sixth - 10, y: 43))
        // "3" at 13 points is 6.5 wide, so the badge is its 18-point minimum, centred 12 right of the image's centre.
        let badge = try #require(layout.items[1].badgeFrame)
        let badgeX: CGFloat = 200 + 12 - 9
        #expect(badge == CGRect(x: badgeX, y: 2, width: 18, height: 18))
        #expect(layout.items[2].badgeFrame?.size == CGSize(width: 10, height: 10))
        #expect(layout.items[2].badgeText == nil)
    }

    @Test("The bar is 49 points plus the bottom safe area and the selected child's safe area includes it")
    func barHeightAndSafeArea() {
        let tabs = TabBarController()
        let first = Tab("One")
        tabs.viewControllers = [first, Tab("Two")]
        let window = host(tabs)
        // iPhone 15: 852 tall with a 34-point home indicator.
        let barTop: CGFloat = 852 - 83
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: barTop, width: 393, height: 83))
        #expect(first.view.safeAreaInsets.bottom == 83)
        #expect(first.view.safeAreaInsets.top == 59)
        _ = window
    }

    @Test("Selecting programmatically swaps the child with appearance callbacks and asks no delegate")
    func programmaticSelection() {
        let tabs = TabBarController()
        let one = Tab("One"), two = Tab("Two")
        tabs.viewControllers = [one, two]
        let recorder = Recorder()
        tabs.delegate = recorder
        let window = host(tabs)
        one.events = []
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === two)
        #expect(two.view.superview === tabs.view)
        #expect(one.viewIfLoaded?.superview == nil)
        #expect(one.events == ["willDisappear", "didDisappear"])
        #expect(two.events == ["willAppear", "didAppear"])
        #expect(recorder.log.isEmpty)
        #expect(tabs.tabBar.selectedItem === two.tabBarItem)
        tabs.selectedViewController = one
        #expect(tabs.selectedIndex == 0)
        _ = window
    }

    @Test("A user's selection asks the delegate first, then tells it; a refusal keeps the tab")
    func userSelection() {
        let tabs = TabBarController()
        tabs.viewControllers = [Tab("One"), Tab("Two"), Tab("Three")]
        let recorder = Recorder()
        recorder.refuse = ["Three"]
        tabs.delegate = recorder
        let window = host(tabs)
        #expect(tabs.selectTabAsUser(at: 1))
        #expect(!tabs.selectTabAsUser(at: 2))
        #expect(tabs.selectedIndex == 1)
        #expect(recorder.log == ["should Two", "did Two", "should Three"])
        _ = window
    }

    @Test("Out-of-range indices and foreign controllers are refused with a diagnostic")
    func refusals() {
        let tabs = TabBarController()
        tabs.viewControllers = [Tab("One")]
        #expect(Diagnostics.capture { tabs.selectedIndex = 5 }.map(\.code) == ["tabBar.indexOutOfRange"])
        #expect(Diagnostics.capture { tabs.selectedViewController = Tab("X") }.map(\.code) == ["tabBar.notATab"])
        #expect(tabs.selectedIndex == 0)
        #expect(!tabs.selectTabAsUser(at: -1))
    }

    @Test("A controller's title names its tab item, and the bar finds the tab under a point")
    func itemsAndHitTesting() {
        let tabs = TabBarController()
        let two = Tab("Two")
        tabs.viewControllers = [Tab("One"), two]
        two.tabBarItem.badgeValue = "4"
        let window = host(tabs)
        #expect(tabs.tabBar.items.map(\.title) == ["One", "Two"])
        #expect(tabs.tabBar.itemIndex(at: CGPoint(x: 300, y: 20)) == 1)
        _ = window
    }
}
