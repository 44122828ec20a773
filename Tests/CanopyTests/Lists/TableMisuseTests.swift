import Canopy
import Foundation
import Testing

/// A data source whose answers tests change to misbehave.
final class HostileSource: TableViewDataSource {
    var rows = 10
    var sections = 1
    var identifier = "row"
    var reloadFromCell: TableNode?
    var sameCell: TableCellNode?
    var cellCalls = 0

    func numberOfSections(in tableView: TableNode) -> Int { sections }
    func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
        cellCalls += 1
        reloadFromCell?.reloadData()
        if let sameCell { return sameCell }
        return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
}

@Suite("Table misuse")
struct TableMisuseTests {
    func makeTable(_ source: HostileSource) -> (WindowNode, TableNode) {
        let window = WindowNode(device: .iPhoneSE)
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(TableCellNode.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        return (window, table)
    }

    @Test("A negative row count is refused and the rows loaded before are kept")
    func negativeCount() {
        let source = HostileSource()
        let (window, table) = makeTable(source)
        window.layoutIfNeeded()
        source.rows = -5
        let diagnostics = Diagnostics.capture {
            table.reloadData()
            window.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.code) == ["table.invalidCount"])
        #expect(diagnostics.first?.message.contains("-5") == true)
        #expect(table.numberOfRows(inSection: 0) == 10)
    }

    @Test("A section count beyond the limit is refused rather than allocated")
    func hugeSectionCount() {
        let source = HostileSource()
        source.sections = Int.max
        let (window, table) = makeTable(source)
        let diagnostics = Diagnostics.capture { window.layoutIfNeeded() }
        #expect(diagnostics.map(\.code) == ["table.invalidCount"])
        #expect(table.numberOfSections == 0)
    }

    @Test("An unregistered identifier gets a diagnostic and a default cell, not a crash")
    func unregisteredIdentifier() {
        let source = HostileSource()
        source.identifier = "other"
        source.rows = 1
        let (window, table) = makeTable(source)
        let diagnostics = Diagnostics.capture { window.layoutIfNeeded() }
        #expect(diagnostics.map(\.code) == ["table.unregisteredIdentifier"])
        #expect(table.cellForRow(at: .ip(0, 0))?.reuseIdentifier == "other")
    }

    @Test("reloadData from inside cellForRowAt runs after the placement instead of recursing")
    func reentrantReload() {
        let source = HostileSource()
        let (window, table) = makeTable(source)
        source.reloadFromCell = table
        let diagnostics = Diagnostics.capture { window.layoutIfNeeded() }
        #expect(diagnostics.first?.code == "table.reentrantReload")
        #expect(source.cellCalls == 10)
        source.reloadFromCell = nil
        window.layoutIfNeeded()
        #expect(source.cellCalls == 20)
    }

    @Test("One cell returned for two rows is refused for the second")
    func sameCellTwice() {
        let source = HostileSource()
        source.sameCell = TableCellNode()
        source.rows = 2
        let (window, table) = makeTable(source)
        let diagnostics = Diagnostics.capture { window.layoutIfNeeded() }
        #expect(diagnostics.map(\.code) == ["table.cellReused"])
        #expect(table.cellForRow(at: .ip(0, 0)) !== table.cellForRow(at: .ip(0, 1)))
    }

    @Test("NaN and negative heights are refused and the estimate used")
    func badHeights() {
        let scene = TableScene(rowCounts: [2]) { _, fixture in fixture.heights = { $0.row == 0 ? .nan : -3 } }
        #expect(scene.table.rectForRow(at: .ip(0, 0)).height == 44)
        let diagnostics = Diagnostics.capture { scene.table.rowHeight = .infinity }
        #expect(diagnostics.map(\.code) == ["table.invalidHeight"])
        #expect(scene.table.rowHeight == 44)
    }

    @Test("Index paths that do not exist are refused by the geometry calls")
    func invalidIndexPaths() {
        let scene = TableScene(rowCounts: [2])
        let diagnostics = Diagnostics.capture {
            #expect(scene.table.rectForRow(at: .ip(0, 5)) == .zero)
            #expect(scene.table.rect(forSection: 3) == .zero)
            scene.table.scrollToRow(at: .ip(4, 0), at: .top, animated: false)
            scene.table.selectRow(at: .ip(0, -1), animated: false, scrollPosition: .none)
        }
        #expect(diagnostics.map(\.code) == ["table.invalidIndexPath", "table.invalidSection", "table.invalidIndexPath", "table.invalidIndexPath"])
        #expect(scene.table.indexPathForSelectedRow == nil)
    }
}
