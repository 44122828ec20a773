// The Cassowary linear-arithmetic constraint solver: G. J. Badros, A. Borning and
// P. J. Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", ACM
// Transactions on Computer-Human Interaction 8(4), 2001.
//
// An incremental simplex over a tableau kept in solved form. Required constraints are hard
// rows; a non-required constraint gains error variables whose weighted sum, one level per
// priority compared lexicographically (the paper's symbolic weights), is the objective the
// primal simplex minimises. A required row with no symbol to solve for is brought in with an
// artificial variable (phase one). Changing a constraint's constant shifts the tableau's
// constants through the constraint's marker variable and restores feasibility with the dual
// simplex, as the paper does for edit variables, so no row is rebuilt.
//
// Pivots follow Bland's rule (lowest-numbered symbol first), which keeps the primal simplex
// from cycling and makes results independent of hash order; every loop also has a pivot
// budget so a numerically degenerate system fails instead of spinning.

/// An incremental solver for linear equalities and inequalities with priorities.
///
/// A value type: copying it copies the system. Variables read zero until constrained.
public struct ConstraintSolver {
    /// What the solver keeps per added constraint.
    struct Entry {
        /// The constraint as added, with its current constant.
        var constraint: SolverConstraint
        /// The slack, dummy or positive error symbol identifying the constraint's row.
        var marker: SolverSymbol
        /// The second error symbol of a non-required constraint.
        var other: SolverSymbol?
        /// The marker's coefficient in the row as first built, before any sign flip:
        /// a change of constant by `d` is the marker moving by `d / markerCoefficient`.
        var markerCoefficient: Double
    }

    var rows = SolverSymbolTable<SolverRow>()
    /// For each symbol, the basic symbols whose rows mention it, so a substitution or ratio
    /// test visits those rows only instead of the whole tableau.
    var columns = SolverSymbolTable<SolverColumn>()
    var objective = LexicographicObjective()
    /// The phase-one objective while a required row is brought in.
    var artificial: LexicographicObjective?
    var entries: [SolverConstraintID: Entry] = [:]
    var owners = SolverSymbolTable<SolverConstraintID>()
    var infeasibleRows: [SolverSymbol] = []
    /// Internal symbols take odd ids and variables even ones, so a variable's id names its
    /// symbol and a foreign id is recognisable.
    var nextSymbolID = 1
    var variableCount = 0
    var nextConstraintID = 1

    /// An empty system.
    public init() {}

    /// The number of constraints currently in the system.
    public var constraintCount: Int { entries.count }

    /// Makes a new variable, zero until constrained.
    public mutating func makeVariable() -> SolverVariable {
        variableCount += 1
        return SolverVariable(id: 2 * variableCount)
    }

    /// The variable's value in the current solution; zero for a variable in no constraint.
    public func value(of variable: SolverVariable) -> Double {
        rows[SolverSymbol(id: variable.id, kind: .external)]?.constant ?? 0
    }

    /// The constraint as it is now (with its latest constant), or nil when not in the system.
    public func constraint(_ id: SolverConstraintID) -> SolverConstraint? {
        entries[id]?.constraint
    }

    /// Adds a constraint and re-solves.
    ///
    /// Refused, leaving the system unchanged, when a number is not finite, the priority is
    /// outside 1…1000, a variable is foreign, or a required constraint contradicts the
    /// required constraints already present (the failure names them).
    public mutating func add(_ constraint: SolverConstraint) -> Result<SolverConstraintID, SolverFailure> {
        if let failure = validate(constraint) { return .failure(failure) }
        let id = SolverConstraintID(id: nextConstraintID)
        nextConstraintID += 1
        var (row, entry) = makeRow(for: constraint)
        var subject = chooseSubject(row, entry)
        if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
            guard isNearZero(row.constant) else {
                return .failure(.unsatisfiable(conflicting: owners(of: row.symbols)))
            }
            subject = entry.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        } else {
            switch addWithArtificialVariable(row) {
            case .success: break
            case .failure(let failure): return .failure(failure)
            }
        }
        entries[id] = entry
        owners[entry.marker] = id
        if let other = entry.other { owners[other] = id }
        switch optimize() {
        case .success: return .success(id)
        case .failure(let failure):
            _ = remove(id)
            return .failure(failure)
        }
    }

    /// Removes a constraint and re-solves.
    @discardableResult
    public mutating func remove(_ id: SolverConstraintID) -> Result<Void, SolverFailure> {
        guard let entry = entries.removeValue(forKey: id) else { return .failure(.unknownConstraint(id)) }
        owners.removeValue(forKey: entry.marker)
        if let other = entry.other { owners.removeValue(forKey: other) }
        if !entry.constraint.isRequired {
            for error in [entry.marker, entry.other].compactMap({ $0 }) where error.kind == .error {
                if let row = rows[error] {
                    objective.insert(row, -1, priority: entry.constraint.priority)
                } else {
                    objective.insert(error, -1, priority: entry.constraint.priority)
                }
            }
        }
        if takeRow(entry.marker) == nil {
            guard let leaving = markerLeavingRow(entry.marker) else {
                // The marker occurs in no row: the constraint was redundant and left nothing.
                return optimize()
            }
            var row = takeRow(leaving)!
            row.solve(for: leaving, entry.marker)
            substitute(entry.marker, with: row)
        }
        return optimize()
    }

    /// Sets a constraint's constant term and re-solves incrementally (dual simplex).
    ///
    /// Refused, keeping the old constant, when `constant` is not finite or the new value
    /// makes the required constraints contradict each other (the failure names them).
    @discardableResult
    public mutating func setConstant(
        _ constant: Double, of id: SolverConstraintID
    ) -> Result<Void, SolverFailure> {
        guard constant.isFinite else { return .failure(.nonFinite(constant)) }
        guard let entry = entries[id] else { return .failure(.unknownConstraint(id)) }
        let delta = constant - entry.constraint.expression.constant
        if delta == 0 { return .success(()) }
        if let conflict = shiftMarker(of: entry, by: delta / entry.markerCoefficient) {
            return .failure(.unsatisfiable(conflicting: conflict))
        }
        switch dualOptimize() {
        case .success:
            entries[id]!.constraint.expression.constant = constant
            return .success(())
        case .failure(let failure):
            // Undo the shift; the old constants were feasible, so the dual simplex recovers.
            _ = shiftMarker(of: entry, by: -delta / entry.markerCoefficient)
            _ = dualOptimize()
            return .failure(failure)
        }
    }

    /// Whether `constraint` is met by the current solution within `tolerance`.
    public func isSatisfied(_ constraint: SolverConstraint, tolerance: Double = 1.0e-6) -> Bool {
        var value = constraint.expression.constant
        for term in constraint.expression.terms {
            value += term.coefficient * self.value(of: term.variable)
        }
        switch constraint.relation {
        case .equal: return abs(value) <= tolerance
        case .lessThanOrEqual: return value <= tolerance
        case .greaterThanOrEqual: return value >= -tolerance
        }
    }
}
