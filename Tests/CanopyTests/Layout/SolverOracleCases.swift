import Canopy
import Foundation

/// A seeded random constraint system, solved, then edited and solved again: one case of
/// the comparison against an independent Cassowary implementation.
struct SolverOracleCase: Codable {
    /// One constraint: `Σ coefficient × variable + constant relation 0`.
    struct Item: Codable {
        var terms: [[Double]]
        var constant: Double
        var relation: Int
        var priority: Float
    }
    /// One constant change and whether the solver accepted it.
    struct Edit: Codable {
        var constraint: Int
        var constant: Double
        var accepted: Bool
    }

    var variables: Int
    /// The constraints as first added; `edits` change their constants afterwards.
    var constraints: [Item]
    /// Indices of constraints refused as contradicting earlier required ones.
    var refused: [Int]
    var solution: [Double]
    var edits: [Edit]
    var editedSolution: [Double]
    /// Whether any solve stopped at the pivot budget (a failure of the solver).
    var hitIterationLimit: Bool

    /// Builds and solves case number `seed`: 2–6 variables, 2–12 constraints of 1–3
    /// terms with coefficients ±1, ±2 or 0.5, integer constants within ±100, priorities
    /// required, 750 or 250, and most variables weakly held at a value (priority 1) as
    /// layouts hold views, then up to three constant edits.
    init(seed: Int) {
        var state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let coefficients: [Double] = [1, -1, 2, -2, 0.5]
        let priorities: [Float] = [1000, 1000, 750, 250]
        variables = 2 + next(5)
        constraints = []
        for _ in 0..<(2 + next(11)) {
            var terms: [[Double]] = []
            for _ in 0..<(1 + next(3)) {
                terms.append([Double(next(variables)), coefficients[next(coefficients.count)]])
            }
            constraints.append(
                Item(
                    terms: terms, constant: Double(next(201) - 100), relation: next(3) - 1,
                    priority: priorities[next(priorities.count)]))
        }
        for variable in 0..<variables where next(10) < 7 {
            constraints.append(Item(terms: [[Double(variable), 1]], constant: Double(next(101) - 50), relation: 0, priority: 1))
        }

        var solver = ConstraintSolver()
        let handles = (0..<variables).map { _ in solver.makeVariable() }
        var ids: [Int: SolverConstraintID] = [:]
        refused = []
        hitIterationLimit = false
        for (index, item) in constraints.enumerated() {
            switch solver.add(item.solverConstraint(handles)) {
            case .success(let id): ids[index] = id
            case .failure(.iterationLimit): hitIterationLimit = true
            case .failure: refused.append(index)
            }
        }
        solution = handles.map { solver.value(of: $0) }
        edits = []
        let accepted = ids.keys.sorted()
        for _ in 0..<next(4) where !accepted.isEmpty {
            let index = accepted[next(accepted.count)]
            let constant = Double(next(201) - 100)
            let result = solver.setConstant(constant, of: ids[index]!)
            if case .failure(.iterationLimit) = result { hitIterationLimit = true }
            edits.append(Edit(constraint: index, constant: constant, accepted: (try? result.get()) != nil))
        }
        editedSolution = handles.map { solver.value(of: $0) }
    }

    /// Whether every accepted required constraint, with the accepted edits, holds in the
    /// edited solution.
    var requiredConstraintsHold: Bool {
        var constants = constraints.map(\.constant)
        for edit in edits where edit.accepted { constants[edit.constraint] = edit.constant }
        for (index, item) in constraints.enumerated() where item.priority >= 1000 && !refused.contains(index) {
            var value = constants[index]
            for term in item.terms { value += term[1] * editedSolution[Int(term[0])] }
            let tolerance = 1e-6 * max(1, abs(item.constant))
            switch item.relation {
            case -1: if value > tolerance { return false }
            case 0: if abs(value) > tolerance { return false }
            default: if value < -tolerance { return false }
            }
        }
        return true
    }
}

extension SolverOracleCase.Item {
    /// The constraint over the solver's variables.
    func solverConstraint(_ handles: [SolverVariable]) -> SolverConstraint {
        SolverConstraint(
            SolverExpression(terms.map { SolverTerm(handles[Int($0[0])], $0[1]) }, constant: constant),
            SolverRelation(rawValue: relation)!, priority: priority)
    }
}
