import Foundation
import Testing

@testable import Canopy

@Suite("Table row runs")
struct TableRowRunTests {
    @Test("Runs hold exactly the two-index paths of their rows")
    func membership() {
        let runs = [TableRowRun(section: 0, rows: 3..<6), TableRowRun(section: 2, rows: 0..<2)]
        let held = runs.flatMap { run in run.rows.map { IndexPath(row: $0, section: run.section) } }
        for section in -1...3 {
            for row in -1...7 {
                let ip = IndexPath(row: row, section: section)
                #expect(TableRowRun.runs(runs, contain: ip) == held.contains(ip))
            }
        }
        #expect(!TableRowRun.runs(runs, contain: IndexPath(indexes: [0, 3, 0])))
        #expect(!TableRowRun.runs(runs, contain: IndexPath(index: 0)))
        #expect(!TableRowRun.runs(runs, contain: IndexPath()))
        #expect(!TableRowRun.runs([], contain: IndexPath(row: 0, section: 0)))
    }

    @Test("The rows a span meets come with one run per section, covering the same rows")
    func runsMatchRows() {
        let table = TableNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.sections = [
            TableSectionMetrics(rowCount: 3, estimate: 44), TableSectionMetrics(rowCount: 0, estimate: 44),
            TableSectionMetrics(rowCount: 50, estimate: 30),
        ]
        table.sections[2].rows.setHeight(100, of: 1)
        table.recomputeSectionTops()
        for top in stride(from: CGFloat(-50), through: 1_500, by: 37) {
            var runs: [TableRowRun] = []
            let paths = table.rows(meeting: top...(top + 200), runs: &runs)
            let fromRuns = runs.flatMap { run in run.rows.map { IndexPath(row: $0, section: run.section) } }
            #expect(fromRuns == paths)
            #expect(Set(runs.map(\.section)).count == runs.count)
        }
    }
}
