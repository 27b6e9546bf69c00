/// Warm starts: constraints added to or removed from a solved program keep its basis, and each
/// call costs what it touches (see `RevisedSimplex+WarmPivots.swift` for the pivots, and
/// `BasisFactorization+Hypersparse.swift` for the solves).
///
/// **Adding.** Each new row brings one basic variable and becomes a *border* of the factors
/// (``BasisFactorization``): no refactorisation and no pricing. The basic variable is, in order:
/// 1. the slack of an inequality that holds at the current values: nothing moves;
/// 2. a variable the row brings along (in no other row), solved from the row: nothing else moves;
/// 3. for an equality whose variables are all non-basic, the one with the largest stable
///    coefficient: it moves to make the row hold and the basic variables follow (one FTRAN);
/// 4. otherwise the row's costless auxiliary (a slack; an artificial for a required equality; a
///    *holder*, a costless auxiliary fixed at 0, for an optional equality), at whatever value
///    makes the row hold — possibly outside its bounds.
/// A costless basic variable leaves the multipliers as they were, so the basis stays dual
/// feasible, and the dual simplex restores feasibility from there (kiwi's `dualOptimize`), usually
/// in a pivot or two, or none when a free variable can simply move. A row that no column can
/// satisfy is most likely a conflict: the add is undone exactly (``Journal``) and the solver
/// decides from scratch, where conflicts are found and explained.
///
/// **Removing.** A removed row stays in the program, *released*: its auxiliaries become free and
/// costless, so it constrains nothing as soon as one of them may move, and the basis keeps its
/// size. If its basic variable is a costless auxiliary, its multiplier was 0 and nothing changes;
/// otherwise the costs that fell to 0 change some reduced costs (a basic error's through its row of
/// `B⁻¹`), and the primal simplex prices only those: a binding row's auxiliary, free now, enters.
/// Released rows go when the solver next solves from scratch.
extension RevisedSimplex {
    // MARK: Adding

    /// Appends `rows` (records the solver just recorded) to the solved program and restores the
    /// optimum from the current basis. On anything but success everything is exactly as before.
    mutating func appendWarm(_ rows: Slice<UnsafeBufferPointer<ConstraintRecord>>, terms: TermStore,
                             variableCount: Int) -> WarmOutcome {
        ensureDuals()
        prepareWork()
        beginJournal()
        statistics = SolverStatistics()
        startEffort()
        suggestionsOnUpdatedFactors = 0
        var added: [Int] = []
        added.reserveCapacity(rows.count)
        for record in rows {
            let r = appendRowColumns(record, terms: terms, variableCount: variableCount)
            prepareWork()
            added.append(r)
            startRow(r)
        }
        var outcome = restoreFeasibility()
        if outcome == .solved { outcome = restoreOptimality() }
        if outcome == .solved && !(changedRowsHold(also: added) && movedWithinBounds()) { outcome = .trouble }
        if outcome != .solved {
            rollBackJournal()
            return outcome
        }
        journal = nil
        clearWork()
        settleFactors()
        return .solved
    }

    /// Appends a record's row, with columns for its auxiliaries and for variables the program
    /// does not hold yet, and extends the values, positions, tolerances and reduced costs to them.
    private mutating func appendRowColumns(_ record: ConstraintRecord, terms: TermStore, variableCount: Int) -> Int {
        let r = program.appendRow(record, terms: terms, variableCount: variableCount)
        growColumnArrays()
        while y.count < program.rowCount { y.append(0) }
        dualTolerance = max(dualTolerance, Tolerance.epsilon * 1e-3 * max(record.strength, record.strengthBelow))
        return r
    }

    /// New columns start at 0, non-basic, with their cost as reduced cost: they are in no old row,
    /// and the new row's multiplier is 0 while its basic variable is costless.
    private mutating func growColumnArrays() {
        while x.count < program.columnCount {
            let j = x.count
            x.append(0)
            positionOf.append(-1)
            boundTolerance.append(Tolerance.epsilon)
            if d.count <= j { d.append(program.cost[j]) } else { d[j] = program.cost[j] }
        }
    }

    /// Gives row `r` (just appended, its auxiliaries at 0) its basic variable (see the type's
    /// comment), and lists it for the dual simplex if it starts out of bounds.
    private mutating func startRow(_ r: Int) {
        var residual = program.rhs[r]
        var scale = 1 + abs(program.rhs[r])
        var basicVariables = 0
        var newest: (column: Int, size: Double)?
        var largest = 0.0
        for k in program.rowRange(r) {
            let j = program.rowColumns[k]
            guard program.isVariable(j) else { continue }
            let a = program.rowValues[k]
            let term = a * x[j]
            residual -= term
            scale += abs(term)
            largest = max(largest, abs(a))
            if positionOf[j] >= 0 {
                basicVariables += 1
            } else if program.isOnlyIn(row: r, column: j), abs(a) >= (newest?.size ?? 0) {
                // The last of equals: in `xᵢ₊₁ = xᵢ + wᵢ + 8` with both new, the width; the
                // positions then stay non-basic, free to move without dragging the rest of a chain.
                newest = (j, abs(a))
            }
        }
        let tolerance = Tolerance.epsilon * scale
        for j in [program.slackColumn[r], program.plusErrorColumn[r], program.minusErrorColumn[r]] where j >= 0 {
            boundTolerance[j] = tolerance
        }
        let kind = program.rowKind[r]
        if !kind.isEquality && residual <= tolerance {
            lowerBorder(row: r, with: program.slackColumn[r])
            return
        }
        if let (j, size) = newest, size >= Tolerance.pivotThreshold * largest {
            lowerBorder(row: r, with: j)
            return
        }
        if kind.isEquality && basicVariables == 0, let j = upperCandidate(row: r) {
            upperBorder(row: r, with: j, residual: residual)
            return
        }
        var auxiliary = program.slackColumn[r]
        if kind == .optionalEquality {
            auxiliary = program.appendHolder(toRow: r)
            growColumnArrays()
            prepareWork()
            boundTolerance[auxiliary] = tolerance
        }
        lowerBorder(row: r, with: auxiliary)
        noteUnsettled(positionOf[auxiliary])
    }

    /// The variable of row `r` with the largest coefficient that is stable as the pivot of an
    /// upper border: at least ``Tolerance/pivotThreshold`` times its largest entry in other rows.
    private func upperCandidate(row r: Int) -> Int? {
        var best: (column: Int, size: Double)?
        for k in program.rowRange(r) {
            let j = program.rowColumns[k]
            guard program.isVariable(j), positionOf[j] < 0 else { continue }
            let a = abs(program.rowValues[k])
            if let b = best, a <= b.size { continue }
            var largest = 0.0
            program.forEachEntry(inColumn: j) { i, v in if i != r { largest = max(largest, abs(v)) } }
            if a >= Tolerance.pivotThreshold * largest { best = (j, a) }
        }
        return best?.column
    }

    /// Makes `column` basic in row `r` as a lower border: it is in no other row (a costless
    /// auxiliary, a holder, or a variable the row brought), so only its own value changes.
    private mutating func lowerBorder(row r: Int, with column: Int) {
        var pivot = 0.0, sum = program.rhs[r]
        for k in program.rowRange(r) {
            let j = program.rowColumns[k], a = program.rowValues[k]
            if j == column { pivot = a; continue }
            sum -= a * x[j]
            if positionOf[j] >= 0 { work.unit.add(positionOf[j], a) }
        }
        setValue(column, sum / pivot)
        factor!.appendLowerBorder(pivot: pivot, entries: &work.unit)
        setBasic(column, at: basis.count)
    }

    /// Makes the non-basic variable `column` basic in row `r` as an upper border: it moves by
    /// `residual / pivot` to make the row hold, the basic variables follow, and the new row's
    /// multiplier is the column's reduced cost over its pivot (0 for a free variable at an optimum).
    private mutating func upperBorder(row r: Int, with column: Int, residual: Double) {
        var pivot = 0.0
        for k in program.rowRange(r) where program.rowColumns[k] == column { pivot = program.rowValues[k] }
        let delta = residual / pivot
        if delta != 0 {
            loadColumn(column, skipping: r)
            factor!.ftran(&work.input, into: &work.alpha)
            for p in work.alpha.indices {
                let a = work.alpha[p]
                if a == 0 { continue }
                setValue(basis[p], x[basis[p]] - a * delta)
                noteUnsettled(p)
            }
            work.alpha.clear()
            setValue(column, x[column] + delta)
        }
        loadColumn(column, skipping: r)
        factor!.appendUpperBorder(pivot: pivot, column: &work.input)
        let multiplier = d[column] / pivot
        setBasic(column, at: basis.count)
        if multiplier != 0 {
            setDual(r, multiplier)
            for k in program.rowRange(r) where program.rowColumns[k] != column {
                let j = program.rowColumns[k]
                setReducedCost(j, d[j] - multiplier * program.rowValues[k])
            }
        }
        setReducedCost(column, 0)
    }

    /// Puts column `j`'s entries, but for row `skipped`, into `work.input`.
    private mutating func loadColumn(_ j: Int, skipping skipped: Int) {
        var input = SparseVector(count: 0)
        swap(&input, &work.input)
        program.forEachEntry(inColumn: j) { i, a in if i != skipped { input.add(i, a) } }
        swap(&input, &work.input)
    }

    /// After a warm call: a fresh factorisation once the borders or etas have grown enough (the
    /// multipliers and reduced costs are then recomputed from it, so rounding cannot pile up):
    /// borders past twice the factorised rows (geometric, so linear in all), etas past half of
    /// them, or eta entries past the LU's own (a dense solve then costs more than twice a fresh one).
    mutating func settleFactors() {
        let f = factor!
        guard f.borderCount > max(64, 2 * f.baseSize) || f.pivotEtaCount > max(BasisFactorization.maximumEtas, f.baseSize / 2)
                || f.etaEntryCount > f.luEntryCount + f.baseSize else { return }
        let chosen = basis
        refactor()
        if basis == chosen {
            computeDuals()
        } else {
            // Numerically singular: the fresh factors replaced some basic columns.
            dualsValid = false
            computeBasicValues()
            flipNegativeAuxiliaries()
            _ = optimize()
        }
    }

    // MARK: Removing

    /// Releases rows `rows` (see the type's comment) and restores optimality from the current
    /// basis. On anything but success the rows are released all the same, and the values and the
    /// basis are put back as they were before the call (values that hold every row still there),
    /// for the caller to optimise the full way.
    mutating func releaseWarm(rows: [Int]) -> WarmOutcome {
        ensureDuals()
        prepareWork()
        beginJournal()
        statistics = SolverStatistics()
        startEffort()
        suggestionsOnUpdatedFactors = 0
        for r in rows {
            let auxiliaries = program.auxiliaries(ofRow: r)
            let basic = auxiliaries.first { positionOf[$0] >= 0 }
            // Costs fall to 0: a non-basic auxiliary's reduced cost loses its cost (and is listed for
            // pricing: free now, it enters if the row was binding); a basic one's change moves the
            // multipliers by its row of B⁻¹.
            for j in auxiliaries where positionOf[j] < 0 { setReducedCost(j, d[j] - program.cost[j]) }
            if let b = basic, program.cost[b] != 0 {
                let change = -program.cost[b]
                computePivotRow(position: positionOf[b])
                for j in work.pivotRow.indices {
                    let a = work.pivotRow[j]
                    if a != 0 { setReducedCost(j, d[j] - change * a) }
                }
                for i in work.rho.indices {
                    let v = work.rho[i]
                    if v != 0 { setDual(i, y[i] + change * v) }
                }
                clearPivotVectors()
            }
            program.release(row: r)
        }
        var outcome = restoreOptimality()
        if outcome == .solved && !(changedRowsHold(also: []) && movedWithinBounds()) { outcome = .trouble }
        if outcome != .solved {
            rollBackJournal()
            return outcome
        }
        journal = nil
        clearWork()
        settleFactors()
        return .solved
    }

    /// Whether `column` is an auxiliary of a released row (free, costless, constraining nothing).
    @inline(__always) func isReleasedAuxiliary(_ column: Int) -> Bool {
        // Every other auxiliary has a lower bound of 0; released ones are free.
        program.lower[column] == -.infinity && !program.isVariable(column)
    }

    /// How many rows are released and still in the program.
    var releasedRowCount: Int { program.rowKind.reduce(0) { $0 + ($1 == .removed ? 1 : 0) } }
}
