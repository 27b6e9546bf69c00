/// A malformed solver script: where, and what is wrong with which word.
///
/// Its description is the compiler-style `FILE:LINE: error: message` that `sketchpad-solve`
/// prints before exiting with status 2 (`FILE: error: message` when no line is at fault, as
/// for an unreadable file).
///
/// ```swift
/// do { _ = try SolverScript(parsing: "var x\nfrobnicate x", file: "a.txt") }
/// catch {
///     error.reason        // .unknownDirective("frobnicate")
///     print(error)        // a.txt:2: error: unknown directive 'frobnicate'
/// }
/// ```
public struct ScriptParseError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based line number, or nil for a problem with the whole file.
    public var line: Int?
    public var reason: Reason

    public init(file: String, line: Int?, reason: Reason) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// What is wrong, with the offending word.
    public enum Reason: Equatable, Sendable {
        case unknownDirective(String)
        /// A directive with the wrong number of words after it: what it takes, what it got.
        case wrongArity(directive: String, takes: String, got: Int)
        /// The last word of a `c` line is a coefficient without a variable.
        case coefficientWithoutVariable(String)
        case badNumber(String)
        case unknownStrength(String)
        case badOperator(String)
        case badVariableName(String)
        /// `c#` without a name.
        case missingConstraintID
        /// A `c#ID` line whose words differ from the ID's first definition.
        case constraintIDRedefined(id: String, firstLine: Int)
        /// `# expect-error KIND` with a kind that is not a `SolverError.kind`.
        case unknownErrorKind(String)
        /// `# expect-error` with other than one word after it.
        case expectErrorArity(got: Int)
        /// `# expect-error` with no operation after it.
        case danglingExpectError
        /// The file cannot be read; the system's explanation.
        case unreadable(String)
    }

    public var message: String {
        switch reason {
        case .unknownDirective(let word): return "unknown directive '\(word)'"
        case let .wrongArity(directive, takes, got):
            return "'\(directive)' takes \(takes), got \(got) argument\(got == 1 ? "" : "s")"
        case .coefficientWithoutVariable(let word): return "coefficient '\(word)' has no variable after it"
        case .badNumber(let word): return "bad number '\(word)'"
        case .unknownStrength(let word):
            return "unknown strength '\(word)' (want required, strong, medium, weak or a number)"
        case .badOperator(let word): return "bad operator '\(word)' (want ==, <= or >=)"
        case .badVariableName(let word): return "bad variable name '\(word)' (must start with a letter or '_')"
        case .missingConstraintID: return "'c#' needs an ID, as in 'c#gap'"
        case let .constraintIDRedefined(id, firstLine):
            return "constraint ID '\(id)' was defined differently on line \(firstLine)"
        case .unknownErrorKind(let word):
            return "unknown error kind '\(word)' (want \(ExpectedError.kinds.joined(separator: ", ")))"
        case .expectErrorArity(let got): return "'# expect-error' takes one error kind, got \(got)"
        case .danglingExpectError: return "'# expect-error' is not followed by an operation"
        case .unreadable(let why): return "cannot read the file (\(why))"
        }
    }

    public var description: String {
        if let line { return "\(file):\(line): error: \(message)" }
        return "\(file): error: \(message)"
    }
}
