// The crash's refinement of the values it starts from, and the checks that end a solve: bounds,
// snapping to them, and the rows holding (moved out of RevisedSimplex.swift, which had grown long).
extension RevisedSimplex {
    /// ``startFromFreshFactors()`` for the basis a crash just chose: its factors are those the crash
    /// assembled from its own eliminations when it could (one elimination instead of two), else
    /// the basis is factorised.
    mutating func startFromCrashFactors() {
        if factor == nil { refactor() }
        if factorsFromCrash {
            refineBasicValues(residuals: computeBasicValues(returningResiduals: true))
        } else {
            computeBasicValues()
        }
        flipNegativeAuxiliaries()
    }

    /// One step of iterative refinement: `x_B += B⁻¹ (b − A x)`. The crash's order of pivots is
    /// not chosen for the basis alone, and values solved through it carry a few more units of
    /// rounding in the last place (7.999999999999993 for an exact 8); the step takes them back.
    ///
    /// `residuals`: `b − A x` by row, from the pass that computed the values' tolerances (see
    /// `updateBoundTolerances(returningResiduals:)`); nil when every one is 0.
    private mutating func refineBasicValues(residuals: [Double]?) {
        guard var r = residuals else { return }
        let z = factor!.ftran(&r)
        for p in basis.indices { x[basis[p]] += z[p] }
    }

    /// `infeasibility() == 0`, then ``snapToBounds()`` and ``holds()``: nil if the basic values are
    /// not feasible (nothing changed), else whether the snapped values hold.
    ///
    /// One pass over the columns in order where there were two walks through the basis (which
    /// lists its columns in no order) and a pass: at 10,000 views the walks cost a cache miss per
    /// column and array each time a solve checked its result. The snaps (values within tolerance
    /// outside a bound, a few at most) are kept aside until the pass has seen every basic value
    /// feasible, so an infeasible basis is left as it was.
    mutating func snapToBoundsAndCheckHoldsIfFeasible() -> Bool? {
        // Local: empty arrays do not allocate, and most checks snap nothing.
        var snaps: [(column: Int, value: Double)] = []
        var withinBounds = true
        for j in 0..<program.columnCount {
            var v = x[j]
            let lower = program.lower[j], upper = program.upper[j], tolerance = boundTolerance[j]
            if positionOf[j] >= 0 {
                // Each violation adds a positive amount to `infeasibility()`: it is 0 exactly
                // when none counts.
                if v < lower - tolerance || v > upper + tolerance { return nil }
                if v < lower || v > upper {
                    if v < lower { v = lower }
                    if v > upper { v = upper }
                    snaps.append((j, v))
                }
            }
            if withinBounds, !(v.isFinite && v >= lower - tolerance && v <= upper + tolerance) { withinBounds = false }
        }
        for (j, v) in snaps { x[j] = v }
        return withinBounds && rowsHold()
    }

    /// Whether every row's equation holds within ``Tolerance/epsilon`` (scaled by the row's
    /// magnitude) and every value is finite and within its bounds: with slacks and artificials
    /// within bounds, that is exactly "every required constraint holds".
    func holds() -> Bool {
        for j in 0..<program.columnCount {
            guard x[j].isFinite, x[j] >= program.lower[j] - boundTolerance[j], x[j] <= program.upper[j] + boundTolerance[j] else {
                return false
            }
        }
        return rowsHold()
    }

    /// The rows' half of ``holds()``: every row's equation within its tolerance.
    private func rowsHold() -> Bool {
        for i in 0..<program.rowCount {
            var sum = -program.rhs[i]
            var scale = 1 + abs(program.rhs[i])
            for k in program.rowRange(i) {
                let term = program.rowValues[k] * x[program.rowColumns[k]]
                sum += term
                scale += abs(term)
            }
            if abs(sum) > Tolerance.epsilon * scale { return false }
        }
        return true
    }

    /// How far the basic variables are outside their bounds, beyond tolerance (0 if feasible).
    func infeasibility() -> Double {
        var total = 0.0
        for column in basis {
            let v = x[column], tolerance = boundTolerance[column]
            if v < program.lower[column] - tolerance { total += program.lower[column] - v }
            if v > program.upper[column] + tolerance { total += v - program.upper[column] }
        }
        return total
    }

    /// Puts values within tolerance of a bound exactly on it, so a slack reads 0, not -1e-13.
    mutating func snapToBounds() {
        for column in basis {
            if x[column] < program.lower[column] { x[column] = program.lower[column] }
            if x[column] > program.upper[column] { x[column] = program.upper[column] }
        }
    }
}
