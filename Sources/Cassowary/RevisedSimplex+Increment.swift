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
        guard beginWarm() else { return .trouble }
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
        return finishWarm(outcome, checking: added)
    }

    /// Appends a record's row, with columns for its auxiliaries and for variables the program
    /// does not hold yet, and extends the values, positions, tolerances and reduced costs to them.
    private mutating func appendRowColumns(_ record: ConstraintRecord, terms: TermStore, variableCount: Int) -> Int {
        let firstNew = program.columnCount
        let r = program.appendRow(record, terms: terms, variableCount: variableCount)
        growColumnArrays()
        while y.count < program.rowCount { y.append(0) }
        // Scaled by the largest cost, as from scratch (see `init(program:)`): by the costs the row
        // brings, not by its strength. A required row brings no cost; scaling by its strength
        // (1e9) made the tolerance 0.01, and pricing then ignored reduced costs of a few
        // hundredths between weak rows, stopping short of the optimum (seed 680929).
        for j in firstNew..<program.columnCount {
            dualTolerance = max(dualTolerance, Tolerance.epsilon * 1e-3 * program.cost[j])
        }
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
        for j in program.auxiliaries(ofRow: r) { boundTolerance[j] = tolerance }
        let kind = program.rowKind[r]
        let holds = kind.isEquality ? abs(residual) <= tolerance : residual <= tolerance
        if holds && !kind.isEquality {
            lowerBorder(row: r, with: program.slackColumn[r])
            return
        }
        if let (j, size) = newest, size >= Tolerance.pivotThreshold * largest {
            lowerBorder(row: r, with: j)
            return
        }
        // A free variable that costs nothing to move: the row's own (an equality whose variables
        // are all non-basic, holding or not), or for a violated row one a step away. An equality
        // that holds through basic variables takes one a step away too, as kiwi takes a free
        // subject: its holder (or artificial) would be basic at a fixed 0, and any later row that
        // moves those variables would push it out of its bounds, a dual pivot for each (grid-10's
        // equal widths: a pivot down the whole chain per row of cells, 97 in all). Only while
        // solves are sparse: the candidate costs an FTRAN, and where recent ones were dense (a long
        // chain, each position moving every later one) that is the system's size per add, while
        // a holder that nothing pushes costs nothing (chain-100's equal widths: +42%).
        let holdsThroughBasics = holds && kind.isEquality && basicVariables > 0 && factor!.solvesAreSparse
        if (!holds || basicVariables == 0 || holdsThroughBasics)
            && startWithFreeVariable(row: r, residual: residual, equality: kind.isEquality,
                                     oneStepAway: !holds || holdsThroughBasics) {
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

    /// Starts row `r` with a free non-basic variable `q` whose reduced cost is 0 (moving it costs
    /// nothing): it moves by `residual / s` to make the row hold, where `s = a − rᵀB⁻¹b` is how
    /// much the row changes per unit of `q` once the basic variables follow (`b`, `q`'s column in
    /// the old rows; `r`, the row's entries at basic positions; one FTRAN). An equality then takes
    /// `q` as its basic variable, a *border* whose pivot is `s`; an inequality keeps its slack
    /// basic at 0 and `q` simply rests at its new value (a *bound shift*), if no basic variable
    /// leaves its bounds on the way. No pivot, no eta, no pricing: this is how the rows of a long
    /// stack (`yᵢ₊₁ = yᵢ + hᵢ + 12`, each `yᵢ` basic) stay cheap, where the dual simplex would price
    /// the row against the whole stack before it moved one label.
    ///
    /// The candidates are the row's own free variables, then (`oneStepAway`) those of the rows
    /// its basic variables are in; a few are tried, each with one FTRAN. Returns false if none fits.
    private mutating func startWithFreeVariable(row r: Int, residual: Double, equality: Bool, oneStepAway: Bool) -> Bool {
        var fallback: (column: Int, pivot: Double)?
        for q in freeCandidates(row: r, oneStepAway: oneStepAway, limit: 3) {
            loadColumn(q, skipping: r)
            factor!.ftran(&work.input, into: &work.alpha)
            work.effort += work.alpha.indices.count
            var a = 0.0, dot = 0.0, magnitude = 0.0
            for k in program.rowRange(r) {
                let j = program.rowColumns[k], v = program.rowValues[k]
                if j == q { a = v; continue }
                let p = j < positionOf.count ? positionOf[j] : -1
                if p >= 0 && p < work.alpha.count {
                    dot += v * work.alpha[p]
                    magnitude += abs(v * work.alpha[p])
                }
            }
            // The pivot is judged against the column as well as the row: where the row's basic
            // variables do not depend on `q` at all, `α` at their positions is rounding of an exact
            // 0 (1e-17 beside entries of 1), as small as the dot product it makes, and dividing the
            // residual by it moved the values to 1e17 (seed 9010).
            let pivot = a - dot
            guard abs(pivot) > Tolerance.pivotThreshold * (abs(a) + magnitude),
                  abs(pivot) > Self.warmPivotTolerance * max(abs(a), largestAlpha), pivot.isFinite else {
                work.alpha.clear()
                continue
            }
            let delta = residual / pivot
            var fits = delta.isFinite
            for p in work.alpha.indices where fits {
                let column = basis[p], v = x[column] - work.alpha[p] * delta
                if v < program.lower[column] - boundTolerance[column] || v > program.upper[column] + boundTolerance[column] {
                    fits = false
                }
            }
            if !fits {
                if equality && fallback == nil && delta.isFinite { fallback = (q, pivot) }
                work.alpha.clear()
                continue
            }
            move(q, by: delta)
            if equality {
                border(row: r, with: q, pivot: pivot)
            } else {
                lowerBorder(row: r, with: program.slackColumn[r])
            }
            return true
        }
        // No candidate keeps every value within bounds: an equality still takes the first stable
        // one, and the dual simplex brings back what left its bounds.
        guard let (q, pivot) = fallback else { return false }
        loadColumn(q, skipping: r)
        factor!.ftran(&work.input, into: &work.alpha)
        move(q, by: residual / pivot)
        border(row: r, with: q, pivot: pivot)
        return true
    }

    /// Moves the non-basic column `q` by `delta`, the basic variables by `−α·delta` (`work.alpha`
    /// holds `α = B⁻¹a_q`, cleared here), noting those that may have left their bounds.
    private mutating func move(_ q: Int, by delta: Double) {
        if delta != 0 {
            for p in work.alpha.indices {
                let a = work.alpha[p]
                if a == 0 { continue }
                setValue(basis[p], x[basis[p]] - a * delta)
                noteUnsettled(p)
            }
            setValue(q, x[q] + delta)
        }
        work.alpha.clear()
    }

    /// Free non-basic variables with a reduced cost of 0 (moving them costs nothing) that can make
    /// row `r` hold: its own, largest coefficient first, then (`oneStepAway`) those in the rows of
    /// its basic variables (each looked at only if it is in a few rows: a shared guide in hundreds
    /// of rows is not worth the scan). Each once, lowest index first among equals; the first
    /// `limit`. The lists are the work's, reused: an add that holds through basic variables asks
    /// every time, and their allocations were a tenth of grid-10's adds.
    private mutating func freeCandidates(row r: Int, oneStepAway: Bool, limit: Int) -> [Int] {
        var found: [(column: Int, step: Int, size: Double)] = [], nearby: [Int] = []
        swap(&found, &work.candidates)
        swap(&nearby, &work.nearbyRows)
        found.removeAll(keepingCapacity: true)
        for k in program.rowRange(r) where isFreeCandidate(program.rowColumns[k]) {
            found.append((program.rowColumns[k], 0, abs(program.rowValues[k])))
        }
        if oneStepAway {
            for k in program.rowRange(r) {
                let j = program.rowColumns[k]
                guard program.isVariable(j), positionOf[j] >= 0 else { continue }
                nearby.removeAll(keepingCapacity: true)
                program.forEachEntry(inColumn: j) { i, _ in if i != r && nearby.count <= Self.nearbyRows { nearby.append(i) } }
                guard nearby.count <= Self.nearbyRows else { continue }
                for i in nearby {
                    for e in program.rowRange(i) where isFreeCandidate(program.rowColumns[e]) {
                        found.append((program.rowColumns[e], 1, abs(program.rowValues[e])))
                    }
                }
            }
        }
        found.sort { a, b in
            if a.step != b.step { return a.step < b.step }
            if a.size != b.size { return a.size > b.size }
            return a.column < b.column
        }
        var chosen: [Int] = []
        for c in found where !chosen.contains(c.column) {
            if chosen.count == limit { break }
            chosen.append(c.column)
        }
        swap(&found, &work.candidates)
        swap(&nearby, &work.nearbyRows)
        return chosen
    }

    /// Whether column `j` is a free non-basic variable with a reduced cost of 0.
    @inline(__always) private func isFreeCandidate(_ j: Int) -> Bool {
        program.isVariable(j) && positionOf[j] < 0 && program.lower[j] == -.infinity && program.upper[j] == .infinity
            && abs(d[j]) <= dualTolerance
    }

    /// A basic variable in more rows than this is not looked through for candidates.
    static let nearbyRows = 8

    /// Makes `column` basic in row `r` as a border whose column part is empty: it is in no other
    /// row (a costless auxiliary, a holder, or a variable the row brought), so only its own value
    /// changes.
    private mutating func lowerBorder(row r: Int, with column: Int) {
        var pivot = 0.0, sum = program.rhs[r]
        for k in program.rowRange(r) {
            let j = program.rowColumns[k], a = program.rowValues[k]
            if j == column { pivot = a; continue }
            sum -= a * x[j]
            if positionOf[j] >= 0 { work.unit.add(positionOf[j], a) }
        }
        setValue(column, sum / pivot)
        factor!.appendBorder(pivot: pivot, entries: &work.unit, column: &work.input)
        setBasic(column, at: basis.count)
    }

    /// Makes the non-basic variable `q` (already moved so that row `r` holds) basic in row `r`:
    /// a border with pivot `s`. Its reduced cost was 0 within tolerance, so the new row's
    /// multiplier is taken as 0 and no other reduced cost changes.
    private mutating func border(row r: Int, with q: Int, pivot: Double) {
        for k in program.rowRange(r) {
            let j = program.rowColumns[k]
            if j != q && positionOf[j] >= 0 { work.unit.add(positionOf[j], program.rowValues[k]) }
        }
        loadColumn(q, skipping: r)
        factor!.appendBorder(pivot: pivot, entries: &work.unit, column: &work.input)
        setBasic(q, at: basis.count)
        setReducedCost(q, 0)
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
    ///
    /// `solvesAhead`: false after a removal. Removals mostly solve nothing (a released row whose
    /// basic variable is costless changes no multiplier), so a long eta file is read by the few
    /// that pivot, not by every call as it is by adds: it may grow to four times the LU before a
    /// factorisation pays. On form-200, where each pivot of a removal moves the shared guide and
    /// with it every row (an eta of ~700 entries), that was a factorisation every five pivots.
    mutating func settleFactors(solvesAhead: Bool = true) {
        let f = factor!
        let etaAllowance = (solvesAhead ? 1 : 4) * (f.luEntryCount + f.baseSize)
        guard f.borderCount > max(64, 2 * f.baseSize) || f.pivotEtaCount > max(BasisFactorization.maximumEtas, f.baseSize / 2)
                || f.etaEntryCount > etaAllowance else { return }
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
        if optimumByZeroObjective {
            // Releasing a row moves no value and no error (its auxiliaries become costless): every
            // error is still 0, so the point is still optimal and the basis may stay unpriced.
            // Pricing it here cost a grid's removals a third of their work, and every pivot after
            // it was of length 0 (the objective cannot fall below 0).
            for r in rows { program.release(row: r) }
            statistics = SolverStatistics()
            return .solved
        }
        if releasesChangeNothing(rows) {
            // Nothing to price: no multiplier moves and no reduced cost says moving pays, so the
            // point stays optimal with the same basis, and no journal, work vectors or check is
            // needed (on form-200 most removals, each paying for those before).
            for r in rows {
                for j in program.auxiliaries(ofRow: r) where positionOf[j] < 0 { d[j] -= program.cost[j] }
                program.release(row: r)
            }
            statistics = SolverStatistics()
            return .solved
        }
        guard beginWarm() else {
            for r in rows { program.release(row: r) }
            return .trouble
        }
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
        return finishWarm(restoreOptimality(), checking: [], solvesAhead: false)
    }

    /// Whether releasing `rows` (distinct) leaves the priced basis optimal as it stands: each row's
    /// basic auxiliary, if any, is costless (its multiplier cannot move), and each non-basic one,
    /// free and costless once released, prices at 0 (`d_j − c_j`: its row's multiplier is 0), so
    /// no column enters.
    private func releasesChangeNothing(_ rows: [Int]) -> Bool {
        guard dualsValid, !optimumByZeroObjective, d.count == program.columnCount else { return false }
        for r in rows {
            for j in program.auxiliaries(ofRow: r) {
                if positionOf[j] >= 0 {
                    if program.cost[j] != 0 { return false }
                } else if abs(d[j] - program.cost[j]) > dualTolerance {
                    return false
                }
            }
        }
        return true
    }

    /// Starts a warm add or removal: the basis priced (see `RevisedSimplex+ZeroObjective.swift`),
    /// multipliers ready, work vectors sized, a journal to roll back to, fresh statistics (but for
    /// the pricing's pivots) and effort count. Returns false, having changed nothing, if the
    /// basis could not be priced.
    private mutating func beginWarm() -> Bool {
        // Pricing is part of the call: a refused add puts the unpriced basis back.
        let pricing = priceUnpricedOptimum()
        guard pricing.priced else { return false }
        ensureDuals()
        prepareWork()
        beginJournal()
        unpricedBeforeWarm = pricing.unpriced
        statistics = pricing.work
        startEffort()
        suggestionsOnUpdatedFactors = 0
        return true
    }

    /// Ends a warm add or removal: a solved call whose changed rows (and `rows`) hold and whose
    /// moved values are within bounds is kept; anything else is rolled back to where it started.
    private mutating func finishWarm(_ pivoted: WarmOutcome, checking rows: [Int], solvesAhead: Bool = true) -> WarmOutcome {
        var outcome = pivoted
        if outcome == .solved && !(changedRowsHold(also: rows) && movedWithinBounds()) { outcome = .trouble }
        if outcome != .solved {
            rollBackJournal()
            return outcome
        }
        endJournal()
        clearWork()
        settleFactors(solvesAhead: solvesAhead)
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
