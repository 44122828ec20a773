// The tableau operations of the Cassowary algorithm: building a constraint's row, choosing
// the symbol it is solved for, phase one with an artificial variable, the primal simplex on
// the lexicographic objective and the dual simplex after constants change.

extension ConstraintSolver {
    /// Pivots one simplex run may make before giving up: far above what a layout needs
    /// (a few per row), low enough that a degenerate system fails within milliseconds.
    var pivotBudget: Int { 10_000 + 100 * rows.count }

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextSymbolID += 2 }
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    /// Why `constraint` cannot be added, or nil when it can.
    func validate(_ constraint: SolverConstraint) -> SolverFailure? {
        let priority = constraint.priority
        guard priority.isFinite, priority >= 1, priority <= SolverConstraint.required else {
            return .invalidPriority(priority)
        }
        guard constraint.expression.constant.isFinite else {
            return .nonFinite(constraint.expression.constant)
        }
        for term in constraint.expression.terms {
            guard term.coefficient.isFinite else { return .nonFinite(term.coefficient) }
            let id = term.variable.id
            guard id > 0, id % 2 == 0, id / 2 <= variableCount else {
                return .unknownVariable(term.variable)
            }
        }
        return nil
    }

    /// The constraint's row in terms of the current parametric symbols, with its marker
    /// and error symbols; error symbols join the objective at the constraint's priority.
    mutating func makeRow(for constraint: SolverConstraint) -> (SolverRow, Entry) {
        var row = SolverRow(constant: constraint.expression.constant)
        // The terms plus up to two error symbols and a marker, so the row never regrows.
        row.reserveCapacity(constraint.expression.terms.count + 3)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            let symbol = SolverSymbol(id: term.variable.id, kind: .external)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let entry: Entry
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for ≤, expression - slack = 0 for ≥, slack ≥ 0.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            var error: SolverSymbol?
            if !constraint.isRequired {
                let symbol = makeSymbol(.error)
                row.insert(symbol, -coefficient)
                objective.insert(symbol, 1, priority: constraint.priority)
                error = symbol
            }
            entry = Entry(constraint: constraint, marker: slack, other: error, markerCoefficient: coefficient)
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy, 1)
                entry = Entry(constraint: constraint, marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                // expression = plus - minus, both errors weighted at the priority.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, 1, priority: constraint.priority)
                objective.insert(minus, 1, priority: constraint.priority)
                entry = Entry(constraint: constraint, marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, entry)
    }

    /// The symbol a new row is solved for: an unrestricted variable when there is one
    /// (lowest-numbered), else the constraint's own slack or error symbol when its
    /// coefficient is negative (so the row's non-negative constant keeps it feasible).
    func chooseSubject(_ row: SolverRow, _ entry: Entry) -> SolverSymbol? {
        var external: SolverSymbol?
        for symbol in row.symbols where symbol.kind == .external {
            if let current = external, current.id < symbol.id { continue }
            external = symbol
        }
        if let external { return external }
        for symbol in [entry.marker, entry.other].compactMap({ $0 })
        where (symbol.kind == .slack || symbol.kind == .error) && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// The required constraints whose markers are among `symbols`, in order of addition.
    func owners(of symbols: some Sequence<SolverSymbol>) -> [SolverConstraintID] {
        var result = Set<SolverConstraintID>()
        for symbol in symbols {
            if let id = owners[symbol], entries[id]?.constraint.isRequired == true { result.insert(id) }
        }
        return result.sorted()
    }

    /// Stores `row` under `basic`, indexing its symbols.
    mutating func setRow(_ basic: SolverSymbol, _ row: SolverRow) {
        for symbol in row.symbols { columns[symbol, default: SolverColumn()].insert(basic) }
        rows[basic] = row
    }

    /// Removes and returns the row under `basic`, unindexing its symbols.
    @discardableResult
    mutating func takeRow(_ basic: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.symbols { columns[symbol]?.remove(basic) }
        return row
    }

    /// The basic symbols whose rows mention `symbol`, lowest-numbered first: the order
    /// infeasible rows are found in picks among equally good solutions, so it is fixed to
    /// keep layouts reproducible.
    func users(of symbol: SolverSymbol) -> [SolverSymbol] {
        columns[symbol]?.members ?? []
    }

    /// Replaces `symbol` by `row` in every row and objective, noting rows made infeasible.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for basic in users(of: symbol) {
            // The row is taken out while it changes, so the table holds no second reference
            // and the edit happens in place instead of copying the cells.
            guard var target = rows.removeValue(forKey: basic) else { continue }
            guard let coefficient = target.remove(symbol) else {
                rows[basic] = target
                continue
            }
            target.add(row, times: coefficient) { symbol, change in
                if change > 0 {
                    columns[symbol, default: SolverColumn()].insert(basic)
                } else {
                    columns[symbol]?.remove(basic)
                }
            }
            let isInfeasible = basic.isRestricted && target.constant < -solverEpsilon
            rows[basic] = target
            if isInfeasible { infeasibleRows.append(basic) }
        }
        columns[symbol] = nil
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Removes `symbol` from every row.
    mutating func eraseFromRows(_ symbol: SolverSymbol) {
        for basic in users(of: symbol) { rows[basic]?.remove(symbol) }
        columns[symbol] = nil
    }

    /// Pivots `entering` into the basis in place of `leaving`.
    mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        var row = takeRow(leaving)!
        row.solve(for: leaving, entering)
        columns[entering]?.remove(leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// Phase one for a required row with no symbol to solve for: minimise an artificial
    /// variable equal to the row; the row is satisfiable exactly when the minimum is zero.
    ///
    /// On failure the artificial row is dropped, which leaves a tableau equivalent to the
    /// one before (every other row was only pivoted), and the conflict is read from the
    /// optimal artificial objective: the required markers it still depends on are the
    /// constraints that together forbid the new one.
    mutating func addWithArtificialVariable(_ row: SolverRow) -> Result<Void, SolverFailure> {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = LexicographicObjective(single: row)
        let outcome = optimize()
        let certificate = artificial!.rows[0]
        artificial = nil
        if case .failure(let failure) = outcome {
            takeRow(art)
            eraseFromRows(art)
            _ = optimize()
            return .failure(failure)
        }
        if !isNearZero(certificate.constant) {
            // A non-zero minimum means `art` is still basic, so no other row mentions it.
            takeRow(art)
            _ = optimize()
            return .failure(.unsatisfiable(conflicting: owners(of: certificate.symbols)))
        }
        if var artRow = takeRow(art) {
            if artRow.isEmpty { return .success(()) }
            let entering = artRow.symbols.filter { $0.kind != .dummy }.min()
            guard let entering else {
                // Only required equalities' markers remain: the row is their combination,
                // already implied, and nothing needs to be kept.
                return .success(())
            }
            artRow.solve(for: art, entering)
            substitute(entering, with: artRow)
            setRow(entering, artRow)
        }
        eraseFromRows(art)
        objective.remove(art)
        return .success(())
    }

    /// The primal simplex on the artificial objective during phase one, else on the main
    /// objective, until no pivot lowers it.
    mutating func optimize() -> Result<Void, SolverFailure> {
        for _ in 0..<pivotBudget {
            let target = artificial ?? objective
            guard let entering = target.enteringSymbol() else { return .success(()) }
            guard let leaving = leavingRow(for: entering) else {
                // Unbounded below: cannot happen for error sums (they are never negative),
                // so the system is numerically broken; stop rather than pivot on garbage.
                return .failure(.iterationLimit)
            }
            pivot(entering: entering, leaving: leaving)
        }
        return .failure(.iterationLimit)
    }

    /// The row that leaves the basis when `entering` rises: among restricted basic rows in
    /// which `entering` has a negative coefficient, the one reaching zero first (lowest
    /// ratio), ties to the lowest-numbered basic symbol.
    func leavingRow(for entering: SolverSymbol) -> SolverSymbol? {
        var best: SolverSymbol?
        var bestRatio = Double.infinity
        for basic in users(of: entering) where basic.kind != .external {
            guard let row = rows[basic], let coefficient = row.cell(for: entering), coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic.id < best!.id) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// The row to pivot a removed constraint's non-basic marker into: a required equality
    /// redundant with it (a basic dummy's row), else a restricted row where the marker's
    /// coefficient is negative (lowest ratio), else a restricted row where it is positive,
    /// else an unrestricted row.
    ///
    /// A redundant equality's row is taken first because its dummy, once out of the basis,
    /// is held at zero: the equality stays in force. Left basic, the dummy would be free to
    /// take any value once the removed constraint no longer pins it, and the equality
    /// would silently stop holding.
    func markerLeavingRow(_ marker: SolverSymbol) -> SolverSymbol? {
        var negative: (SolverSymbol, Double)?
        var positive: (SolverSymbol, Double)?
        var external: SolverSymbol?
        var redundant: SolverSymbol?
        for basic in users(of: marker) {
            guard let row = rows[basic], let coefficient = row.cell(for: marker) else { continue }
            if basic.kind == .dummy {
                if redundant == nil || basic.id < redundant!.id { redundant = basic }
            } else if basic.kind == .external {
                if external == nil || basic.id < external!.id { external = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.1 || (ratio == negative!.1 && basic.id < negative!.0.id) {
                    negative = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.1 || (ratio == positive!.1 && basic.id < positive!.0.id) {
                    positive = (basic, ratio)
                }
            }
        }
        return redundant ?? negative?.0 ?? positive?.0 ?? external
    }

    /// Moves a constraint's marker by `amount` in every row: the tableau's side of changing
    /// the constraint's constant. Returns the conflict when the marker is a basic required
    /// equality's, whose row cannot take a non-zero constant.
    mutating func shiftMarker(of entry: Entry, by amount: Double) -> [SolverConstraintID]? {
        let marker = entry.marker
        if var row = rows[marker] {
            row.constant -= amount
            if marker.kind == .dummy, !isNearZero(row.constant) {
                return owners(of: row.symbols)
            }
            rows[marker] = row
            if marker.isRestricted, row.constant < -solverEpsilon { infeasibleRows.append(marker) }
            return nil
        }
        let users = users(of: marker)
        // A required equality redundant with this constraint (a basic dummy mentioning the
        // marker) must stay at zero: a shift that moves it contradicts that equality.
        for basic in users where basic.kind == .dummy {
            guard let row = rows[basic], let coefficient = row.cell(for: marker) else { continue }
            if !isNearZero(row.constant + coefficient * amount) {
                return owners(of: [basic, marker] + Array(row.symbols))
            }
        }
        for basic in users {
            guard let coefficient = rows[basic]?.cell(for: marker) else { continue }
            rows[basic]!.constant += coefficient * amount
            if basic.isRestricted, rows[basic]!.constant < -solverEpsilon {
                infeasibleRows.append(basic)
            }
        }
        objective.shiftConstants(for: marker, by: amount)
        return nil
    }

    /// The dual simplex: pivots infeasible rows back to non-negative constants while the
    /// objective stays optimal. A row with no symbol able to enter proves the required
    /// constraints contradict; its markers are the conflict.
    mutating func dualOptimize() -> Result<Void, SolverFailure> {
        var budget = pivotBudget
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < -solverEpsilon else { continue }
            var entering: SolverSymbol?
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.value > 0 && cell.symbol.kind != .dummy {
                let (symbol, coefficient) = (cell.symbol, cell.value)
                if let current = entering {
                    let below = objective.ratio(symbol, over: coefficient, isBelow: current, over: enteringCoefficient)
                    let above = objective.ratio(current, over: enteringCoefficient, isBelow: symbol, over: coefficient)
                    if !below && (above || symbol.id > current.id) { continue }
                }
                entering = symbol
                enteringCoefficient = coefficient
            }
            guard let entering else {
                infeasibleRows.removeAll()
                return .failure(.unsatisfiable(conflicting: owners(of: row.symbols)))
            }
            pivot(entering: entering, leaving: leaving)
            budget -= 1
            if budget <= 0 {
                infeasibleRows.removeAll()
                return .failure(.iterationLimit)
            }
        }
        return .success(())
    }
}
