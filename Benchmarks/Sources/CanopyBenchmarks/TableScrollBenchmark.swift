import Canopy
import Foundation

/// `table-scroll-10k` and `table-scroll-1m`: one scroll frame of a self-sizing table (a
/// 20-point offset step, then a layout pass that recycles and measures cells), in ns per
/// frame; and `table-scroll-10k-memory` / `table-scroll-1m-memory`: the peak resident memory
/// of a process doing the same scroll, in KiB.
///
/// Baseline: the same frame over the same visible cells laid out by hand in a plain scroll
/// node (offset step and layout pass, no data source, no recycling), the floor of any list.
/// Both tables scroll the same 110,000 points (2,500 rows), so the two rows show whether the
/// cost per frame and the memory depend on the row count: they should not.
enum TableScrollBenchmark {
    /// A data source of standard cells whose heights come from their labels.
    final class Source: TableViewDataSource {
        let rows: Int
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: TableNode, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableNode, cellForRowAt indexPath: IndexPath) -> TableCellNode {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A subtitle cell, so each row measures two labels.
    final class SubtitleCell: TableCellNode {
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
    }

    /// Points scrolled per frame: a brisk fling's speed (1,200 points per second at 60 fps).
    static let step: CGFloat = 20
    static let repeats = 11
    static let framesPerRepeat = 500

    static func run() -> [Result] {
        let floor = plainScrollFloor()
        let floorPeak = childPeakKiB(rows: 0)
        var results: [Result] = []
        for (name, rows) in [("table-scroll-10k", 10_000), ("table-scroll-1m", 1_000_000)] {
            let (perFrame, table) = scrollTable(rows: rows)
            withExtendedLifetime(table) {}
            results.append(
                Result(name: name, value: perFrame, unit: "ns", baseline: "the same visible cells in a plain scroll node", baselineValue: floor))
            results.append(
                Result(
                    name: name + "-memory", value: childPeakKiB(rows: rows), unit: "KiB",
                    baseline: "peak of a process scrolling the same visible cells in a plain scroll node", baselineValue: floorPeak))
        }
        return results
    }

    /// The environment variable telling a child runner how many rows to scroll (0: the floor).
    static let rowsVariable = "CANOPY_BENCH_TABLE_ROWS"

    /// Peak resident memory of a child runner that scrolls a table of `rows` rows (or the
    /// plain scroll node for 0) exactly as the timing does, in KiB; 0 when it cannot run.
    ///
    /// A process of its own, because a process's peak never falls: measured in one process,
    /// the second table would report the first's peak.
    static func childPeakKiB(rows: Int) -> Double {
        setenv(rowsVariable, "\(rows)", 1)
        defer { unsetenv(rowsVariable) }
        guard let run = ResourceUsage.run("/proc/self/exe", ["--only", "table-child"]), run.status == 0 else { return 0 }
        return Double(run.maxResidentKiB)
    }

    /// The child runner's work: one scroll of the table (or floor) the environment names.
    static func runChild() {
        let rows = ProcessInfo.processInfo.environment[rowsVariable].flatMap(Int.init) ?? 0
        if rows > 0 {
            let (_, table) = scrollTable(rows: rows)
            withExtendedLifetime(table) {}
        } else {
            _ = plainScrollFloor()
        }
    }

    /// Scrolls a table of `rows` self-sizing rows; returns ns per frame and the table.
    static func scrollTable(rows: Int) -> (Double, TableNode) {
        let window = WindowNode(device: .iPhone15)
        let table = TableNode(frame: window.bounds, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = TableNode.automaticDimension
        table.estimatedRowHeight = 44
        let source = Source(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        var y: CGFloat = 0
        let perFrame = medianNanoseconds(repeats: repeats, iterations: framesPerRepeat) {
            y += step
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
        }
        withExtendedLifetime((window, source)) {}
        table.removeFromSuperview()
        return (perFrame, table)
    }

    /// The floor: 20 subtitle cells laid out once in a plain scroll node, scrolled by the same
    /// steps within one row's height and back, with a layout pass per frame.
    static func plainScrollFloor() -> Double {
        let window = WindowNode(device: .iPhone15)
        let scroll = ScrollNode(frame: window.bounds)
        window.addSubview(scroll)
        for i in 0..<20 {
            let cell = SubtitleCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(i)"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = .disclosureIndicator
            cell.frame = CGRect(x: 0, y: CGFloat(i) * 47, width: window.bounds.width, height: 47)
            scroll.addSubview(cell)
        }
        scroll.contentSize = CGSize(width: window.bounds.width, height: 20 * 47)
        window.layoutIfNeeded()
        var frame = 0
        return medianNanoseconds(repeats: repeats, iterations: framesPerRepeat) {
            frame += 1
            scroll.contentOffset = CGPoint(x: 0, y: CGFloat(frame % 4) * step)
            scroll.layoutIfNeeded()
        }
    }
}
