/// A map from tableau symbols to values, stored in an array indexed by symbol id.
///
/// Symbol ids are dense (every symbol a solver makes takes the next one), so indexing an
/// array replaces hashing: the tableau's lookups are most of the solver's time.
struct SolverSymbolTable<Value> {
    private var slots: [Value?] = []
    /// The number of symbols with a value.
    private(set) var count = 0

    /// The value of `symbol`, nil when it has none; assigning nil removes it.
    subscript(symbol: SolverSymbol) -> Value? {
        get { symbol.id < slots.count ? slots[symbol.id] : nil }
        _modify {
            grow(to: symbol.id)
            let had = slots[symbol.id] != nil
            yield &slots[symbol.id]
            count += (slots[symbol.id] != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    /// The value of `symbol`, `defaultValue` stored first when it has none.
    subscript(symbol: SolverSymbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            grow(to: symbol.id)
            if slots[symbol.id] == nil {
                slots[symbol.id] = defaultValue()
                count += 1
            }
            yield &slots[symbol.id]!
        }
    }

    /// Removes and returns `symbol`'s value.
    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Value? {
        guard symbol.id < slots.count, let value = slots[symbol.id] else { return nil }
        slots[symbol.id] = nil
        count -= 1
        return value
    }

    private mutating func grow(to id: Int) {
        if id >= slots.count {
            // Doubling keeps appending symbols amortised constant time.
            slots.append(contentsOf: repeatElement(nil, count: Swift.max(id + 1 - slots.count, slots.count)))
        }
    }
}

/// The basic symbols whose rows mention one symbol: a tableau column's index.
///
/// An array kept ascending by symbol id: columns hold a handful of rows in a layout, where a
/// short scan beats hashing, and the solver visits rows lowest-numbered first (to keep
/// layouts reproducible), so keeping the order here spares a sort on every visit.
struct SolverColumn {
    private(set) var members: [SolverSymbol] = []

    /// Adds `basic` unless present.
    mutating func insert(_ basic: SolverSymbol) {
        // From the end: basic symbols are mostly newer than the column's, so this usually
        // stops at once (a binary search measured slower here).
        var index = members.count
        while index > 0, members[index - 1].id >= basic.id {
            if members[index - 1].id == basic.id { return }
            index -= 1
        }
        // Append and shift: `Array.insert(_:at:)` takes the generic range-replacement path.
        members.append(basic)
        var slot = members.count - 1
        while slot > index {
            members[slot] = members[slot - 1]
            slot -= 1
        }
        members[index] = basic
    }

    /// Removes `basic` when present.
    mutating func remove(_ basic: SolverSymbol) {
        if let index = members.firstIndex(of: basic) { members.remove(at: index) }
    }
}
