import Canopy
import CanopySnapshotTesting
import Examples
import Foundation
import Testing

/// A contacts-like list showing every standard cell style and accessory, in titled sections.
final class CatalogueSource: TableViewDataSource, TableViewDelegate {
    static let styles: [(TableCellNode.CellStyle, String)] = [
        (.default, "default"), (.subtitle, "subtitle"), (.value1, "value1"), (.value2, "value2"),
    ]
    static let accessories: [(TableCellNode.AccessoryType, String)] = [
        (.none, "none"), (.disclosureIndicator, "disclosureIndicator"), (.checkmark, "checkmark"),
        (.detailButton, "detailButton"), (.detailDisclosureButton, "detailDisclosureButton"),
    ]
    var rowsPerSection = [4, 5, 20]

    func numberOfSections(in tableView: TableNode) -> Int { rowsPerSection.count }
    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { rowsPerSection[section] }
    func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String? {
        ["Styles", "Accessories", "More rows"][section]
    }
    func tableView(_ tableView: TableNode, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Accessories sit 16 points from the trailing edge." : nil
    }
    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let style = indexPath.section == 0 ? CatalogueSource.styles[indexPath.row].0 : .default
        let cell = tableView.dequeueReusableCell(withIdentifier: "\(style)", for: indexPath)
        // A reused cell keeps its accessory, as in UIKit: every row sets its own.
        cell.accessoryType = .none
        switch indexPath.section {
        case 0:
            cell.textLabel?.text = CatalogueSource.styles[indexPath.row].1
            cell.detailTextLabel?.text = "Detail"
        case 1:
            cell.accessoryType = CatalogueSource.accessories[indexPath.row].0
            cell.textLabel?.text = CatalogueSource.accessories[indexPath.row].1
        default:
            cell.textLabel?.text = "Row \(indexPath.row)"
        }
        return cell
    }
}

/// A window on an iPhone SE holding one table of the catalogue that fills it.
struct CatalogueScene {
    let window = WindowNode(device: .iPhoneSE)
    let table: TableNode
    let source = CatalogueSource()

    init(style: TableNode.Style) {
        table = TableNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
        for (style, name) in CatalogueSource.styles {
            table.register(StyledCell.self, forCellReuseIdentifier: "\(style)")
            StyledCell.styleByIdentifier["\(style)"] = style
            _ = name
        }
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        table.contentOffset.y = table.minimumContentOffset.y
        table.selectRow(at: IndexPath(row: 1, section: 2), animated: false, scrollPosition: .none)
        window.layoutIfNeeded()
    }
}

/// A cell registered per style: the table makes registered classes in the default style, so
/// this subclass picks its style from its reuse identifier.
final class StyledCell: TableCellNode {
    nonisolated(unsafe) static var styleByIdentifier: [String: CellStyle] = [:]

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: reuseIdentifier.flatMap { StyledCell.styleByIdentifier[$0] } ?? style, reuseIdentifier: reuseIdentifier)
    }
}

@Suite("List snapshots", .serialized)
struct ListSnapshotTests {
    @Test("A plain table's whole content renders as one long image with every style and accessory")
    func wholeContentPlain() {
        let scene = CatalogueScene(style: .plain)
        assertSnapshot(ofWholeContent: scene.table, scale: 2)
        // The list is back where it was
        #expect(scene.table.frame.height == 667)
        #expect(scene.table.contentOffset.y == -20)
    }

    @Test("An inset-grouped table's whole content renders with rounded sections and footers")
    func wholeContentInsetGrouped() {
        let scene = CatalogueScene(style: .insetGrouped)
        assertSnapshot(ofWholeContent: scene.table, scale: 2)
    }

    @Test("An inset-grouped settings list on a phone in landscape keeps its sections clear of the sensor housing")
    func insetGroupedLandscape() throws {
        let window = WindowNode(device: .iPhone15Landscape)
        let root = ViewControllerNode()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let source = SettingsListSource()
        let table = TableNode(frame: root.view.bounds, style: .insetGrouped)
        table.register(SettingsCell.self, forCellReuseIdentifier: SettingsListSource.identifier)
        table.dataSource = source
        table.delegate = source
        root.view.addSubview(table)
        window.layoutIfNeeded()
        // 59 points of safe area and the 20-point margin on each side of the 852-point screen.
        let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(row.frame.minX == 79 && row.frame.maxX == 852 - 79)
        assertSnapshot(of: window)
    }

    @Test("A tree dump of the whole content lists every row's cell by index path")
    func wholeContentTree() {
        let scene = CatalogueScene(style: .plain)
        assertSnapshot(ofWholeContent: scene.table, as: .tree)
    }

    @Test("Content taller than the maximum is cut there, with a message naming both heights")
    func truncation() {
        let scene = CatalogueScene(style: .plain)
        let outcome = ListCapture.withWholeContent(of: scene.table, maximumHeight: 300) { $0 }
        #expect(outcome.capturedHeight == 300)
        #expect(outcome.truncationMessage?.contains("more than the 300.0-point limit") == true)
        #expect(scene.table.frame.height == 667)
    }

    @Test("A snapshot at a named row rests that row at the top of the visible area")
    func scrolledToRow() {
        let scene = CatalogueScene(style: .plain)
        scene.table.scrolled(to: IndexPath(row: 4, section: 2), at: .top)
        // Row 4 of section 2 sits right under the pinned "More rows" header, below the inset
        let row = scene.table.rectForRow(at: IndexPath(row: 4, section: 2))
        let pinnedHeaderBottom: CGFloat = 20 + 28
        #expect(row.minY - scene.table.contentOffset.y == pinnedHeaderBottom)
        assertSnapshot(of: scene.window)
    }

    @Test("A behaviour trace step scrolls a table to a named row")
    func traceStep() {
        let scene = CatalogueScene(style: .plain)
        let step = ScrollTrace.Step.scrolled(to: IndexPath(row: 3, section: 2), at: .top)
        #expect(step.description == "perform(\"scrolled(to: 2.3, at: top)\")")
        if case .perform(_, let body) = step { body(scene.table) }
        #expect(scene.table.indexPathsForVisibleRows?.contains(IndexPath(row: 3, section: 2)) == true)
    }

    @Test("The container example, rebuilt on a table view controller, renders its reused rows under the header")
    func containerExampleAtRest() {
        assertSnapshot(of: ContainerExample(), on: .iPhone15)
    }

    @Test("The container example's table collapses the header as it scrolls and keeps few cells")
    func containerExampleScrolled() throws {
        let screen = ContainerExample()
        let window = ScreenRenderer.host(screen, on: .iPhone15, scrollOffset: 400)
        let table = try #require(screen.listController.tableView)
        #expect(screen.headerViewController.headerView.frame.height < 120)
        // 852 points of screen plus overscan hold at most 14 rows of 72 points
        #expect(table.subviews.filter { $0 is TableCellNode }.count <= 14)
        assertSnapshot(of: window)
    }
}
