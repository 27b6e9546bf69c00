/// How the two sides of a constraint relate.
public enum RelationalOperator: String, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
}

extension RelationalOperator {
    /// How far an expression whose value is `value` is from satisfying `expression OP 0` (0 when it
    /// does): for a constraint, ``Constraint/violation``; for many at once, with
    /// ``Solver/constraintValues``.
    ///
    /// ```swift
    /// RelationalOperator.greaterThanOrEqual.violation(at: -3)   // 3
    /// RelationalOperator.lessThanOrEqual.violation(at: -3)      // 0
    /// ```
    public func violation(at value: Double) -> Double {
        switch self {
        case .equal: return value < 0 ? -value : value
        case .greaterThanOrEqual: return value < 0 ? -value : 0
        case .lessThanOrEqual: return value > 0 ? value : 0
        }
    }
}

/// A linear relation `expression OP 0` with a strength.
///
/// Constraints are reference types: a solver holds a constraint *object*, so the same object
/// added twice is a duplicate, while two constraints with identical text are distinct.
/// Build them with the operators:
///
/// ```swift
/// let c = x + 2 == y * 3            // x + 2 - 3y == 0, required
/// let d = (x >= 10).withStrength(.weak)
/// ```
public final class Constraint: Sendable {
    /// The left side minus the right side; the constraint is `expression OP 0`.
    public let expression: Expression
    public let relation: RelationalOperator
    /// The weight of a miss (for an equality made with ``init(_:equalWithStrengthAbove:below:)``,
    /// of a miss above zero).
    public let strength: Strength
    /// For an optional equality whose misses weigh differently on each side: the weight of a miss
    /// below zero (`expression < 0`). nil for every other constraint.
    public let strengthBelow: Strength?

    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.strengthBelow = nil
    }

    /// An optional equality `expression == 0` whose misses cost `above` per unit when the
    /// expression comes out above zero and `below` when below: one row where two opposite optional
    /// inequalities would take two (and exactly their sum as an objective). Auto Layout's content
    /// size is one: hugging weighs growing past the intrinsic size, compression resistance
    /// weighs shrinking below it.
    ///
    /// ```swift
    /// // width prefers 120: growing costs 250 a point, shrinking 750.
    /// let content = Constraint(width - 120, equalWithStrengthAbove: Strength(250), below: Strength(750))
    /// ```
    /// Neither side may be required (the solver refuses it with ``SolverError/invalidNumber(_:)``):
    /// write a required inequality and an optional equality instead.
    public init(_ expression: Expression, equalWithStrengthAbove above: Strength, below: Strength) {
        self.expression = expression
        self.relation = .equal
        self.strength = above
        self.strengthBelow = below
    }

    /// A new constraint with the same relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var isRequired: Bool { strength.isRequired }

    /// How far the variables' current values are from satisfying the constraint (0 when it holds).
    public var violation: Double { relation.violation(at: expression.value) }
}

extension Constraint: CustomStringConvertible {
    public var description: String {
        let weight = strengthBelow.map { "above \(strength), below \($0)" } ?? "\(strength)"
        return "\(expression) \(relation.rawValue) 0 | \(weight)"
    }
}
