/// One column of the simplex tableau: a constraint variable or a variable the solver made.
///
/// Equality and hashing use `id` only; ids are unique per solver and increase in creation
/// order, which is the order Bland's anti-cycling rule breaks ties in.
struct SolverSymbol: Hashable, Comparable {
    /// What the symbol stands for, which fixes the sign it may take.
    enum Kind: UInt8 {
        /// A variable of the caller's system: unrestricted in sign.
        case external
        /// An inequality's slack or the artificial variable: never negative.
        case slack
        /// A non-required constraint's error: never negative, weighted in the objective.
        case error
        /// A required equality's marker: held at zero, never pivoted in.
        case dummy
    }

    /// The symbol's number, unique in its solver.
    let id: Int
    /// What the symbol stands for.
    let kind: Kind

    /// Whether the simplex keeps this symbol at zero or above.
    var isRestricted: Bool { kind != .external }

    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Below this magnitude a coefficient or constant counts as zero: sums of a few hundred
/// products of screen-sized numbers keep their rounding error far below it.
let solverEpsilon = 1.0e-8

/// Whether `value` is zero within `solverEpsilon`.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
    abs(value) < solverEpsilon
}
