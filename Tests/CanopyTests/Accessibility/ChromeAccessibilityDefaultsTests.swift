import Canopy
import Foundation
import Testing

@Suite("Accessibility defaults of bars and tables")
struct ChromeAccessibilityDefaultsTests {
    private func host(_ controller: ViewControllerNode) -> WindowNode {
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func barElements(_ nav: NavigationControllerNode) -> [AccessibilityTree.Element] {
        AccessibilityTree(of: nav.view.window!).elements.filter { $0.frame.maxY <= nav.navigationBar.frame.maxY }
    }

    @Test("A navigation bar reads the back button, its items as buttons and the title as a header, leading to trailing")
    func navigationBar() {
        let root = ViewControllerNode()
        root.title = "Mailboxes"
        let inbox = ViewControllerNode()
        inbox.title = "Inbox"
        inbox.navigationItem.rightBarButtonItems = [
            BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .flexibleSpace), BarButtonItem(title: "Edit"),
        ]
        let nav = NavigationControllerNode(rootViewController: root)
        let window = host(nav)
        nav.pushViewController(inbox, animated: false)
        window.layoutIfNeeded()
        let elements = barElements(nav)
        #expect(elements.map(\.label) == ["Mailboxes", "Inbox", "Edit", "Add"])
        #expect(elements.map(\.traits) == [.button, .header, .button, .button])
        #expect(!nav.navigationBar.isAccessibilityElement)
    }

    @Test("A back button without a title it can show is labelled \"Back\"; a disabled item is dimmed; Done and Share read their names")
    func backAndSystemItems() {
        let root = ViewControllerNode()
        root.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .done)
        let share = BarButtonItem(systemItem: .action)
        share.isEnabled = false
        root.navigationItem.rightBarButtonItem = share
        let nav = NavigationControllerNode(rootViewController: root)
        let window = host(nav)
        #expect(barElements(nav).map(\.label) == ["Done", "Share"])
        #expect(barElements(nav).map(\.traits) == [.button, [.button, .notEnabled]])
        let next = ViewControllerNode()
        next.title = "Detail"
        nav.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(barElements(nav).map(\.label) == ["Back", "Detail"])
    }

    @Test("A tab bar has the tabBar trait; each tab is a button labelled with its title, its badge the value, the chosen one selected")
    func tabBar() throws {
        let one = ViewControllerNode()
        one.title = "Mail"
        let two = ViewControllerNode()
        two.title = "Contacts"
        two.tabBarItem.badgeValue = "3"
        let three = ViewControllerNode()
        three.title = "Settings"
        three.tabBarItem.isEnabled = false
        let tabs = TabBarController()
        tabs.viewControllers = [one, two, three]
        let window = host(tabs)
        #expect(tabs.tabBar.accessibilityTraits == .tabBar)
        let bar = tabs.tabBar.convert(tabs.tabBar.bounds, to: nil)
        let elements = AccessibilityTree(of: window).elements.filter { bar.contains($0.frame) }
        #expect(elements.map(\.label) == ["Mail", "Contacts", "Settings"])
        #expect(elements.map(\.value) == [nil, "3", nil])
        #expect(elements.map(\.traits) == [[.button, .selected], .button, [.button, .notEnabled]])
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        let after = AccessibilityTree(of: window).elements.filter { bar.contains($0.frame) }
        #expect(after.map(\.traits) == [.button, [.button, .selected], [.button, .notEnabled]])
    }

    @Test("A cell is one element joining its labels' texts, selected when selected; the accessory is not read")
    func cell() {
        let cell = TableCellNode(style: .subtitle, reuseIdentifier: nil)
        cell.frame = R(0, 0, 320, 60)
        cell.textLabel?.text = "Ada Lovelace"
        cell.detailTextLabel?.text = "Analyst"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Ada Lovelace, Analyst")
        #expect(cell.accessibilityTraits == [])
        cell.isSelected = true
        #expect(cell.accessibilityTraits == .selected)
        cell.accessibilityLabel = "Ada"
        #expect(cell.accessibilityLabel == "Ada")
    }

    @Test("A table's section header titles carry the header trait; footers read as static text")
    func sectionTitles() {
        let scene = TableScene(rowCounts: [2]) { _, fixture in
            fixture.headerTitles = [0: "Recent"]
            fixture.footerTitles = [0: "Synced just now"]
        }
        let elements = AccessibilityTree(of: scene.window).elements
        #expect(elements.map(\.label) == ["Recent", "Row 0.0", "Row 0.1", "Synced just now"])
        #expect(elements.map(\.traits) == [.header, [], [], .staticText])
    }
}
