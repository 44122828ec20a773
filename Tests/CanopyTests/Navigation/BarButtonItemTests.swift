import Canopy
import Foundation
import Testing

private final class Editor {
    var log: [String] = []
    func save(_ item: BarButtonItem) { log.append("save \(item.title ?? "")") }
}

@Suite("Bar button items")
struct BarButtonItemTests {
    @Test("Target-action calls the target's method with the item")
    func targetAction() {
        let editor = Editor()
        let item = BarButtonItem(title: "Save", style: .done, target: editor, action: Editor.save)
        #expect(item.performAction())
        #expect(editor.log == ["save Save"])
        #expect(item.target === editor)
    }

    @Test("A primary action runs instead of target-action")
    func primaryActionWins() {
        let editor = Editor()
        var ran = 0
        let item = BarButtonItem(systemItem: .done, target: editor, action: Editor.save)
        item.primaryAction = Action { _ in ran += 1 }
        item.performAction()
        #expect(ran == 1 && editor.log.isEmpty)
    }

    @Test("A disabled item or a space runs nothing")
    func disabledAndSpaces() {
        var ran = 0
        let item = BarButtonItem(title: "Go", primaryAction: Action { _ in ran += 1 })
        item.isEnabled = false
        #expect(!item.performAction())
        #expect(!BarButtonItem(systemItem: .flexibleSpace).performAction())
        #expect(ran == 0)
    }

    @Test("An item whose target was released reports barItem.noAction instead of crashing")
    func releasedTarget() {
        var editor: Editor? = Editor()
        let item = BarButtonItem(title: "Save", target: editor, action: Editor.save)
        editor = nil
        let d = Diagnostics.capture { #expect(!item.performAction()) }
        #expect(d.map(\.code) == ["barItem.noAction"])
    }

    @Test("System items take UIKit's word or symbol and weight")
    func systemItems() {
        #expect(BarButtonItem(systemItem: .done).title == "Done")
        #expect(BarButtonItem(systemItem: .done).style == .done)
        #expect(BarButtonItem(systemItem: .cancel).style == .plain)
        #expect(BarButtonItem(systemItem: .add).image?.content == .symbol(.plus))
        #expect(BarButtonItem(systemItem: .add).title == nil)
    }

    @Test("The bar finds the item under a point, for tap delivery")
    func hitTesting() {
        let root = ViewControllerNode()
        var tapped = false
        root.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", primaryAction: Action { _ in tapped = true })
        let nav = NavigationControllerNode(rootViewController: root)
        nav.navigationBar.textMetrics = FixedTextMetrics()
        nav.navigationBar.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        nav.navigationBar.barButtonItem(at: CGPoint(x: 340, y: 22))?.performAction()
        #expect(tapped)
        #expect(nav.navigationBar.barButtonItem(at: CGPoint(x: 200, y: 22)) == nil)
    }
}
