/// A variable of a ``ConstraintSolver`` system, made by ``ConstraintSolver/makeVariable()``.
public struct SolverVariable: Hashable, Sendable {
    /// The variable's number in its solver; meaningless in any other solver.
    public let id: Int
}

/// One term of a ``SolverExpression``: `coefficient × variable`.
public struct SolverTerm: Hashable, Sendable {
    /// The variable.
    public var variable: SolverVariable
    /// Its multiplier; must be finite.
    public var coefficient: Double

    /// Creates `coefficient × variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `constant + Σ coefficient × variable`.
public struct SolverExpression: Hashable, Sendable {
    /// The variable terms; a variable may appear more than once (the terms add).
    public var terms: [SolverTerm]
    /// The constant term; must be finite.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(_ terms: [SolverTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// How a constraint's expression compares with zero.
public enum SolverRelation: Int, Hashable, Sendable {
    /// `expression ≤ 0`.
    case lessThanOrEqual = -1
    /// `expression = 0`.
    case equal = 0
    /// `expression ≥ 0`.
    case greaterThanOrEqual = 1
}

/// `expression relation 0` at a priority.
///
/// Priority 1000 is required: always met, or the constraint is refused. Priorities 1 up to
/// (but not including) 1000 are preferences: the solver minimises each one's violation,
/// and a higher priority's violation always outweighs any number of lower ones.
public struct SolverConstraint: Hashable, Sendable {
    /// The priority that must be met.
    public static let required: Float = 1000

    /// The left-hand side; the right-hand side is zero.
    public var expression: SolverExpression
    /// How the expression compares with zero.
    public var relation: SolverRelation
    /// Strength from 1 to 1000 (required); anything else is refused when added.
    public var priority: Float

    /// Creates `expression relation 0` at `priority`.
    public init(
        _ expression: SolverExpression, _ relation: SolverRelation,
        priority: Float = SolverConstraint.required
    ) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool { priority >= SolverConstraint.required }
}

/// A handle to a constraint added to a ``ConstraintSolver``.
public struct SolverConstraintID: Hashable, Sendable, Comparable {
    /// The constraint's number in its solver, increasing in order of addition.
    public let id: Int

    public static func < (lhs: SolverConstraintID, rhs: SolverConstraintID) -> Bool { lhs.id < rhs.id }
}

/// Why a ``ConstraintSolver`` refused a change; the solver keeps its previous state.
public enum SolverFailure: Error, Hashable, Sendable {
    /// A coefficient or constant was NaN or infinite.
    case nonFinite(Double)
    /// A priority outside 1…1000.
    case invalidPriority(Float)
    /// The variable does not belong to this solver.
    case unknownVariable(SolverVariable)
    /// The constraint was never added or was already removed.
    case unknownConstraint(SolverConstraintID)
    /// The required constraints cannot all hold: `conflicting` lists the constraints
    /// (already in the solver) that together with the refused one admit no solution.
    case unsatisfiable(conflicting: [SolverConstraintID])
    /// The simplex exceeded its pivot budget; guards against a numerically degenerate
    /// system looping forever.
    case iterationLimit
}
