import Cassowary

/// One line of a solver script that does something, with its 1-based line number.
///
/// ```swift
/// let script = try SolverScript(parsing: "var x\ncheck x 0", file: "t.txt")
/// script.operations[1]   // ScriptOperation(line: 2, kind: .check(variable: "x", expected: 0))
/// ```
public struct ScriptOperation: Sendable {
    /// The line in the script, counting from 1.
    public var line: Int
    public var kind: Kind

    public init(line: Int, kind: Kind) {
        self.line = line
        self.kind = kind
    }

    /// What a line asks for; see the format in `../shared/solver-scenes/README.md`.
    public enum Kind: Sendable {
        /// `var NAME`: declares a variable (first use declares it too).
        case declare(variable: String)
        /// `c …` or `c#ID …`: adds a constraint.
        case constraint(ScriptConstraint)
        /// `remove ID`: removes the constraint named ID.
        case remove(id: String)
        /// `edit VAR STRENGTH`: makes VAR an edit variable.
        case edit(variable: String, strength: Strength)
        /// `unedit VAR`: stops editing VAR.
        case unedit(variable: String)
        /// `suggest VAR V0 [V1 …]`: suggests each value in turn.
        case suggest(variable: String, values: [Double])
        /// `check VAR [VALUE]`: reports VAR's solved value, optionally against an expectation.
        case check(variable: String, expected: Double?)
    }
}
