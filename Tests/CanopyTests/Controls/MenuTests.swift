import Canopy
import Foundation
import Testing

/// Actions and menus as values: what they hold, and selecting from them as a user would.
@Suite("Actions and menus")
struct MenuTests {
    @Test("An action carries its title, identifier, attributes and state, and runs with its sender set")
    func actionValues() {
        var seen: [String] = []
        let action = Action(title: "Delete", identifier: "delete", attributes: [.destructive], state: .on) { a in
            seen.append("\(a.title) from \(a.sender.map { "\(type(of: $0))" } ?? "nil")")
        }
        #expect(action.title == "Delete" && action.identifier == "delete")
        #expect(action.attributes == [.destructive] && action.state == .on)
        let menu = Menu(title: "Edit", children: [action])
        let item = BarButtonItem(title: "More", menu: menu)
        #expect(menu.select("Delete", sender: item))
        #expect(seen == ["Delete from BarButtonItem"])
        #expect(action.sender == nil, "the sender is set only while the handler runs")
    }

    @Test("A single-selection menu moves the check mark to the selected action")
    func singleSelection() {
        let sorts = ["Name", "Date", "Size"].map { title in Action(title: title) { _ in } }
        sorts[0].state = .on
        let menu = Menu(title: "Sort", options: .singleSelection, children: sorts)
        #expect(menu.select("Size"))
        #expect(sorts.map(\.state) == [.off, .off, .on])
    }

    @Test("Submenus are searched depth first, and actions lists every action")
    func nestedMenus() {
        var ran: [String] = []
        let inner = Menu(title: "Share", options: .displayInline, children: [Action(title: "Copy") { _ in ran.append("inner copy") }])
        let menu = Menu(
            title: "Actions", children: [inner, Action(title: "Copy") { _ in ran.append("outer copy") }, Action(title: "Print") { _ in }])
        #expect(menu.actions.map(\.title) == ["Copy", "Copy", "Print"])
        #expect(menu.action(titled: "Print") != nil)
        menu.select("Copy")
        #expect(ran == ["inner copy"])
        let replaced = menu.replacingChildren([Action(title: "Only") { _ in }])
        #expect(replaced.title == "Actions" && replaced.identifier == menu.identifier && replaced.children.count == 1)
        #expect(menu.children.count == 3, "the original menu is unchanged")
    }

    @Test("Selecting a disabled, hidden or missing action runs nothing and reports why")
    func unavailable() {
        var ran = 0
        let menu = Menu(children: [
            Action(title: "Off", attributes: .disabled) { _ in ran += 1 },
            Action(title: "Gone", attributes: .hidden) { _ in ran += 1 },
        ])
        let d = Diagnostics.capture {
            #expect(!menu.select("Off"))
            #expect(!menu.select("Gone"))
            #expect(!menu.select("Nowhere"))
        }
        #expect(ran == 0)
        #expect(d.map(\.code) == ["menu.unavailableAction", "menu.unavailableAction", "menu.unavailableAction"])
    }
}
