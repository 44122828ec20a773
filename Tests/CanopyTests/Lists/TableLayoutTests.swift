import Canopy
import Foundation
import Testing

/// A cell whose content view holds constraints pinning a multi-line label to its margins.
final class ConstrainedCell: TableCellNode {
    let body = LabelNode()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        // The label wraps at the width the constraints give it on a 375-point table.
        body.preferredMaxLayoutWidth = 375 - 32
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        LayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
}

/// A data source of constrained cells whose text grows with the row.
final class GrowingText: TableViewDataSource {
    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath) as! ConstrainedCell
        cell.body.text = Array(repeating: "word", count: 1 + indexPath.row * 20).joined(separator: " ")
        return cell
    }
}

@Suite("Table layout")
struct TableLayoutTests {
    @Test("Rows, sections and headers have UIKit's geometry in a plain table")
    func plainGeometry() {
        // Given two sections of 3 rows, the second titled
        let scene = TableScene(rowCounts: [3, 3]) { _, fixture in fixture.headerTitles = [1: "Second"] }
        let t = scene.table
        // Then section 0 has no header; section 1's 28-point header precedes its rows
        #expect(t.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 375, height: 132))
        #expect(t.rectForHeader(inSection: 1) == CGRect(x: 0, y: 132, width: 375, height: 28))
        #expect(t.rectForRow(at: .ip(1, 0)) == CGRect(x: 0, y: 160, width: 375, height: 44))
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 150)) == nil)
        #expect(t.indexPathForRow(at: CGPoint(x: 10, y: 205)) == .ip(1, 1))
        #expect(t.contentSize.height == 292)
    }

    @Test("Inset-grouped rows sit 16 points in from a phone's edges with 35 points between sections")
    func insetGroupedGeometry() {
        let scene = TableScene(rowCounts: [2, 2], style: .insetGrouped)
        let t = scene.table
        #expect(t.rectForRow(at: .ip(0, 0)) == CGRect(x: 16, y: 17.5, width: 343, height: 44))
        let secondRowsTop: CGFloat = 17.5 + 88 + 17.5 + 17.5
        #expect(t.rectForRow(at: .ip(1, 0)).minY == secondRowsTop)
        #expect(t.cellForRow(at: .ip(0, 0))?.frame.minX == 16)
    }

    @Test("A plain table's section header sticks under the adjusted top inset while its section shows")
    func stickyHeader() {
        // Given two titled sections of 20 rows under a 20-point top inset
        let scene = TableScene(rowCounts: [20, 20]) { _, fixture in fixture.headerTitles = [0: "A", 1: "B"] }
        // When scrolled 300 points into section 0
        scene.scroll(to: 300)
        // Then its header shows at the visible top (offset + inset), in front of the rows
        let header = scene.table.subviews.first { ($0 as? TableHeaderFooterNode)?.textLabel.text == "A" }
        #expect(header?.frame.minY == 320)
        #expect(scene.table.subviews.last === header || scene.table.subviews.last is TableHeaderFooterNode)
        // When scrolled so section 1's header is 10 points below the visible top
        let second = scene.table.rectForHeader(inSection: 1).minY
        scene.scroll(to: second - 20 - 10)
        // Then section 0's header is pushed up by it, never overlapping
        #expect(header?.frame.maxY == second)
    }

    @Test("Self-sizing rows take the height of their cell's constraints")
    func selfSizingWithConstraints() {
        // Given a table of constrained cells with automatic row heights
        let window = WindowNode(device: .iPhoneSE)
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(ConstrainedCell.self, forCellReuseIdentifier: "c")
        table.rowHeight = TableNode.automaticDimension
        table.estimatedRowHeight = 44
        let source = GrowingText()
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        // Then row 0 (one word) is one line plus 20 points; later rows wrap and grow
        let first = table.rectForRow(at: .ip(0, 0))
        let second = table.rectForRow(at: .ip(0, 1))
        #expect(first.height > 20 && first.height < 44)
        #expect(second.height > first.height + 15)
        #expect(second.minY == first.maxY)
        // And rows never shown still count at the estimate
        #expect(table.rectForRow(at: .ip(0, 49)).height == 44)
    }

    @Test("Self-sizing rows without constraints take the standard content's height, 44 at least")
    func selfSizingWithSizeThatFits() {
        let scene = TableScene(rowCounts: [3]) { table, _ in table.rowHeight = TableNode.automaticDimension }
        #expect(scene.table.rectForRow(at: .ip(0, 0)).height == 44)
    }

    @Test("scrollToRow puts the row at the top, middle or bottom of the area the insets leave")
    func scrollToRow() {
        let scene = TableScene(rowCounts: [100])
        let t = scene.table
        t.scrollToRow(at: .ip(0, 50), at: .top, animated: false)
        let top: CGFloat = 50 * 44 - 20
        #expect(t.contentOffset.y == top)
        t.scrollToRow(at: .ip(0, 50), at: .bottom, animated: false)
        let bottom: CGFloat = 51 * 44 - 667
        #expect(t.contentOffset.y == bottom)
        t.scrollToRow(at: .ip(0, 50), at: .middle, animated: false)
        let middle: CGFloat = 50 * 44 + 22 - 20 - CGFloat(667 - 20) / 2
        #expect(t.contentOffset.y == middle)
        #expect(t.indexPathsForVisibleRows?.contains(.ip(0, 50)) == true)
    }

    @Test("Table header and footer views frame the sections at the table's width")
    func tableHeaderAndFooterViews() {
        let scene = TableScene(rowCounts: [2]) { table, _ in
            table.tableHeaderView = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
            table.tableFooterView = ViewNode(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        }
        let t = scene.table
        #expect(t.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
        #expect(t.rectForRow(at: .ip(0, 0)).minY == 100)
        #expect(t.tableFooterView?.frame == CGRect(x: 0, y: 188, width: 375, height: 30))
        #expect(t.contentSize.height == 218)
    }
}
