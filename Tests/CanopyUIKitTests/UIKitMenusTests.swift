import CanopyUIKit
import Testing

/// UIKit code building actions, menus and menu-carrying bar items and buttons, spelled as
/// UIKit spells it.
@Suite("UIKit spellings of actions and menus")
struct UIKitMenusTests {
    @Test("UIAction, UIMenu and UIBarButtonItem(title:image:primaryAction:menu:) build an inspectable, selectable menu")
    func barItemMenu() {
        var log: [String] = []
        let sortByName = UIAction(title: "Name", identifier: "name", state: .on) { _ in log.append("name") }
        let sortByDate = UIAction(title: "Date", discoverabilityTitle: "Newest first") { _ in log.append("date") }
        let delete = UIAction(title: "Delete All", attributes: .destructive) { _ in log.append("delete") }
        let sort = UIMenu(title: "Sort By", options: .singleSelection, children: [sortByName, sortByDate])
        let menu = UIMenu(title: "", children: [sort, delete])
        let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        #expect(item.menu === menu)
        #expect((item.menu?.children.first as? UIMenu)?.title == "Sort By")
        #expect(item.menu?.select("Date") == true)
        #expect(sortByName.state == .off && sortByDate.state == .on)
        #expect(log == ["date"])

        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in log.append("done") }, menu: nil)
        #expect(done.performAction())
        #expect(log == ["date", "done"])
    }

    @Test("UIButton.menu with showsMenuAsPrimaryAction opens the menu on tap")
    func buttonMenu() {
        let button = UIButton(type: .system)
        let element: UIMenuElement = UIAction(title: "Copy") { _ in }
        button.menu = UIMenu(title: "Edit", children: [element])
        button.showsMenuAsPrimaryAction = true
        var opened = 0
        button.addAction(UIAction { _ in opened += 1 }, for: .menuActionTriggered)
        button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        let window = UIWindow(device: .iPhoneSE)
        window.addSubview(button)
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 50, y: 120))
        #expect(opened == 1)
        #expect(button.menu?.actions.map(\.title) == ["Copy"])
    }
}
