import Foundation

/// Consecutive rows of one section, as tiling finds the rows meeting a span: the span's rows
/// are one run per section it meets, so asking whether it holds a row is a range test.
struct TableRowRun: Equatable {
    /// The section of the rows.
    let section: Int
    /// The rows, consecutive.
    let rows: Range<Int>

    /// Whether `runs` (one per section) hold `indexPath`: exactly when the paths of their rows,
    /// `[section, row]`, include it, so a path of other than two indexes is never held.
    static func runs(_ runs: [TableRowRun], contain indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let section = indexPath[0], row = indexPath[1]
        for run in runs where run.section == section { return run.rows.contains(row) }
        return false
    }
}
