/// An unknown of a constraint system: a position, a width, a guide's offset.
///
/// Variables are reference types: two variables with the same name are different unknowns.
/// A solver writes its solution into ``value`` when you call ``Solver/updateVariables()``.
///
/// ```swift
/// let x = Variable("x")
/// let solver = Solver()
/// try solver.addConstraint(x >= 10)
/// solver.updateVariables()
/// print(x.value) // 10
/// ```
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``. Compare
/// identity with `===`.
///
/// Sendable so that errors can carry it; like the solvers that write it, a variable belongs to one
/// task at a time (its `value` is not synchronised).
public final class Variable: @unchecked Sendable {
    /// A name for dumps, diagnostics and scripts. Need not be unique.
    public let name: String
    /// The value from the last ``Solver/updateVariables()`` of a solver that holds this variable.
    // Written only by a solver's updateVariables, once per variable per call: the dynamic
    // exclusivity check would cost more than the write.
    @exclusivity(unchecked)
    public internal(set) var value: Double = 0

    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "<anonymous variable>" : name }
}
