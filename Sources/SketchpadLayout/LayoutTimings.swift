/// How long each phase of one layout took. Diagnosing includes the ambiguity check's second solve.
///
/// ```swift
/// print(result.timings)   // collecting 1 ms, measuring 2 ms, building 5 ms, solving 20 ms, diagnosing 22 ms
/// ```
public struct LayoutTimings: Hashable, Sendable, CustomStringConvertible {
    /// Walking the tree, making variables, validating constraints.
    public var collecting: Duration = .zero
    /// Measuring content (all text passes).
    public var measuring: Duration = .zero
    /// Turning constraints, stacks and content sizes into solver constraints (all passes).
    public var building: Duration = .zero
    /// The solver (all passes, including conflict resolution).
    public var solving: Duration = .zero
    /// Ambiguity, unmet optionals, overlap and overflow.
    public var diagnosing: Duration = .zero

    public init() {}

    public var total: Duration { collecting + measuring + building + solving + diagnosing }

    public var description: String {
        func ms(_ d: Duration) -> String {
            let value = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15
            return "\(formatNumber(value)) ms"
        }
        return "collecting \(ms(collecting)), measuring \(ms(measuring)), building \(ms(building)), "
            + "solving \(ms(solving)), diagnosing \(ms(diagnosing))"
    }
}
