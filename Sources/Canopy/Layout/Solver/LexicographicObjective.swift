/// The quantity the simplex minimises: one weighted error sum per priority level, compared
/// highest level first, so any gain at a higher priority outweighs every loss below it.
///
/// This is the symbolic-weight objective of the Cassowary algorithm: where a single number
/// would let many low-priority errors outvote one higher-priority error, these vectors keep
/// priorities strictly ordered.
struct LexicographicObjective {
    /// The priority of each level, highest first.
    private(set) var levels: [Float] = []
    /// One row per entry of `levels`.
    private(set) var rows: [SolverRow] = []
    /// The non-dummy symbols whose increase lowers the objective, kept as the rows change so
    /// choosing the entering symbol needs no scan of the whole objective: each change
    /// re-checks only the symbols it touched.
    private(set) var candidates: [SolverSymbol] = []

    /// An objective with no levels.
    init() {}

    /// An objective with one level holding `row`: the artificial objective of a required
    /// constraint that has no symbol to be solved for.
    init(single row: SolverRow) {
        levels = [.infinity]
        rows = [row]
        for symbol in row.symbols { recheck(symbol) }
    }

    /// The index of `priority`'s level, made when missing.
    private mutating func levelIndex(for priority: Float) -> Int {
        var index = 0
        while index < levels.count, levels[index] > priority { index += 1 }
        if index == levels.count || levels[index] != priority {
            levels.insert(priority, at: index)
            rows.insert(SolverRow(), at: index)
        }
        return index
    }

    /// Adds `coefficient × symbol` at `priority`'s level.
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double, priority: Float) {
        rows[levelIndex(for: priority)].insert(symbol, coefficient)
        recheck(symbol)
    }

    /// Adds `coefficient × row` at `priority`'s level.
    mutating func insert(_ row: SolverRow, _ coefficient: Double, priority: Float) {
        rows[levelIndex(for: priority)].insert(row, coefficient)
        for symbol in row.symbols { recheck(symbol) }
    }

    /// Replaces `symbol` by `row` at every level.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var changed = false
        for index in rows.indices {
            if let coefficient = rows[index].remove(symbol) {
                rows[index].insert(row, coefficient)
                changed = true
            }
        }
        guard changed else { return }
        recheck(symbol)
        for other in row.symbols { recheck(other) }
    }

    /// Removes `symbol` at every level.
    mutating func remove(_ symbol: SolverSymbol) {
        for index in rows.indices {
            rows[index].remove(symbol)
        }
        recheck(symbol)
    }

    /// Adds `amount × (symbol's coefficient)` to every level's constant: the objective's
    /// side of replacing `symbol` by `symbol + amount`.
    mutating func shiftConstants(for symbol: SolverSymbol, by amount: Double) {
        for index in rows.indices {
            rows[index].constant += rows[index].coefficient(for: symbol) * amount
        }
    }

    /// The highest level's constant: the artificial objective's value.
    var firstConstant: Double { rows.first?.constant ?? 0 }

    /// Whether raising `symbol` from zero lowers the objective: its first non-zero
    /// coefficient, from the highest level down, is negative.
    func decreases(with symbol: SolverSymbol) -> Bool {
        for row in rows {
            let value = row.coefficient(for: symbol)
            if value < -solverEpsilon { return true }
            if value > solverEpsilon { return false }
        }
        return false
    }

    /// Adds `symbol` to `candidates` or drops it, by whether it lowers the objective now.
    private mutating func recheck(_ symbol: SolverSymbol) {
        let index = candidates.firstIndex(of: symbol)
        if symbol.kind != .dummy, decreases(with: symbol) {
            if index == nil { candidates.append(symbol) }
        } else if let index {
            candidates.swapAt(index, candidates.count - 1)
            candidates.removeLast()
        }
    }

    /// The entering symbol of a primal pivot by Bland's rule: the lowest-numbered
    /// non-dummy symbol whose increase lowers the objective, or nil at the optimum.
    func enteringSymbol() -> SolverSymbol? {
        candidates.min()
    }

    /// Whether `lhs / lhsDivisor` is lexicographically below `rhs / rhsDivisor`, comparing
    /// the two symbols' coefficient vectors: the dual simplex's ratio test.
    func ratio(
        _ lhs: SolverSymbol, over lhsDivisor: Double,
        isBelow rhs: SolverSymbol, over rhsDivisor: Double
    ) -> Bool {
        for row in rows {
            let left = row.coefficient(for: lhs) / lhsDivisor
            let right = row.coefficient(for: rhs) / rhsDivisor
            if left < right - solverEpsilon { return true }
            if left > right + solverEpsilon { return false }
        }
        return false
    }
}
