/// Every way a ``Solver`` call can be refused. Each case carries the object at fault.
///
/// A call that throws leaves the solver exactly as it was before the call.
public enum SolverError: Error {
    /// A required constraint cannot hold together with the required constraints already in the
    /// solver. `conflicts` is a minimal set of required constraints that cannot all hold (it
    /// includes `constraint`): drop any one of them and the rest can be satisfied.
    case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion must be allowed to lose.
    case badRequiredStrength(Variable)
    /// A NaN or infinite number, or a coefficient too small to tell apart from zero.
    case invalidNumber(InvalidNumber)

    /// A short stable name of the case, as `sketchpad-solve` prints it.
    public var kind: String {
        switch self {
        case .unsatisfiableConstraint: return "unsatisfiable"
        case .duplicateConstraint: return "duplicateConstraint"
        case .unknownConstraint: return "unknownConstraint"
        case .duplicateEditVariable: return "duplicateEditVariable"
        case .unknownEditVariable: return "unknownEditVariable"
        case .badRequiredStrength: return "badRequiredStrength"
        case .invalidNumber: return "invalidNumber"
        }
    }
}

/// Where an invalid number was found and what it was.
public struct InvalidNumber: CustomStringConvertible, Sendable {
    public enum Place: String, Sendable {
        case coefficient, constant, strength, suggestion
    }
    public enum Problem: String, Sendable {
        /// NaN, +∞ or −∞.
        case notFinite = "not finite"
        /// Non-zero but below 1e-8 (`Tolerance.epsilon`) in magnitude.
        case negligible = "too small to tell apart from zero"
        /// A strength below zero.
        case negative = "negative"
        /// A required strength on one side of an equality weighted differently on each side.
        case requiredSide = "required on one side of an equality weighted by side"
    }
    public let place: Place
    public let problem: Problem
    public let value: Double
    /// The constraint that holds the number, if any.
    public let constraint: Constraint?
    /// The variable the number belongs to (a term's variable or a suggested variable), if any.
    public let variable: Variable?

    public init(place: Place, problem: Problem, value: Double, constraint: Constraint?, variable: Variable?) {
        self.place = place
        self.problem = problem
        self.value = value
        self.constraint = constraint
        self.variable = variable
    }

    public var description: String {
        var text = "\(place.rawValue) \(value) is \(problem.rawValue)"
        if let variable { text += " (variable \(variable))" }
        if let constraint { text += " in \(constraint)" }
        return text
    }
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(c, conflicts):
            return "unsatisfiable required constraint \(c); these cannot all hold: "
                + conflicts.map { "[\($0)]" }.joined(separator: ", ")
        case let .duplicateConstraint(c): return "duplicate constraint \(c)"
        case let .unknownConstraint(c): return "unknown constraint \(c)"
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v) is not an edit variable"
        case let .badRequiredStrength(v): return "edit variable \(v) cannot have required strength"
        case let .invalidNumber(n): return "invalid number: \(n)"
        }
    }
}
