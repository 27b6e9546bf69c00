import Cassowary

/// Something a script run reports: a `check` line's solved value, or an operation that threw.
///
/// ```swift
/// ScriptEvent.check(line: 4, variable: "x", value: 10, expected: 10).outputLine   // "check x 10"
/// ScriptEvent.error(line: 7, .unknownEditVariable(x)).outputLine                  // "error 7 unknownEditVariable"
/// ```
public enum ScriptEvent {
    case check(line: Int, variable: String, value: Double, expected: Double?)
    case error(line: Int, SolverError)

    public var line: Int {
        switch self {
        case .check(let line, _, _, _), .error(let line, _): return line
        }
    }

    /// The line `sketchpad-solve` prints: `check VAR VALUE` (value as `%.17g`) or `error LINE KIND`.
    public var outputLine: String {
        switch self {
        case let .check(_, variable, value, _): return "check \(variable) \(PrintfFormat.g(value))"
        case let .error(line, error): return "error \(line) \(error.kind)"
        }
    }

    /// The mismatch if this is a `check` whose expected value the solved value misses.
    public var mismatch: CheckMismatch? {
        guard case let .check(line, variable, value, expected?) = self,
              !CheckMismatch.agrees(expected: expected, actual: value) else { return nil }
        return CheckMismatch(line: line, variable: variable, expected: expected, actual: value)
    }
}
