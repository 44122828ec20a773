/// A linear expression over tableau symbols: `constant + Σ coefficient × symbol`.
///
/// In the tableau a row stored under a basic symbol reads `basic = row`; before it is
/// solved for a symbol it reads `row = 0`.
struct SolverRow {
    /// Coefficients by symbol; a coefficient that becomes near zero is removed.
    var cells: [SolverSymbol: Double]
    /// The constant term; for a basic row, the basic symbol's current value.
    var constant: Double

    /// A row with no symbols.
    init(constant: Double = 0) {
        cells = [:]
        self.constant = constant
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: SolverSymbol) -> Double {
        cells[symbol] ?? 0
    }

    /// Adds `coefficient × symbol`, removing the cell when the sum is near zero.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if isNearZero(sum) {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient × other`, constant included.
    mutating func insert(_ other: SolverRow, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            insert(symbol, value * coefficient)
        }
    }

    /// Removes `symbol`'s cell.
    mutating func remove(_ symbol: SolverSymbol) {
        cells.removeValue(forKey: symbol)
    }

    /// Negates every term: `row = 0` and `-row = 0` are the same equation.
    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys {
            cells[key]! = -cells[key]!
        }
    }

    /// Rewrites `row = 0` as `symbol = row'`; `symbol` must have a cell.
    mutating func solve(for symbol: SolverSymbol) {
        let scale = -1.0 / cells.removeValue(forKey: symbol)!
        constant *= scale
        for index in cells.indices {
            cells.values[index] *= scale
        }
    }

    /// Rewrites `lhs = row` as `rhs = row'`; `rhs` must have a cell.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression wherever it occurs here.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            insert(row, coefficient)
        }
    }
}
