/// What the warm paths keep between calls, and how they undo a refused add.
///
/// Solves from scratch price every column each pivot (`reducedCosts`), which is what a batch
/// needs. A warm call makes a handful of pivots on a large solved system, so it keeps the simplex
/// multipliers `y` and the reduced costs `d = c − Aᵀy` from call to call and updates them by each
/// pivot's row (`d −= θ·ρᵀA`, `y += θ·ρ`), touching only the columns that row reaches. They are
/// computed from the factors after a solve from scratch, on first use (a layout never pays), and
/// again after each fresh factorisation (so rounding cannot pile up).
///
/// A warm add that is refused must leave everything as it was, bit for bit. Instead of copying the
/// state (a copy of the system per add), it writes every value it overwrites into a ``Journal``
/// and plays it back on refusal; appends (rows, columns, factors) are cut back to their marks.
extension RevisedSimplex {
    /// Vectors reused by every warm call (see ``SparseVector``), and what the call has touched.
    struct IncrementWork {
        /// By row: a column of the program for FTRAN.
        var input = SparseVector(count: 0)
        /// By position: a unit vector for BTRAN.
        var unit = SparseVector(count: 0)
        /// By position: `α_q = B⁻¹ a_q`.
        var alpha = SparseVector(count: 0)
        /// By row: `ρ = e_pᵀ B⁻¹`.
        var rho = SparseVector(count: 0)
        /// By column: the pivot row `ρᵀ A` over non-basic columns.
        var pivotRow = SparseVector(count: 0)
        /// Columns whose value this call changed (each once; `movedStamp` marks them).
        var moved: [Int] = []
        var movedStamp: [Int] = []
        /// Positions that may have left their bounds; columns whose reduced cost changed.
        var unsettled: [Int] = []
        var unsettledStamp: [Int] = []
        var priced: [Int] = []
        var pricedStamp: [Int] = []
        var stamp = 1
        /// Entries the call's solves and pivot rows touched, and how many it may touch (see
        /// ``startEffort()``).
        var effort = 0
        var effortBudget = 0
        /// Rows to check, and their stamps (see ``changedRowsHold(also:checkingBounds:)``).
        var rows: [Int] = []
        var rowStamp: [Int] = []
        var rowPass = 0
        /// The program's size when the vectors were last sized.
        var preparedRows = -1, preparedColumns = -1
        /// Storage of the last journal, reused by the next.
        var spareJournal = SpareJournal()
        /// Storage of `freeCandidates(row:oneStepAway:limit:)`, reused by the next add.
        var candidates: [(column: Int, step: Int, size: Double)] = []
        var nearbyRows: [Int] = []
    }

    struct SpareJournal {
        var values: [(Int, Double)] = []
        var tolerances: [(Int, Double)] = []
        var positions: [(Int, Int)] = []
        var slots: [(Int, Int)] = []
        var duals: [(Int, Double)] = []
        var reducedCosts: [(Int, Double)] = []
    }

    /// Everything a warm add overwrote, to put it back if the add is refused.
    struct Journal {
        let program: LinearProgram.Mark
        let factor: BasisFactorization.Mark
        let rowCount: Int
        let columnCount: Int
        let dualTolerance: Double
        let statistics: SolverStatistics
        let suggestionsOnUpdatedFactors: Int
        var values: [(Int, Double)] = []
        var tolerances: [(Int, Double)] = []
        var positions: [(Int, Int)] = []
        var slots: [(Int, Int)] = []
        var duals: [(Int, Double)] = []
        var reducedCosts: [(Int, Double)] = []
    }

    // MARK: Duals

    /// `y` and `d` from the factors as they stand.
    mutating func computeDuals() {
        var costs = basis.map { program.cost[$0] }
        y = factor!.btran(&costs)
        d = program.cost
        for i in 0..<program.rowCount where y[i] != 0 {
            let yi = y[i]
            for k in program.rowRange(i) { d[program.rowColumns[k]] -= yi * program.rowValues[k] }
        }
        for j in basis { d[j] = 0 }
        dualsValid = true
    }

    mutating func ensureDuals() {
        if !dualsValid || y.count != program.rowCount || d.count != program.columnCount { computeDuals() }
    }

    // MARK: Journal

    mutating func beginJournal() {
        var j = Journal(program: program.mark, factor: factor!.mark, rowCount: program.rowCount,
                        columnCount: program.columnCount, dualTolerance: dualTolerance, statistics: statistics,
                        suggestionsOnUpdatedFactors: suggestionsOnUpdatedFactors)
        // The last journal's storage, emptied: a journal per add must not cost its allocations.
        swap(&j.values, &work.spareJournal.values)
        swap(&j.tolerances, &work.spareJournal.tolerances)
        swap(&j.positions, &work.spareJournal.positions)
        swap(&j.slots, &work.spareJournal.slots)
        swap(&j.duals, &work.spareJournal.duals)
        swap(&j.reducedCosts, &work.spareJournal.reducedCosts)
        journal = j
    }

    /// Closes the journal, keeping its storage for the next one.
    mutating func endJournal() {
        // Taken, not copied: a copy retained and released each of its arrays.
        guard var j = journal.take() else { return }
        unpricedBeforeWarm = nil
        j.values.removeAll(keepingCapacity: true)
        j.tolerances.removeAll(keepingCapacity: true)
        j.positions.removeAll(keepingCapacity: true)
        j.slots.removeAll(keepingCapacity: true)
        j.duals.removeAll(keepingCapacity: true)
        j.reducedCosts.removeAll(keepingCapacity: true)
        swap(&j.values, &work.spareJournal.values)
        swap(&j.tolerances, &work.spareJournal.tolerances)
        swap(&j.positions, &work.spareJournal.positions)
        swap(&j.slots, &work.spareJournal.slots)
        swap(&j.duals, &work.spareJournal.duals)
        swap(&j.reducedCosts, &work.spareJournal.reducedCosts)
    }

    /// Puts back everything the journal recorded, bit for bit, and ends it.
    mutating func rollBackJournal() {
        guard let j = journal else { return }
        let unpriced = unpricedBeforeWarm
        endJournal()
        for (c, old) in j.values.reversed() { x[c] = old }
        for (c, old) in j.tolerances.reversed() { boundTolerance[c] = old }
        for (c, old) in j.positions.reversed() { positionOf[c] = old }
        for (p, old) in j.slots.reversed() { basis[p] = old }
        for (i, old) in j.duals.reversed() { y[i] = old }
        for (c, old) in j.reducedCosts.reversed() { d[c] = old }
        x.removeSubrange(j.columnCount...)
        positionOf.removeSubrange(j.columnCount...)
        boundTolerance.removeSubrange(j.columnCount...)
        d.removeSubrange(j.columnCount...)
        y.removeSubrange(j.rowCount...)
        basis.removeSubrange(j.rowCount...)
        program.rollBack(to: j.program)
        factor!.rollBack(to: j.factor)
        dualTolerance = j.dualTolerance
        statistics = j.statistics
        suggestionsOnUpdatedFactors = j.suggestionsOnUpdatedFactors
        if let unpriced { putBack(unpriced) }
        clearWork()
    }

    // MARK: Changes (journaled while a journal is open)

    @inline(__always) mutating func setValue(_ c: Int, _ value: Double) {
        if journal != nil && c < journal!.columnCount { journal!.values.append((c, x[c])) }
        x[c] = value
        noteMoved(c)
    }

    /// Notes that column `c`'s value changed in this call.
    @inline(__always) mutating func noteMoved(_ c: Int) {
        if work.movedStamp[c] != work.stamp {
            work.movedStamp[c] = work.stamp
            work.moved.append(c)
        }
    }

    @inline(__always) mutating func setTolerance(_ c: Int, _ value: Double) {
        if journal != nil && c < journal!.columnCount { journal!.tolerances.append((c, boundTolerance[c])) }
        boundTolerance[c] = value
    }

    @inline(__always) mutating func setReducedCost(_ c: Int, _ value: Double) {
        if journal != nil && c < journal!.columnCount { journal!.reducedCosts.append((c, d[c])) }
        d[c] = value
        if work.pricedStamp[c] != work.stamp {
            work.pricedStamp[c] = work.stamp
            work.priced.append(c)
        }
    }

    @inline(__always) mutating func setDual(_ i: Int, _ value: Double) {
        if journal != nil && i < journal!.rowCount { journal!.duals.append((i, y[i])) }
        y[i] = value
    }

    /// Makes `column` basic at `position` (an existing position, or `basis.count` to add one).
    mutating func setBasic(_ column: Int, at position: Int) {
        if journal != nil && column < journal!.columnCount { journal!.positions.append((column, positionOf[column])) }
        positionOf[column] = position
        if position == basis.count {
            basis.append(column)
        } else {
            if journal != nil { journal!.slots.append((position, basis[position])) }
            basis[position] = column
        }
    }

    mutating func setNonbasic(_ column: Int) {
        if journal != nil && column < journal!.columnCount { journal!.positions.append((column, positionOf[column])) }
        positionOf[column] = -1
    }

    /// Notes that the basic variable at `position` may have left its bounds.
    @inline(__always) mutating func noteUnsettled(_ position: Int) {
        if work.unsettledStamp[position] != work.stamp {
            work.unsettledStamp[position] = work.stamp
            work.unsettled.append(position)
        }
    }

    // MARK: Work

    /// Sizes the work vectors to the program and starts a new call.
    mutating func prepareWork() {
        let rows = program.rowCount, columns = program.columnCount
        if work.preparedRows == rows && work.preparedColumns == columns && y.count == rows && d.count == columns { return }
        work.preparedRows = rows
        work.preparedColumns = columns
        work.input.grow(to: rows)
        work.unit.grow(to: rows)
        work.alpha.grow(to: rows)
        work.rho.grow(to: rows)
        work.pivotRow.grow(to: columns)
        work.movedStamp.pad(to: columns, with: 0)
        work.pricedStamp.pad(to: columns, with: 0)
        work.unsettledStamp.pad(to: rows, with: 0)
        y.pad(to: rows, with: 0)
        d.pad(to: columns, with: 0)
    }

    mutating func clearWork() {
        work.input.clear()
        work.unit.clear()
        work.alpha.clear()
        work.rho.clear()
        work.pivotRow.clear()
        work.moved.removeAll(keepingCapacity: true)
        work.unsettled.removeAll(keepingCapacity: true)
        work.priced.removeAll(keepingCapacity: true)
        work.stamp += 1
    }

    // MARK: Effort

    /// Starts counting a warm call's effort. A warm call that touches more entries than a few
    /// passes over the program is better done from scratch, which costs about that: closing a
    /// chain of N views (`lₙ₋₁ + wₙ₋₁ == W`) moves every position, and from a basis built for
    /// adding views one at a time that takes a pivot per view, each touching the chain.
    mutating func startEffort() {
        work.effort = 0
        work.effortBudget = Self.effortPasses * (program.rowColumns.count + program.rowCount) + Self.effortAllowance
    }

    /// Passes over the program's entries a warm call may spend, and a floor for small programs.
    static let effortPasses = 4
    static let effortAllowance = 1024

    var isOverBudget: Bool { work.effort > work.effortBudget }

    // MARK: Solves with the factors

    /// `work.alpha = B⁻¹ a_q`.
    mutating func computeAlpha(column q: Int) {
        work.alpha.clear()
        var input = SparseVector(count: 0)
        swap(&input, &work.input)
        program.forEachEntry(inColumn: q) { i, a in input.add(i, a) }
        factor!.ftran(&input, into: &work.alpha)
        swap(&input, &work.input)
        work.effort += work.alpha.indices.count
    }

    /// The largest `|α|` in `work.alpha`: the scale its entries are judged on. `B α = a_q` with
    /// `a_q ≠ 0`, so some entry is real, and one far below it is rounding of an exact 0.
    var largestAlpha: Double {
        var largest = 0.0
        for p in work.alpha.indices { largest = max(largest, abs(work.alpha[p])) }
        return largest
    }

    /// `work.rho = e_pᵀ B⁻¹` and `work.pivotRow = ρᵀ A` over the non-basic columns.
    mutating func computePivotRow(position p: Int) {
        work.rho.clear()
        work.pivotRow.clear()
        work.unit.set(p, 1)
        factor!.btran(&work.unit, into: &work.rho)
        for i in work.rho.indices {
            let r = work.rho[i]
            if r == 0 { continue }
            for k in program.rowRange(i) {
                let j = program.rowColumns[k]
                if positionOf[j] < 0 { work.pivotRow.add(j, r * program.rowValues[k]) }
            }
        }
        work.effort += work.rho.indices.count + work.pivotRow.indices.count
    }

    mutating func clearPivotVectors() {
        work.alpha.clear()
        work.rho.clear()
        work.pivotRow.clear()
    }

    // MARK: Checking what moved

    /// Whether every row the call changed holds (rows of moved columns, and `rows`) and its
    /// auxiliaries are within their bounds, on tolerances refreshed for the values the row has now.
    /// A warm call checks exactly what it changed: every other row holds as it did. Without
    /// `checkingBounds` only the equations are checked (and the tolerances refreshed), for a dual
    /// simplex to bring the bounds back.
    mutating func changedRowsHold(also rows: [Int], checkingBounds: Bool = true) -> Bool {
        // Each changed row once (stamps, not a sort: a suggestion on a chain changes every row).
        var checked: [Int] = []
        swap(&checked, &work.rows)
        checked.removeAll(keepingCapacity: true)
        work.rowPass += 1
        let stamp = work.rowPass
        var stamps: [Int] = []
        swap(&stamps, &work.rowStamp)
        while stamps.count < program.rowCount { stamps.append(0) }
        // Noted inline, not by a local function: the locals it captured were boxed, and every note
        // paid for a dynamic exclusivity check (5% of a form's removals).
        for i in rows where stamps[i] != stamp {
            stamps[i] = stamp
            checked.append(i)
        }
        for j in work.moved {
            if program.isVariable(j) {
                program.forEachEntry(inColumn: j) { i, _ in
                    if stamps[i] != stamp {
                        stamps[i] = stamp
                        checked.append(i)
                    }
                }
            } else {
                let i = program.row(ofAuxiliary: j)
                if stamps[i] != stamp {
                    stamps[i] = stamp
                    checked.append(i)
                }
            }
        }
        swap(&stamps, &work.rowStamp)
        var holds = true
        for i in checked where holds {
            var sum = -program.rhs[i], scale = 1 + abs(program.rhs[i]), userScale = 1 + abs(program.rhs[i])
            for k in program.rowRange(i) {
                let j = program.rowColumns[k]
                let term = program.rowValues[k] * x[j]
                sum += term
                scale += abs(term)
                if program.isVariable(j) { userScale += abs(term) }
            }
            if !(abs(sum) <= Tolerance.epsilon * scale) { holds = false; break }
            // The row's auxiliaries are judged on the row's new scale, moved or not: an artificial
            // that absorbed a miss within the tolerance of large values is out of bounds once the
            // values are small (found by fuzzing, crash-727e7d82).
            let tolerance = Tolerance.epsilon * userScale
            for k in program.rowRange(i) where !program.isVariable(program.rowColumns[k]) {
                let j = program.rowColumns[k]
                if boundTolerance[j] != tolerance { setTolerance(j, tolerance) }
                if checkingBounds && (x[j] < program.lower[j] - tolerance || x[j] > program.upper[j] + tolerance) { holds = false }
            }
        }
        swap(&checked, &work.rows)
        return holds
    }

    /// Whether every value the call changed is finite and within its bounds.
    func movedWithinBounds() -> Bool {
        for j in work.moved {
            let v = x[j]
            guard v.isFinite, v >= program.lower[j] - boundTolerance[j], v <= program.upper[j] + boundTolerance[j] else {
                return false
            }
        }
        return true
    }
}
