import CanopySnapshotTesting
import CanopyUIKit
import Testing

@Suite("A settings screen written for iOS")
struct UIKitSettingsScreenTests {
    /// The screen as an app shows it: in a navigation controller, in an iPhone 15 window.
    func shown() -> (UIWindow, SettingsViewController) {
        let settings = SettingsViewController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = UINavigationController(rootViewController: settings)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, settings)
    }

    @Test("The settings screen renders with its large title expanded, in light and dark")
    func rendersLightAndDark() {
        let (window, _) = shown()
        assertSnapshots(of: window, variants: .lightAndDark)
    }

    @Test("Rows show a switch, a value with a disclosure, or a disclosure alone")
    func rowKinds() throws {
        let (_, settings) = shown()
        let table: UITableView = settings.tableView
        let airplane = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(airplane.accessoryView is UISwitch)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(wifi.detailTextLabel?.text == "Home")
        #expect(wifi.accessoryType == .disclosureIndicator && wifi.accessoryView == nil)
        let about = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(about.detailTextLabel?.text == "" && about.accessoryType == .disclosureIndicator)
    }

    @Test("Choosing the second segment shows the second data set under the same header")
    func segmentSwitchesDataSet() throws {
        // Given the screen showing its first data set
        let (window, settings) = shown()
        let table: UITableView = settings.tableView
        let header = table.tableHeaderView
        // When the second segment is chosen
        settings.scopeControl.selectedSegmentIndex = 1
        settings.scopeControl.sendActions(for: .valueChanged)
        window.layoutIfNeeded()
        // Then the table lists the second set, its switches reused cells made fresh
        #expect(table.tableHeaderView === header)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        let location = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(location.textLabel?.text == "Location Services")
        #expect((location.accessoryView as? UISwitch)?.isOn == true)
        let tracking = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(tracking.accessoryView == nil && tracking.accessoryType == .disclosureIndicator)
        assertSnapshot(of: window)
    }
}
