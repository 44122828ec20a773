/// A linear expression over tableau symbols: `constant + Σ coefficient × symbol`.
///
/// In the tableau a row stored under a basic symbol reads `basic = row`; before it is
/// solved for a symbol it reads `row = 0`.
///
/// Cells are an array sorted by symbol id: rows hold a handful of symbols, where a binary
/// search and a short move beat hashing every lookup.
struct SolverRow {
    /// One symbol's coefficient.
    struct Cell {
        var symbol: SolverSymbol
        var value: Double
    }

    /// The non-zero coefficients, ascending by symbol id; a coefficient that becomes near
    /// zero is removed.
    private(set) var cells: [Cell]
    /// The constant term; for a basic row, the basic symbol's current value.
    var constant: Double

    /// A row with no symbols.
    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    /// Makes room for `count` cells without regrowing.
    mutating func reserveCapacity(_ count: Int) { cells.reserveCapacity(count) }

    /// The symbols with a cell, ascending by id.
    var symbols: LazyMapSequence<[Cell], SolverSymbol> { cells.lazy.map(\.symbol) }

    /// Whether no symbol has a cell.
    var isEmpty: Bool { cells.isEmpty }

    /// Where `symbol`'s cell is, or where it would be inserted.
    private func position(of symbol: SolverSymbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, nil when it has no cell.
    func cell(for symbol: SolverSymbol) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? cells[index].value : nil
    }

    /// The coefficient of `symbol`, zero when absent.
    func coefficient(for symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].value : 0
    }

    /// Adds `coefficient × symbol`, removing the cell when the sum is near zero. Returns
    /// +1 when a cell was made, -1 when one was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) -> Int {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].value + coefficient
            if isNearZero(sum) {
                cells.remove(at: index)
                return -1
            }
            cells[index].value = sum
            return 0
        }
        if isNearZero(coefficient) { return 0 }
        insertCell(Cell(symbol: symbol, value: coefficient), at: index)
        return 1
    }

    /// Puts `cell` at `index`, moving the cells after it up by one. `Array.insert(_:at:)`
    /// goes through the generic range replacement, several times slower for one cell.
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        var slot = cells.count - 1
        while slot > index {
            cells[slot] = cells[slot - 1]
            slot -= 1
        }
        cells[index] = cell
    }

    /// Adds `coefficient × other`, constant included.
    mutating func insert(_ other: SolverRow, _ coefficient: Double = 1) {
        add(other, times: coefficient) { _, _ in }
    }

    /// Adds `coefficient × other`, constant included, telling `changed` of every symbol
    /// that gains a cell (+1) or loses one (-1).
    ///
    /// Both rows are sorted, so they are merged in one pass into a fresh array: adding a
    /// row cell by cell would search and shift once per cell.
    mutating func add(_ other: SolverRow, times coefficient: Double, changed: (SolverSymbol, Int) -> Void) {
        constant += other.constant * coefficient
        if other.cells.count == 1 {
            let cell = other.cells[0]
            let change = insert(cell.symbol, cell.value * coefficient)
            if change != 0 { changed(cell.symbol, change) }
            return
        }
        if other.cells.isEmpty { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < other.cells.count {
            if theirs == other.cells.count || (mine < cells.count && cells[mine].symbol.id < other.cells[theirs].symbol.id) {
                merged.append(cells[mine])
                mine += 1
                continue
            }
            let incoming = other.cells[theirs]
            theirs += 1
            let value = incoming.value * coefficient
            if mine < cells.count, cells[mine].symbol.id == incoming.symbol.id {
                let sum = cells[mine].value + value
                mine += 1
                if isNearZero(sum) {
                    changed(incoming.symbol, -1)
                } else {
                    merged.append(Cell(symbol: incoming.symbol, value: sum))
                }
            } else if !isNearZero(value) {
                merged.append(Cell(symbol: incoming.symbol, value: value))
                changed(incoming.symbol, 1)
            }
        }
        cells = merged
    }

    /// Removes and returns `symbol`'s coefficient.
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double? {
        let (index, found) = position(of: symbol)
        guard found else { return nil }
        return cells.remove(at: index).value
    }

    /// Negates every term: `row = 0` and `-row = 0` are the same equation.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices {
            cells[index].value = -cells[index].value
        }
    }

    /// Rewrites `row = 0` as `symbol = row'`; `symbol` must have a cell.
    mutating func solve(for symbol: SolverSymbol) {
        let scale = -1.0 / remove(symbol)!
        constant *= scale
        for index in cells.indices {
            cells[index].value *= scale
        }
    }

    /// Rewrites `lhs = row` as `rhs = row'`; `rhs` must have a cell.
    mutating func solve(for lhs: SolverSymbol, _ rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s expression wherever it occurs here.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        if let coefficient = remove(symbol) {
            insert(row, coefficient)
        }
    }
}
