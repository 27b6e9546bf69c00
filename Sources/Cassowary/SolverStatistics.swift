/// Counts of the work a solver did, for benchmarks and for tests that guard against a layout
/// suddenly needing many more pivots (counts are deterministic; timings are not).
public struct SolverStatistics: Equatable, Sendable, CustomStringConvertible {
    /// Pivots spent making the required constraints hold (phase 1).
    public var feasibilityPivots = 0
    /// Pivots spent lowering the weighted error of the optional constraints (phase 2).
    public var optimalityPivots = 0
    /// Sparse LU factorisations of the basis.
    public var factorizations = 0
    /// Matrix entries touched by sparse elimination (factorisations and the crash basis): a
    /// deterministic measure of the work outside pivots, linear in the layout's size when the
    /// factors stay sparse.
    public var eliminationWork = 0
    /// Sparse eliminations run (the crash's tiers and every factorisation that eliminates): a
    /// factorisation the crash assembles from its own eliminations adds to ``factorizations``
    /// but not here.
    var eliminations = 0

    public init() {}

    public var pivots: Int { feasibilityPivots + optimalityPivots }

    public var description: String {
        "\(pivots) pivots (\(feasibilityPivots) feasibility, \(optimalityPivots) optimality), \(factorizations) factorizations, elimination work \(eliminationWork)"
    }
}
