/// How a layout looked for ambiguity (``LayoutEngine/Options/detectsAmbiguity``).
///
/// ```swift
/// let result = engine.layout(root)
/// if result.ambiguityCheck == .solvedAgain { print("not provably unique: solved a second time") }
/// ```
package enum AmbiguityCheck: Hashable, Sendable {
    /// Ambiguity detection was off.
    case off
    /// The solver proved its optimum unique (every other solution is worse), so nothing can be
    /// ambiguous and the second solve was skipped.
    case provedUnique
    /// The layout was solved a second time from elsewhere and the frames compared.
    case solvedAgain
}
