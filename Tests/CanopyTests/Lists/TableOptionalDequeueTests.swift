import Foundation
import Testing

@testable import Canopy

@Suite("Dequeueing a cell without an index path")
struct TableOptionalDequeueTests {
    @Test("An unknown identifier gives nil and reports nothing, so the caller makes the cell")
    func unknownIdentifierGivesNil() {
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        var cell: TableCellNode?
        let diagnostics = Diagnostics.capture { cell = table.dequeueReusableCell(withIdentifier: "value") }
        #expect(cell == nil)
        #expect(diagnostics.isEmpty)
    }

    @Test("A registered identifier gives a new cell of the registered class carrying the identifier")
    func registeredIdentifierMakesCell() {
        final class PostCell: TableCellNode {}
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(PostCell.self, forCellReuseIdentifier: "post")
        let cell = table.dequeueReusableCell(withIdentifier: "post")
        #expect(cell is PostCell)
        #expect(cell?.reuseIdentifier == "post")
    }

    @Test("A cell scrolled away is handed back, keeping the style its maker chose")
    func queuedCellIsReused() throws {
        // Given a table whose data source makes value1 cells itself
        final class Source: TableViewDataSource {
            var made = 0
            func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
                if let cell = tableView.dequeueReusableCell(withIdentifier: "value") { return cell }
                made += 1
                return TableCellNode(style: .value1, reuseIdentifier: "value")
            }
        }
        let source = Source()
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.dataSource = source
        table.layoutIfNeeded()
        let madeOnFirstScreen = source.made
        // When the table scrolls a screen further
        table.contentOffset.y = 880
        table.layoutIfNeeded()
        // Then rows come from reused cells, still value1
        #expect(source.made < madeOnFirstScreen + 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 25, section: 0)))
        #expect(cell.cellStyle == .value1)
    }
}
