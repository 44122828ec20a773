// A settings screen written exactly as for iOS: only the import differs.
#if canImport(UIKit)
    import UIKit
#else
    import CanopyUIKit
#endif

final class SettingsViewController: UITableViewController {
    enum Row {
        case toggle(String, isOn: Bool)
        case disclosure(String)
        case value(String, String)
    }

    struct Section {
        let title: String
        let rows: [Row]
    }

    let scopeControl = UISegmentedControl(items: ["General", "Privacy"])

    let general = [
        Section(
            title: "Connectivity",
            rows: [.toggle("Airplane Mode", isOn: false), .value("Wi-Fi", "Home"), .value("Bluetooth", "On")]),
        Section(title: "Device", rows: [.disclosure("About"), .value("Storage", "64 GB"), .disclosure("Software Update")]),
    ]

    let privacy = [
        Section(title: "Permissions", rows: [.toggle("Location Services", isOn: true), .disclosure("Tracking")]),
        Section(title: "Data", rows: [.value("Analytics", "Off"), .toggle("Personalised Ads", isOn: false)]),
    ]

    var sections: [Section] { scopeControl.selectedSegmentIndex == 0 ? general : privacy }

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .always
        navigationController?.navigationBar.prefersLargeTitles = true

        let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 52))
        scopeControl.selectedSegmentIndex = 0
        scopeControl.translatesAutoresizingMaskIntoConstraints = false
        scopeControl.addAction(UIAction { [weak self] _ in self?.tableView.reloadData() }, for: .valueChanged)
        header.addSubview(scopeControl)
        NSLayoutConstraint.activate([
            scopeControl.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            scopeControl.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -20),
            scopeControl.centerYAnchor.constraint(equalTo: header.centerYAnchor),
        ])
        tableView.tableHeaderView = header
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting") ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default
        cell.detailTextLabel?.text = ""
        switch sections[indexPath.section].rows[indexPath.row] {
        case .toggle(let title, let isOn):
            cell.textLabel?.text = title
            let toggle = UISwitch()
            toggle.isOn = isOn
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .disclosure(let title):
            cell.textLabel?.text = title
            cell.accessoryType = .disclosureIndicator
        case .value(let title, let value):
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }
}
