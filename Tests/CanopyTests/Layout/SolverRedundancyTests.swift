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

/// The summed violation of the optional constraints at each priority, highest first.
private func errors(_ constraints: [SolverConstraint], _ solver: ConstraintSolver) -> [Double] {
    var sums: [Float: Double] = [:]
    for constraint in constraints where !constraint.isRequired {
        var value = constraint.expression.constant
        for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch constraint.relation {
        case .equal: sums[constraint.priority, default: 0] += abs(value)
        case .lessThanOrEqual: sums[constraint.priority, default: 0] += max(0, value)
        case .greaterThanOrEqual: sums[constraint.priority, default: 0] += max(0, -value)
        }
    }
    return sums.sorted { $0.key > $1.key }.map(\.value)
}

/// Removing and editing constraints when required equalities are redundant with each other,
/// as a layout pass that keeps its solver produces when one constraint replaces an equal one.
@Suite("Constraint solver with redundant equalities")
struct SolverRedundancyTests {
    @Test("Removing an equality keeps an equality redundant with it in force")
    func removalKeepsRedundantEquality() throws {
        var solver = ConstraintSolver()
        let a = solver.makeVariable(), d = solver.makeVariable()
        // d = a, a = 10, a preferred 10 above d (weak), and d = 2a − 10, which the first two imply.
        let first = try solver.add(constraint([(d, 1), (a, -1)], 0, .equal)).get()
        _ = try solver.add(constraint([(a, -1)], 10, .equal)).get()
        _ = try solver.add(constraint([(d, 1), (a, -1)], 10, .equal, priority: 250)).get()
        _ = try solver.add(constraint([(a, -2), (d, 1)], 10, .equal)).get()
        try solver.remove(first).get()
        #expect(solver.value(of: a) == 10)
        #expect(solver.value(of: d) == 10)
    }

    @Test("Moving an equality's constant against an equality redundant with it is refused")
    func constantAgainstRedundantEqualityIsRefused() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        // x = 10, y = x, and y = 10 (implied by the two).
        _ = try solver.add(constraint([(x, 1)], -10, .equal)).get()
        let link = try solver.add(constraint([(y, 1), (x, -1)], 0, .equal)).get()
        let implied = try solver.add(constraint([(y, 1)], -10, .equal)).get()
        let result = solver.setConstant(-5, of: link)
        guard case .failure(.unsatisfiable(let conflict)) = result else {
            Issue.record("expected a conflict, got \(result)")
            return
        }
        #expect(conflict.contains(implied))
        #expect(solver.value(of: y) == 10)
        #expect(solver.constraint(link)?.expression.constant == 0)
    }

    @Test("Random additions, removals and constant changes keep every required constraint met and the optimum")
    func randomEditsKeepRequiredConstraints() {
        for seed in 0..<4000 {
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
            func next(_ n: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(n))
            }
            var solver = ConstraintSolver()
            let variables = (0..<(2 + next(3))).map { _ in solver.makeVariable() }
            var live: [(SolverConstraintID, SolverConstraint)] = []
            // Few variables, coefficients ±1 and constants 0 or 10 make duplicate and
            // implied equalities common, which is where removal and editing go wrong.
            for _ in 0..<(4 + next(12)) {
                if !live.isEmpty && next(4) == 0 {
                    let index = next(live.count)
                    let constant = Double(10 * next(3))
                    if case .success = solver.setConstant(constant, of: live[index].0) {
                        live[index].1.expression.constant = constant
                    }
                } else if !live.isEmpty && next(3) == 0 {
                    let index = next(live.count)
                    _ = solver.remove(live[index].0)
                    live.remove(at: index)
                } else {
                    let terms = (0..<(1 + next(3))).map { _ in (variables[next(variables.count)], [1.0, -1][next(2)]) }
                    let relation: SolverRelation = next(5) == 0 ? .greaterThanOrEqual : .equal
                    let made = constraint(
                        terms, Double(10 * next(2)), relation, priority: [1000, 1000, 1000, 750, 250][next(5)])
                    if case .success(let id) = solver.add(made) { live.append((id, made)) }
                }
                let broken = live.filter { $0.1.isRequired && !solver.isSatisfied($0.1) }
                #expect(broken.isEmpty, "seed \(seed)")
                if !broken.isEmpty { break }
                // As good, priority by priority, as a solve from scratch of what is left.
                var fresh = ConstraintSolver()
                _ = variables.map { _ in fresh.makeVariable() }
                for (_, item) in live { _ = fresh.add(item) }
                let edited = errors(live.map(\.1), solver), scratch = errors(live.map(\.1), fresh)
                let same = edited.count == scratch.count && zip(edited, scratch).allSatisfy { abs($0 - $1) < 1e-6 }
                #expect(same, "seed \(seed): \(edited) after edits, \(scratch) from scratch")
                if !same { break }
            }
        }
    }
}
