import Canopy
import Foundation

/// A cell that counts how many were made and how often they were reused.
final class CountingCell: TableCellNode {
    nonisolated(unsafe) static var made = 0
    var reuseCount = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A data source and delegate over section row counts, logging every call it answers.
final class TableFixture: TableViewDataSource, TableViewDelegate {
    var rowCounts: [Int]
    var sectionCount: Int?
    var heights: ((IndexPath) -> CGFloat)?
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var logsLayoutCalls = false
    var log: [String] = []
    var onCellForRow: ((TableNode, IndexPath) -> Void)?
    var answerSelect: ((IndexPath) -> IndexPath?)?
    let identifier = "row"

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: TableNode) -> Int {
        if logsLayoutCalls { log.append("numberOfSections") }
        return sectionCount ?? rowCounts.count
    }

    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int {
        if logsLayoutCalls { log.append("numberOfRows(\(section))") }
        return rowCounts[section]
    }

    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        if logsLayoutCalls { log.append("cellForRow\(indexPath)") }
        onCellForRow?(tableView, indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: TableNode, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableNode, titleForFooterInSection section: Int) -> String? { footerTitles[section] }

    func tableView(_ tableView: TableNode, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableNode, willDisplay cell: TableCellNode, forRowAt indexPath: IndexPath) {
        if logsLayoutCalls { log.append("willDisplay\(indexPath)") }
    }

    func tableView(_ tableView: TableNode, didEndDisplaying cell: TableCellNode, forRowAt indexPath: IndexPath) {
        if logsLayoutCalls { log.append("didEndDisplaying\(indexPath)") }
    }

    func tableView(_ tableView: TableNode, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight\(indexPath)")
        return true
    }
    func tableView(_ tableView: TableNode, didHighlightRowAt indexPath: IndexPath) { log.append("didHighlight\(indexPath)") }
    func tableView(_ tableView: TableNode, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight\(indexPath)") }
    func tableView(_ tableView: TableNode, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect\(indexPath)")
        return answerSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableNode, didSelectRowAt indexPath: IndexPath) { log.append("didSelect\(indexPath)") }
    func tableView(_ tableView: TableNode, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselect\(indexPath)")
        return indexPath
    }
    func tableView(_ tableView: TableNode, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect\(indexPath)") }
}

/// A window on an iPhone SE (375 × 667, safe area top 20) showing one table that fills it.
struct TableScene {
    let window = WindowNode(device: .iPhoneSE)
    let root = ViewControllerNode()
    let table: TableNode
    let fixture: TableFixture

    init(
        rowCounts: [Int], style: TableNode.Style = .plain, cellClass: AnyClass = TableCellNode.self,
        configure: (TableNode, TableFixture) -> Void = { _, _ in }
    ) {
        table = TableNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: style)
        fixture = TableFixture(rowCounts: rowCounts)
        table.register(cellClass, forCellReuseIdentifier: fixture.identifier)
        configure(table, fixture)
        table.dataSource = fixture
        table.delegate = fixture
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.addSubview(table)
        table.contentOffset = CGPoint(x: 0, y: -table.adjustedContentInset.top)
        window.layoutIfNeeded()
    }

    /// Scrolls so that content point `y` shows at the bounds' top, then lays out.
    func scroll(to y: CGFloat) {
        table.contentOffset = CGPoint(x: 0, y: y)
        window.layoutIfNeeded()
    }

    /// The cells that are subviews of the table now.
    var cellSubviews: [TableCellNode] { table.subviews.compactMap { $0 as? TableCellNode } }
}

extension IndexPath {
    /// A short row path for tests: `ip(1, 3)` is row 3 of section 1.
    static func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }
}
