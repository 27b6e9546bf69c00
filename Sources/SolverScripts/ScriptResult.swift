/// What a script run reported, in order.
///
/// ```swift
/// let result = ScriptRunner(script: script).run()
/// for line in result.lines { print(line) }             // check x 10 / error 5 unknownConstraint
/// for m in result.mismatches { print("\(script.file):\(m)") }
/// ```
public struct ScriptResult {
    public var events: [ScriptEvent]

    public init(events: [ScriptEvent]) {
        self.events = events
    }

    /// The output lines: `check VAR VALUE` and `error LINE KIND`.
    public var lines: [String] { events.map(\.outputLine) }

    /// `check` lines whose expected value was missed.
    public var mismatches: [CheckMismatch] { events.compactMap(\.mismatch) }

    /// Every error as (line, kind), in order.
    public var errors: [ExpectedError] {
        events.compactMap {
            if case let .error(line, error) = $0 { return ExpectedError(line: line, kind: error.kind) }
            return nil
        }
    }
}
