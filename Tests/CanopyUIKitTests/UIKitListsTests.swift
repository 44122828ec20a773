import CanopySnapshotTesting
import CanopyUIKit
import Testing

/// A settings list written as it would be for iOS.
final class SettingsListController: UITableViewController {
    let rows = [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Cellular", "")]

    init() { super.init(style: .insetGrouped) }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        tableView.rowHeight = UITableView.automaticDimension
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? rows.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = indexPath.section == 0 ? rows[indexPath.row].0 : "General"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@Suite("Lists in UIKit's spellings")
struct UIKitListsTests {
    @Test("A table view keeps UIKit's insetsContentViewsToSafeArea and separatorInsetReference, with their defaults")
    func safeAreaContentNames() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.insetsContentViewsToSafeArea)
        #expect(table.separatorInsetReference == .fromCellEdges)
        table.insetsContentViewsToSafeArea = false
        table.separatorInsetReference = UITableView.SeparatorInsetReference.fromAutomaticInsets
        #expect(!table.insetsContentViewsToSafeArea && table.separatorInsetReference == .fromAutomaticInsets)
    }

    @Test("A table view controller written with UIKit's names lists its rows")
    func tableViewControllerListsRows() {
        let screen = SettingsListController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let table: UITableView = screen.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cell: UITableViewCell? = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.textLabel?.text == "Bluetooth")
        #expect(cell?.accessoryType == UITableViewCell.AccessoryType.disclosureIndicator)
        #expect(
            table.indexPathsForVisibleRows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
            ])
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: UITableView.ScrollPosition.top, animated: false)
        table.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 1))
    }

    @Test("The iOS settings list renders like iOS's inset-grouped table on an iPhone 15")
    func settingsListRenders() {
        assertSnapshot(of: SettingsListController(), on: .iPhone15)
    }
}
