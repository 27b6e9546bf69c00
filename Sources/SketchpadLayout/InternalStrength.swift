import Cassowary

/// Strengths the engine uses below every user priority (priority 1 is 0.1, see ``LayoutPriority``).
enum InternalStrength {
    /// Pulls a stack's size towards 0 so that, when nothing else sizes it, it hugs its arranged views.
    static let stackHug = Strength(0.02)
    /// The stack tie-break pull of arranged view `i` of `n` towards its intrinsic length.
    static func tieBreak(_ i: Int, of n: Int) -> Strength {
        Strength(0.01 * (1 - 0.5 * Double(i) / Double(max(n - 1, 1))))
    }
    /// The pull of every intrinsic size towards its value (below the stack tie-breaks).
    static let intrinsic = Strength(0.001)
    /// How far the ambiguity check shifts every variable's origin.
    static let ambiguityShift: Double = 100_000
}
