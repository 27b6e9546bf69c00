extension Constraint {
    /// The number literal in the constraint as written (its ``identifier``, e.g. a template's
    /// equation) whose value is `value`, as the user wrote it: `0.000000001` rather than `1e-09`.
    /// Nil when there is no identifier or no literal of that value (the number was computed).
    ///
    /// ```swift
    /// let c = Constraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width,
    ///                    multiplier: 1e-9, constant: 0, identifier: "a.width == 0.000000001 * b.width", location: here)
    /// c.writtenNumber(equalTo: 1e-9)    // "0.000000001"
    /// ```
    package func writtenNumber(equalTo value: Double) -> String? {
        identifier.flatMap { NumberLiteral.find(value, in: $0) }
    }
}
