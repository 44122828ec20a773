import Canopy
import Foundation
import Testing

/// Bar button items and buttons with primary actions and menus, driven by real taps.
@Suite("Bar items and buttons with actions and menus")
struct BarButtonMenuTests {
    /// A navigation controller on an iPhone SE (bar at y 20…64) with `item` at the right.
    private func host(_ item: BarButtonItem) -> WindowNode {
        let root = ViewControllerNode()
        root.title = "Inbox"
        root.navigationItem.rightBarButtonItem = item
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.textMetrics = FixedTextMetrics()
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test("A tap on a bar item with a primary action runs its handler once, with the item as sender")
    func tapRunsPrimaryAction() {
        var senders: [AnyObject?] = []
        let item = BarButtonItem(title: "Done", primaryAction: Action { senders.append($0.sender) })
        let window = host(item)
        window.tap(at: CGPoint(x: 340, y: 42))
        #expect(senders.count == 1)
        #expect(senders.first.flatMap { $0 } === item)
        // A tap on the title, away from the item, runs nothing.
        window.tap(at: CGPoint(x: 187, y: 42))
        #expect(senders.count == 1)
    }

    @Test("UIKit's init(title:image:primaryAction:menu:) shows the action's title when given none")
    func titleFromAction() {
        let item = BarButtonItem(primaryAction: Action(title: "Compose") { _ in })
        #expect(item.title == "Compose")
        #expect(BarButtonItem(title: "Mine", primaryAction: Action(title: "Compose") { _ in }).title == "Mine")
        #expect(BarButtonItem(systemItem: .add, primaryAction: Action(title: "Compose") { _ in }).title == nil)
    }

    @Test("A tap on an item offering only a menu opens it: nothing runs, nothing is reported, and the menu can be selected from")
    func menuOnlyItem() {
        var chosen: [String] = []
        let menu = Menu(
            title: "Sort", options: .singleSelection, children: ["Name", "Date"].map { t in Action(title: t) { chosen.append($0.title) } })
        let item = BarButtonItem(title: "Sort", menu: menu)
        let window = host(item)
        let d = Diagnostics.capture { window.tap(at: CGPoint(x: 340, y: 42)) }
        #expect(d.isEmpty && chosen.isEmpty)
        #expect(item.menu?.select("Date", sender: item) == true)
        #expect(chosen == ["Date"])
    }

    @Test("A button showing its menu as its primary action sends menuActionTriggered instead of primaryActionTriggered")
    func buttonMenu() {
        var events: [String] = []
        let button = ButtonNode(primaryAction: Action(title: "Go") { _ in events.append("primary") })
        button.addAction(Action { _ in events.append("menu") }, for: .menuActionTriggered)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        let window = WindowNode(device: .iPhoneSE)
        window.addSubview(button)
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 60, y: 120))
        #expect(events == ["primary"])
        button.menu = Menu(children: [Action(title: "Copy") { _ in events.append("copy") }])
        button.showsMenuAsPrimaryAction = true
        window.tap(at: CGPoint(x: 60, y: 120))
        #expect(events == ["primary", "menu"])
        button.menu?.select("Copy", sender: button)
        #expect(events == ["primary", "menu", "copy"])
    }
}
