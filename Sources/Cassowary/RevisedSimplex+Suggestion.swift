extension RevisedSimplex {
    /// Changes the right-hand side of one row (an edit constraint's suggested value) and
    /// re-solves from the current basis.
    ///
    /// Reduced costs do not depend on the right-hand side, so an optimal basis whose new values
    /// are still within their bounds is still optimal: the usual suggestion costs one sparse
    /// solve `Δx_B = B⁻¹ e_row Δ` and no pricing at all. Values are recomputed from scratch
    /// every ``incrementalUpdateLimit`` suggestions so that rounding cannot accumulate, and at
    /// once when an increment cancels (see ``cancellationLimit``); values recomputed so must pass
    /// ``holds()``, as a full solve's do, or the basis is factorised afresh. Should the phases then
    /// fail, the solve starts again from the values before the suggestion
    /// (``solve(fromAHoldingSolution:)``).
    ///
    /// The increment is accepted only if every changed value is within its bounds on the scale
    /// of the value itself: the rows' tolerances were measured at the old values and may be far
    /// too loose for the new ones. Values slightly outside are kept as they are (not snapped), so
    /// the equations stay exact and no snap can drift over a run of suggestions.
    mutating func setRightHandSide(row: Int, to value: Double) {
        statistics = SolverStatistics()
        let delta = value - program.rhs[row]
        program.rhs[row] = value
        if delta == 0 { return }
        incrementalUpdates += 1
        var increment: [Double]?
        if factor!.hasUpdates {
            // Increments trust the factors: no residual check (one would cost a third of a re-solve).
            // Through an eta file whose columns spanned 0.001 to 1e12, `B⁻¹ e_r Δ` came out with
            // entries of 1e-3 where the exact increment has zeros, and a required row of thousandths
            // was missed by 4.5 times its tolerance while every value kept its bounds (found by
            // fuzzing). So the first suggestion after pivots factorises the basis afresh, and every
            // increment is solved with the LU alone, whose threshold pivoting bounds its rounding.
            // (Lazily: a layout never suggests and pays nothing.) Should the fresh factorisation find
            // the basis singular and change it, the values are recomputed instead.
            let chosen = basis
            refactor()
            if basis != chosen { incrementalUpdates = Self.incrementalUpdateLimit }
        }
        if incrementalUpdates < Self.incrementalUpdateLimit {
            var v = [Double](repeating: 0, count: program.rowCount)
            v[row] = delta
            let z = factor!.ftran(&v)
            // Only changed values can have left their bounds.
            var feasible = true, cancelled = false
            z.withUnsafeBufferPointer { z in
            basis.withUnsafeBufferPointer { basis in
            program.lower.withUnsafeBufferPointer { lower in
            program.upper.withUnsafeBufferPointer { upper in
            boundTolerance.withUnsafeBufferPointer { boundTolerance in
            x.withUnsafeMutableBufferPointer { x in
                for p in 0..<z.count where z[p] != 0 {
                    let column = basis[p]
                    let old = x[column], value = old + z[p]
                    if abs(old) + abs(z[p]) > Self.cancellationLimit * (1 + abs(value)) { cancelled = true }
                    let tolerance = min(boundTolerance[column], Tolerance.epsilon * (1 + abs(value)))
                    if value < lower[column] - tolerance || value > upper[column] + tolerance { feasible = false }
                    x[column] = value
                }
            }}}}}}
            if feasible && !cancelled { return }
            increment = z
        }
        incrementalUpdates = 0
        // The user's values before this suggestion (the increment taken back): they held every
        // required row, and still do, an edit row being optional. The fallback should the phases fail.
        var previous = variableValues()
        if let z = increment {
            for p in z.indices where z[p] != 0 {
                let v = program.variable(ofColumn: basis[p])
                if v >= 0 { previous[v] -= z[p] }
            }
        }
        computeBasicValues()
        if infeasibility() == 0 {
            snapToBounds()
            if holds() { return }
            // Values from the factors as they stand carry the rounding of the eta file (and of an
            // LU made for other values): with 1000 beside 0.5 and values near 1e6 that was a required
            // row missed by three times its tolerance (found by fuzzing). Values from fresh factors,
            // then the phases and their own check.
            refactor()
            computeBasicValues()
        }
        flipNegativeAuxiliaries()
        if optimize() { return }
        // Required rows that contradict each other by less than their tolerance at the size the
        // values had cannot hold at the size the suggestion asks for (found by fuzzing: a miss of
        // 0.75). A suggestion cannot be refused; keep to the values that held.
        _ = solve(fromAHoldingSolution: previous[...])
    }

    /// An increment `x + Δx` whose inputs are this many times larger than its result (plus one)
    /// has cancelled: the result carries the rounding of the large inputs (about 1e-16 of them),
    /// which a row with coefficients of 1000 would show as a miss. Such values are recomputed
    /// from the factors. Ordinary layout edits (values up to thousands) never come close.
    static let cancellationLimit = 1e4

    /// Suggestions applied as increments before the values are recomputed from the factors.
    static let incrementalUpdateLimit = 100
}
