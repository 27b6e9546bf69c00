extension RevisedSimplex {
    /// Changes the right-hand side of one row (an edit constraint's suggested value) and
    /// re-solves from the current basis.
    ///
    /// Reduced costs do not depend on the right-hand side, so the basis stays dual feasible: the
    /// usual suggestion costs one sparse solve `Δx_B = B⁻¹ e_row Δ` and no pricing at all, and a
    /// value pushed out of its bounds is brought back by the dual simplex (kiwi's `dualOptimize`),
    /// again without pricing anything the pivot row does not reach.
    ///
    /// How much an increment is trusted depends on the factors. Through a fresh LU alone (threshold
    /// pivoting bounds its rounding) it is accepted if no value cancels (see ``cancellationLimit``)
    /// and values are recomputed from the factors every ``incrementalUpdateLimit`` suggestions.
    /// Through borders and etas (after warm adds and pivots) every row with a changed value is
    /// checked on its own scale instead: an eta file whose columns spanned 0.001 to 1e12 once gave
    /// increments off by 1e-3 (found by fuzzing). The second suggestion in a row on such factors
    /// factorises afresh: a drag then costs one factorisation, not a check of every row per frame. Anything that fails is recomputed from fresh
    /// factors and the phases; should those fail, the solve starts again from the values before
    /// the suggestion (``solve(fromAHoldingSolution:)``).
    mutating func setRightHandSide(row: Int, to value: Double) {
        statistics = SolverStatistics()
        let delta = value - program.rhs[row]
        program.rhs[row] = value
        if delta == 0 { return }
        prepareWork()
        guard let previous = suggestWarm(row: row, delta: delta) else { return }
        // The user's values before this suggestion: they held every required row, and still do,
        // an edit row being optional. The fallback should the phases fail.
        incrementalUpdates = 0
        dualsValid = false
        if factor!.hasUpdates { refactor() }
        computeBasicValues()
        // A feasible point is optimal on a priced basis, and on an unpriced one if its errors are 0.
        if infeasibility() == 0 && (!optimumByZeroObjective || errorsAreZero()) {
            snapToBounds()
            if holds() { return }
            // Values from the factors as they stand carry the rounding of an LU made for other
            // values: with 1000 beside 0.5 and values near 1e6 that was a required row missed by
            // three times its tolerance (found by fuzzing). Values from fresh factors, then the
            // phases and their own check.
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

    /// The warm suggestion: nil when it is solved, else the user's values before it (the work
    /// undone as far as the fallback needs).
    ///
    /// On an unpriced basis (see `RevisedSimplex+ZeroObjective.swift`) an increment is kept only if
    /// it leaves every error it moves at 0 (the point is then optimal again); anything else takes
    /// the fallback, whose phases price the basis, instead of the dual simplex, which needs it priced.
    private mutating func suggestWarm(row: Int, delta: Double) -> [Double]? {
        let unpriced = optimumByZeroObjective
        var trusted = !factor!.hasUpdates
        if !trusted {
            // A run of suggestions (a drag) on factors that warm calls updated: each would check
            // every row it changes. From the second one on, fresh factors pay for themselves.
            suggestionsOnUpdatedFactors += 1
            if suggestionsOnUpdatedFactors >= 2 {
                let chosen = basis
                refactor()
                if basis != chosen { return variableValues() }
                trusted = true
                incrementalUpdates = 0
            }
        }
        if trusted {
            suggestionsOnUpdatedFactors = 0
            incrementalUpdates += 1
            if incrementalUpdates >= Self.incrementalUpdateLimit { return variableValues() }
        }
        // The increment, by position: through fresh factors (the common case, a drag, where it
        // usually reaches much of the basis) the kept unit solve times `delta`, sparse otherwise.
        var unit: UnitSolve? = nil
        func before() -> [Double] {
            var values = variableValues()
            if let unit {
                for p in unit.nonzeros {
                    let v = program.variable(ofColumn: basis[p])
                    if v >= 0 { values[v] -= unit.z[p] * delta }
                }
            } else {
                for p in work.alpha.indices {
                    let v = program.variable(ofColumn: basis[p])
                    if v >= 0 { values[v] -= work.alpha[p] }
                }
            }
            return values
        }
        if trusted {
            // The increment is `delta · B⁻¹ e_row`: the unit solve is kept while the factors stand,
            // so a drag solves once and then multiplies.
            let solved = factor!.unitSolve(row: row)
            unit = solved
            // Only changed values can have left their bounds, judged on their own scale: the rows'
            // tolerances were measured at the old values and may be far too loose for the new ones.
            var feasible = true, cancelled = false
            solved.z.withUnsafeBufferPointer { z in
            solved.nonzeros.withUnsafeBufferPointer { nonzeros in
            basis.withUnsafeBufferPointer { basis in
            program.lower.withUnsafeBufferPointer { lower in
            program.upper.withUnsafeBufferPointer { upper in
            boundTolerance.withUnsafeBufferPointer { boundTolerance in
            x.withUnsafeMutableBufferPointer { x in
                for p in nonzeros {
                    let column = basis[p]
                    let step = z[p] * delta
                    let old = x[column], value = old + step
                    if abs(old) + abs(step) > Self.cancellationLimit * (1 + abs(value)) { cancelled = true }
                    let tolerance = min(boundTolerance[column], Tolerance.epsilon * (1 + abs(value)))
                    if value < lower[column] - tolerance || value > upper[column] + tolerance { feasible = false }
                    x[column] = value
                }
            }}}}}}}
            if cancelled || (unpriced && !(feasible && errorsStayZero(at: solved.nonzeros))) { return before() }
            if feasible { return nil }
            for p in solved.nonzeros {
                noteMoved(basis[p])
                noteUnsettled(p)
            }
        } else {
            work.input.add(row, delta)
            factor!.ftran(&work.input, into: &work.alpha)
            for p in work.alpha.indices {
                let a = work.alpha[p]
                if a == 0 { continue }
                setValue(basis[p], x[basis[p]] + a)
                noteUnsettled(p)
            }
            if !changedRowsHold(also: [row], checkingBounds: false) {
                let values = before()
                clearWork()
                return values
            }
            var feasible = true
            for p in work.unsettled {
                let column = basis[p], v = x[column]
                let tolerance = min(boundTolerance[column], Tolerance.epsilon * (1 + abs(v)))
                if v < program.lower[column] - tolerance || v > program.upper[column] + tolerance { feasible = false }
            }
            if unpriced && !(feasible && errorsStayZero(at: work.unsettled)) {
                let values = before()
                clearWork()
                return values
            }
            if feasible {
                clearWork()
                return nil
            }
        }
        let values = before()
        work.alpha.clear()
        ensureDuals()
        startEffort()
        guard changedRowsHold(also: [row], checkingBounds: false), restoreFeasibility() == .solved,
              changedRowsHold(also: [row]), movedWithinBounds() else {
            clearWork()
            return values
        }
        clearWork()
        settleFactors()
        return nil
    }

    /// Whether the errors basic at `positions` (those a suggestion moved) are still 0, judged as the
    /// increment judges bounds.
    private func errorsStayZero(at positions: [Int]) -> Bool {
        for p in positions {
            let column = basis[p], v = x[column]
            guard program.cost[column] > 0 else { continue }
            if v > program.lower[column] + min(boundTolerance[column], Tolerance.epsilon * (1 + abs(v))) { return false }
        }
        return true
    }

    /// An increment `x + Δx` whose inputs are this many times larger than its result (plus one)
    /// has cancelled: the result carries the rounding of the large inputs (about 1e-16 of them),
    /// which a row with coefficients of 1000 would show as a miss. Such values are recomputed
    /// from the factors. Ordinary layout edits (values up to thousands) never come close.
    static let cancellationLimit = 1e4

    /// Suggestions applied as increments through fresh factors before the values are recomputed
    /// from them.
    static let incrementalUpdateLimit = 100
}
