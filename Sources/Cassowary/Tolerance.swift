/// The numerical tolerances of the solver: four constants here, and one of the warm pivots.
///
/// - ``epsilon`` (1e-8, kiwi's `nearZero`): what "holds" and "zero" mean for the user's numbers;
/// - `pivotThreshold` (0.01): how large a pivot must be beside its row (LU) or column (a
///   warm add's border), a stability rule, not a zero test;
/// - `drop` (`epsilon × 1e-6`) and `rounding` (1e-12): what the arithmetic of the simplex
///   may treat as zero, as explained on each;
/// - `RevisedSimplex.warmPivotTolerance` (1e-7): a pivot of the warm calls' dual or primal simplex
///   at most that small beside the largest entry of its row is not taken; the call is undone and
///   solved from scratch, where threshold pivoting judges it.
///
/// The simplex's own thresholds derive from these: step lengths and ties use `epsilon`;
/// phase 2's reduced costs use `epsilon × 1e-3 ×` the largest strength in the program; suggestion
/// increments recompute from the factors past `RevisedSimplex.cancellationLimit` (1e4, a ratio).
///
/// `epsilon` is the size below which a number counts as zero:
/// a coefficient the user gives (smaller non-zero ones are rejected as invalid), a pivot
/// candidate, a reduced cost, a bound violation. Every other threshold in the solver is this
/// constant scaled, here, so that one number governs what "holds" means:
/// - a row holds when its residual is within `epsilon × (1 + |constant| + Σ|coefficientᵢ × valueᵢ|)`,
///   and a slack, error or artificial is within its bounds on the same scale of its own row
///   (never a global one: a large constant elsewhere must not excuse a miss here);
/// - LU factorisation accepts a pivot only if it is at least `pivotThreshold` times the largest
///   entry of its row (threshold partial pivoting, for stability).
package enum Tolerance {
    package static let epsilon: Double = 1e-8
    /// Relative threshold for accepting a pivot (not a zero test; a stability rule): an LU pivot
    /// against the largest entry of its row; a warm add's border pivot (the coefficient of the
    /// variable the new row is solved for) against the largest entry of its row or column.
    static let pivotThreshold: Double = 0.01
    /// Values whose magnitude is below this are dropped from sparse vectors, and a ratio test
    /// treats a basic variable whose rate of change is below it as not moving unless the rate is
    /// exact on ``rounding``'s measure. (Not `epsilon`: coefficients of 0.001 beside 1000 give
    /// rates of 1e-9 on steps of 1e10, and a basic variable ignored there leaves its bound by 10;
    /// found by fuzzing.)
    static let drop: Double = epsilon * 1e-6
    /// A sum counts as non-zero only beyond this multiple of the magnitudes it was summed from
    /// (`Σ|termᵢ|`): about 4500 units in the last place, far above rounding. Phase 1 judges its
    /// reduced costs and slopes this way, and the ratio tests their rates below ``drop``: with
    /// values near 1e15, exact quantities of 1e-15 are the only way to feasibility, and no fixed
    /// threshold can tell them from what a cancellation leaves.
    static let rounding: Double = 1e-12

    @inline(__always) static func isZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }
}
