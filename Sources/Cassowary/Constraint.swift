/// How the two sides of a constraint relate.
public enum RelationalOperator: String, Sendable {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="
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
    public let strength: Strength

    public init(_ expression: Expression, _ relation: RelationalOperator, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    public var isRequired: Bool { strength.isRequired }

    /// How far the variables' current values are from satisfying the constraint (0 when it holds).
    public var violation: Double {
        let v = expression.value
        switch relation {
        case .equal: return v < 0 ? -v : v
        case .greaterThanOrEqual: return v < 0 ? -v : 0
        case .lessThanOrEqual: return v > 0 ? v : 0
        }
    }
}

extension Constraint: CustomStringConvertible {
    public var description: String { "\(expression) \(relation.rawValue) 0 | \(strength)" }
}
