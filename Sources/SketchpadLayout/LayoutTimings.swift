/// How long each phase of one layout took. Diagnosing includes the ambiguity check's second solve.
///
/// ```swift
/// print(result.timings)   // collecting 1 ms, measuring 2 ms, building 5 ms, solving 20 ms, diagnosing 22 ms
/// ```
package struct LayoutTimings: Hashable, Sendable, CustomStringConvertible {
    /// Walking the tree, making variables, validating constraints.
    package var collecting: Duration = .zero
    /// Measuring content (all text passes).
    package var measuring: Duration = .zero
    /// Turning constraints, stacks and content sizes into solver constraints (all passes).
    package var building: Duration = .zero
    /// The solver (all passes, including conflict resolution).
    package var solving: Duration = .zero
    /// Ambiguity, unmet optionals, overlap and overflow.
    package var diagnosing: Duration = .zero

    package init() {}

    package var total: Duration { collecting + measuring + building + solving + diagnosing }

    package var description: String {
        func ms(_ d: Duration) -> String {
            let value = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) * 1e-15
            return "\(formatNumber(value)) ms"
        }
        return "collecting \(ms(collecting)), measuring \(ms(measuring)), building \(ms(building)), "
            + "solving \(ms(solving)), diagnosing \(ms(diagnosing))"
    }
}
