extension Snapshotting where Value: CaseIterable, Format == String {
    /// A function's output for every input, as CSV lines `"input","output"` (stored as `.csv`).
    ///
    /// ```swift
    /// assertSnapshot(of: \Direction.rotatedLeft, as: .func(into: .description))
    /// // "up","left"
    /// // "down","right"…
    /// ```
    public static func `func`<A>(into witness: Snapshotting<A, Format>) -> Snapshotting<(Value) -> A, Format> {
        var snapshotting = Snapshotting<String, String>.lines.asyncPullback { (f: (Value) -> A) in
            Value.allCases.map { input in
                witness.snapshot(f(input)).map { (input, $0) }
            }
            .sequence()
            .map { rows in
                rows.map { "\"\($0)\",\"\($1)\"" }.joined(separator: "\n")
            }
        }
        snapshotting.pathExtension = "csv"
        return snapshotting
    }
}
