import Canopy
import Foundation
import Testing

/// A controller listing five fruit.
final class FruitController: TableViewController {
    let fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableCellNode.self, forCellReuseIdentifier: "fruit")
    }
    override func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: TableNode, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite("Table view controller")
struct TableViewControllerTests {
    @Test("The controller's view is its table, fed and told by the controller's overrides")
    func controllerFeedsItsTable() {
        let controller = FruitController(style: .insetGrouped)
        let window = WindowNode(device: .iPhoneSE)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .insetGrouped)
        #expect(table.frame == window.bounds)
        #expect(table.cellForRow(at: .ip(0, 2))?.textLabel?.text == "Cherry")
        table.selectRowFromUserInteraction(at: .ip(0, 1))
        #expect(controller.selected == [.ip(0, 1)])
    }

    @Test("A table view controller's table starts at a plain controller's default size, so containers can autoresize it")
    func defaultTableSize() {
        let controller = FruitController(style: .plain)
        #expect(controller.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    }
}
