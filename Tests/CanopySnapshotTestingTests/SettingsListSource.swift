import Canopy
import Foundation

/// A settings-like list: titled sections of value1 rows with values and chevrons, a footer.
final class SettingsListSource: TableViewDataSource, TableViewDelegate {
    static let identifier = "setting"
    static let sections: [(title: String, rows: [(String, String)])] = [
        ("Connectivity", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Mobile Data", "")]),
        ("General", [("About", ""), ("Software Update", "1 update"), ("Storage", "41 GB free")]),
    ]

    func numberOfSections(in tableView: TableNode) -> Int { Self.sections.count }
    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { Self.sections[section].rows.count }
    func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String? { Self.sections[section].title }
    func tableView(_ tableView: TableNode, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Sections stay clear of the sensor housing." : nil
    }
    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        let (title, value) = Self.sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = title
        cell.detailTextLabel?.text = value
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A value1 cell, the style of a settings row.
final class SettingsCell: TableCellNode {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
}
