import Canopy
import Testing

/// Builds `Σ terms + constant relation 0` over the given variables.
private func constraint(
    _ terms: [(SolverVariable, Double)], _ constant: Double, _ relation: SolverRelation,
    priority: Float = SolverConstraint.required
) -> SolverConstraint {
    SolverConstraint(
        SolverExpression(terms.map { SolverTerm($0.0, $0.1) }, constant: constant), relation, priority: priority)
}

/// The failure of a result without a value, or nil on success.
private func failure(of result: Result<Void, SolverFailure>) -> SolverFailure? {
    if case .failure(let failure) = result { return failure }
    return nil
}

@Suite("Constraint solver")
struct ConstraintSolverTests {
    @Test("A required equality fixes a variable and an inequality bounds another")
    func requiredEqualityAndInequality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        // x = 10, y ≥ x + 5, y weakly prefers 0.
        _ = try solver.add(constraint([(x, 1)], -10, .equal)).get()
        _ = try solver.add(constraint([(y, 1), (x, -1)], -5, .greaterThanOrEqual)).get()
        _ = try solver.add(constraint([(y, 1)], 0, .equal, priority: 1)).get()
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
    }

    @Test("A higher priority outweighs any number of lower-priority constraints")
    func prioritiesAreStrictlyOrdered() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        // Fifty pulls to 0 at priority 250 lose to one pull to 100 at priority 251.
        for _ in 0..<50 { _ = try solver.add(constraint([(x, 1)], 0, .equal, priority: 250)).get() }
        _ = try solver.add(constraint([(x, 1)], -100, .equal, priority: 251)).get()
        #expect(solver.value(of: x) == 100)
    }

    @Test("Equal priorities settle on the weighted median, as a sum of absolute errors does")
    func equalPrioritiesMinimiseTheErrorSum() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        for target in [0.0, 10, 20] {
            _ = try solver.add(constraint([(x, 1)], -target, .equal, priority: 500)).get()
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test("Every combination of relation and priority for one bound on one preferred value")
    func exhaustiveSingleBound() throws {
        // Reference: the higher priority of the two wins (the bound clamps the preferred
        // value); at equal priorities any value between the two is optimal.
        for relation in [SolverRelation.lessThanOrEqual, .equal, .greaterThanOrEqual] {
            for boundPriority: Float in [1000, 750, 250] {
                for preferredPriority: Float in [750, 250, 1] {
                    for (bound, preferred) in [(10.0, 30.0), (30.0, 10.0), (20.0, 20.0)] {
                        var solver = ConstraintSolver()
                        let x = solver.makeVariable()
                        _ = try solver.add(constraint([(x, 1)], -bound, relation, priority: boundPriority)).get()
                        _ = try solver.add(constraint([(x, 1)], -preferred, .equal, priority: preferredPriority)).get()
                        let boundWins = boundPriority > preferredPriority
                        let clamped: Double
                        switch relation {
                        case .lessThanOrEqual: clamped = min(preferred, bound)
                        case .equal: clamped = bound
                        case .greaterThanOrEqual: clamped = max(preferred, bound)
                        }
                        let value = solver.value(of: x)
                        if boundPriority == preferredPriority {
                            // A tie: every point between the two targets costs the same.
                            #expect(value >= min(clamped, preferred) && value <= max(clamped, preferred))
                            continue
                        }
                        let expected = boundWins ? clamped : preferred
                        #expect(
                            value == expected,
                            "relation \(relation) bound \(bound)@\(boundPriority) preferred \(preferred)@\(preferredPriority)")
                    }
                }
            }
        }
    }

    @Test("Changing a constant re-solves to the same values as building the system anew")
    func constantEditMatchesRebuild() throws {
        for newConstant in stride(from: -50.0, through: 150, by: 12.5) {
            var edited = ConstraintSolver()
            let x = edited.makeVariable(), y = edited.makeVariable(), w = edited.makeVariable()
            // A row of two views: x ≥ 0, w = y - x, y ≤ 100, w prefers 40, x prefers c.
            let system: [SolverConstraint] = [
                constraint([(x, 1)], 0, .greaterThanOrEqual),
                constraint([(w, 1), (y, -1), (x, 1)], 0, .equal),
                constraint([(y, 1)], -100, .lessThanOrEqual),
                constraint([(w, 1)], -40, .equal, priority: 750),
                constraint([(x, 1)], -20, .equal, priority: 250),
            ]
            var ids: [SolverConstraintID] = []
            for item in system { ids.append(try edited.add(item).get()) }
            try edited.setConstant(-newConstant, of: ids[4]).get()

            var rebuilt = ConstraintSolver()
            for _ in 0..<3 { _ = rebuilt.makeVariable() }
            var changed = system
            changed[4].expression.constant = -newConstant
            for item in changed { _ = try rebuilt.add(item).get() }
            for variable in [x, y, w] {
                #expect(abs(edited.value(of: variable) - rebuilt.value(of: variable)) < 1e-9, "constant \(newConstant)")
            }
        }
    }

    @Test("A required edit that contradicts other required constraints is refused and names them")
    func contradictoryEditIsRefused() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let floor = try solver.add(constraint([(x, 1)], -10, .greaterThanOrEqual)).get()
        let ceiling = try solver.add(constraint([(x, 1)], -20, .lessThanOrEqual)).get()
        // Lowering the ceiling below the floor: x ≤ 5 with x ≥ 10.
        let result = solver.setConstant(-5, of: ceiling)
        guard case .failure(.unsatisfiable(let conflict)) = result else {
            Issue.record("expected a conflict, got \(result)")
            return
        }
        #expect(conflict.contains(floor))
        #expect(solver.constraint(ceiling)?.expression.constant == -20)
        #expect(solver.value(of: x) >= 10 && solver.value(of: x) <= 20)
    }

    @Test("A contradictory required constraint is refused, names the conflict and leaves the solution")
    func contradictoryConstraintIsRefused() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        let sum = try solver.add(constraint([(x, 1), (y, 1)], -100, .equal)).get()
        let left = try solver.add(constraint([(x, 1)], -30, .equal)).get()
        _ = try solver.add(constraint([(y, 1)], 0, .equal, priority: 250)).get()
        let result = solver.add(constraint([(y, 1)], -50, .equal))
        guard case .failure(.unsatisfiable(let conflict)) = result else {
            Issue.record("expected a conflict, got \(result)")
            return
        }
        #expect(conflict == [sum, left])
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 70)
        #expect(solver.constraintCount == 3)
    }

    @Test("An inequality conflict found in phase one names the bounds that forbid it")
    func inequalityConflict() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try solver.add(constraint([(x, 1), (y, -1)], 0, .equal)).get()
        let floor = try solver.add(constraint([(x, 1)], -10, .greaterThanOrEqual)).get()
        _ = try solver.add(constraint([(x, 1)], 0, .equal, priority: 1)).get()
        let result = solver.add(constraint([(y, 1)], -5, .lessThanOrEqual))
        guard case .failure(.unsatisfiable(let conflict)) = result else {
            Issue.record("expected a conflict, got \(result)")
            return
        }
        #expect(conflict.contains(floor))
        #expect(solver.value(of: x) == 10)
    }

    @Test("NaN and infinite numbers, bad priorities and foreign variables are refused")
    func invalidInputIsRefused() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        if case .failure(.nonFinite(let value)) = solver.add(constraint([(x, 1)], .nan, .equal)) {
            #expect(value.isNaN)
        } else {
            Issue.record("NaN constant accepted")
        }
        #expect(solver.add(constraint([(x, .infinity)], 0, .equal)) == .failure(.nonFinite(.infinity)))
        #expect(solver.add(constraint([(x, 1)], 0, .equal, priority: 0)) == .failure(.invalidPriority(0)))
        #expect(solver.add(constraint([(x, 1)], 0, .equal, priority: 1001)) == .failure(.invalidPriority(1001)))
        var other = ConstraintSolver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        #expect(solver.add(constraint([(foreign, 1)], 0, .equal)) == .failure(.unknownVariable(foreign)))
        #expect(solver.constraintCount == 0)
        let id = try? solver.add(constraint([(x, 1)], -3, .equal)).get()
        #expect(failure(of: solver.setConstant(.infinity, of: id!)) == .nonFinite(.infinity))
        #expect(solver.value(of: x) == 3)
    }

    @Test("Removing constraints in any order returns every variable to its preference")
    func removalRestoresPreferences() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        _ = try solver.add(constraint([(x, 1)], -5, .equal, priority: 1)).get()
        _ = try solver.add(constraint([(y, 1)], -7, .equal, priority: 1)).get()
        let a = try solver.add(constraint([(x, 1), (y, -1)], 0, .equal)).get()
        let b = try solver.add(constraint([(x, 1)], -40, .greaterThanOrEqual)).get()
        let c = try solver.add(constraint([(y, 1)], -45, .equal, priority: 750)).get()
        #expect(solver.value(of: x) == 45 && solver.value(of: y) == 45)
        for id in [b, c, a] { try solver.remove(id).get() }
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 7)
        #expect(failure(of: solver.remove(a)) == .unknownConstraint(a))
    }

    @Test("A long chain with redundant, duplicated and competing constraints solves and edits")
    func longDegenerateChain() throws {
        var solver = ConstraintSolver()
        let count = 300
        let xs = (0..<count).map { _ in solver.makeVariable() }
        _ = try solver.add(constraint([(xs[0], 1)], 0, .equal)).get()
        var links: [SolverConstraintID] = []
        for i in 1..<count {
            // Each step is 1, stated twice (degenerate), bounded (inequalities at the same
            // vertex) and pulled elsewhere by weak preferences.
            links.append(try solver.add(constraint([(xs[i], 1), (xs[i - 1], -1)], -1, .equal)).get())
            _ = try solver.add(constraint([(xs[i], 1), (xs[i - 1], -1)], -1, .equal)).get()
            _ = try solver.add(constraint([(xs[i], 1), (xs[i - 1], -1)], -1, .greaterThanOrEqual)).get()
            _ = try solver.add(constraint([(xs[i], 1)], 0, .equal, priority: 1)).get()
        }
        #expect(solver.value(of: xs[count - 1]) == Double(count - 1))
        // Editing a duplicated required constant must be refused, not loop.
        #expect(failure(of: solver.setConstant(-2, of: links[10])) != nil)
        #expect(solver.value(of: xs[count - 1]) == Double(count - 1))
    }
}
