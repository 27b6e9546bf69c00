/// The pivots of warm calls: dual simplex to restore feasibility after an add or a suggestion,
/// primal simplex (phase 2) to restore optimality after a removal, each costing what it touches.
///
/// A solved basis is optimal: primal feasible and dual feasible (every reduced cost has the sign
/// that says moving that column would cost more). An add or a suggestion keeps the reduced costs
/// (a new row starts with a costless basic auxiliary) but may leave a basic variable out of its
/// bounds: that is the dual simplex's starting point, as in kiwi's `dualOptimize`. The leaving
/// variable is the worst violation; the entering one comes from the leaving row `ρᵀA` by the
/// ratio `|d_j| / |α_j|` (Harris's two passes: the largest pivot among near-ties), so a free
/// variable that nothing prices (`d_j = 0`) enters first. A removal keeps feasibility but changes
/// costs: the primal simplex then prices only the columns whose reduced cost changed.
///
/// Before pivoting on a violated inequality, a free non-basic variable with `d_j = 0` may simply
/// move (a *bound shift*: non-basic free variables may rest anywhere): if that brings the row back
/// without pushing anything else out of bounds, no pivot and no eta are needed. This keeps the
/// basis local: on a chain of views, `wᵢ ≥ 20` moves `lᵢ₊₁` (which only `wᵢ` and `wᵢ₊₁` depend on)
/// instead of pivoting `wᵢ`'s slack out and every later position with it.
///
/// Every loop is bounded; a run that meets rounding it cannot judge (a tiny pivot, a pivot whose
/// row and column disagree, an unbounded ratio) reports ``WarmOutcome/trouble`` and the caller
/// falls back to the solves from scratch, which judge such systems carefully.
extension RevisedSimplex {
    enum WarmOutcome: Equatable {
        case solved
        /// The dual simplex found a row that no column can bring within its bounds: the required
        /// constraints are (most likely) contradictory. The caller decides from scratch.
        case infeasible
        /// Rounding the warm path does not judge; the caller falls back.
        case trouble
        /// More work than solving from scratch (see ``startEffort()``); the caller does that.
        case expensive
    }

    /// A pivot at most this small beside the largest entry of its row is not taken.
    static let warmPivotTolerance = 1e-7

    // MARK: Dual simplex

    /// Pivots until no basic variable listed in `work.unsettled` is out of its bounds.
    mutating func restoreFeasibility() -> WarmOutcome {
        var iterations = 0
        let limit = 200 + 2 * work.unsettled.count
        while true {
            guard let (p, bound) = chooseLeaving() else { return .solved }
            iterations += 1
            if iterations > limit { return .trouble }
            if isOverBudget { return .expensive }
            let leaving = basis[p]
            let needsIncrease = x[leaving] < bound
            computePivotRow(position: p)
            if !program.isVariable(leaving) && program.lower[leaving] < program.upper[leaving],
               shiftFreeVariable(position: p, to: bound) {
                clearPivotVectors()
                continue
            }
            guard let q = dualRatioTest(needsIncrease: needsIncrease) else {
                clearPivotVectors()
                return .infeasible
            }
            computeAlpha(column: q)
            let aqp = work.alpha[p], arq = work.pivotRow[q]
            guard aqp != 0, abs(aqp - arq) <= 1e-9 * max(1, abs(arq)) else {
                clearPivotVectors()
                return .trouble
            }
            let step = (x[leaving] - bound) / aqp
            applyPivot(entering: q, position: p, step: step, leavingValue: bound)
            statistics.feasibilityPivots += 1
            clearPivotVectors()
        }
    }

    /// The listed basic variable furthest outside its bounds (ties: the lowest position), and the
    /// bound it must reach; the list keeps only those still outside.
    private mutating func chooseLeaving() -> (position: Int, bound: Double)? {
        var best: (position: Int, bound: Double)?
        var worst = 0.0
        var kept = 0
        for n in work.unsettled.indices {
            let p = work.unsettled[n]
            let column = basis[p]
            let v = x[column], tolerance = boundTolerance[column]
            var violation = 0.0, bound = 0.0
            if v < program.lower[column] - tolerance {
                violation = program.lower[column] - v
                bound = program.lower[column]
            } else if v > program.upper[column] + tolerance {
                violation = v - program.upper[column]
                bound = program.upper[column]
            }
            if violation > 0 {
                work.unsettled[kept] = p
                kept += 1
                if violation > worst || (violation == worst && p < best!.position) {
                    worst = violation
                    best = (p, bound)
                }
            } else {
                work.unsettledStamp[p] = 0
            }
        }
        work.unsettled.removeSubrange(kept...)
        return best
    }

    /// Whether column `j` can move up (`direction` > 0) or down from where it is.
    @inline(__always) func canMove(_ j: Int, _ direction: Double) -> Bool {
        direction > 0 ? x[j] < program.upper[j] : x[j] > program.lower[j]
    }

    /// The entering column for the leaving row in `work.pivotRow`: among the columns that move the
    /// leaving variable towards its bound, the smallest ratio `|d_j| / |α_j|` within the dual
    /// tolerance, then the largest `|α_j|`, then the lowest index. Nil: none can (infeasible).
    private func dualRatioTest(needsIncrease: Bool) -> Int? {
        var largest = 0.0
        for j in work.pivotRow.indices { largest = max(largest, abs(work.pivotRow[j])) }
        let smallest = Self.warmPivotTolerance * largest
        // The leaving variable changes by −α_j per unit of x_j.
        func direction(_ a: Double) -> Double { (a > 0) == needsIncrease ? -1 : 1 }
        func slack(_ j: Int, _ dir: Double) -> Double { max(0, dir > 0 ? d[j] : -d[j]) }
        var bound = Double.infinity
        for j in work.pivotRow.indices {
            let a = work.pivotRow[j]
            guard abs(a) > smallest else { continue }
            let dir = direction(a)
            guard canMove(j, dir) else { continue }
            bound = min(bound, (slack(j, dir) + dualTolerance) / abs(a))
        }
        guard bound < .infinity else { return nil }
        var best = -1
        var bestSize = 0.0
        for j in work.pivotRow.indices {
            let a = work.pivotRow[j]
            guard abs(a) > smallest else { continue }
            let dir = direction(a)
            guard canMove(j, dir), slack(j, dir) / abs(a) <= bound else { continue }
            if abs(a) > bestSize || (abs(a) == bestSize && j < best) {
                best = j
                bestSize = abs(a)
            }
        }
        return best >= 0 ? best : nil
    }

    /// Brings the basic variable at `p` to `bound` by moving a free non-basic variable that costs
    /// nothing to move (`d_j = 0`), if one does so without pushing any other basic variable out of
    /// its bounds. No pivot: the variable stays non-basic at its new value. Tries the few largest
    /// entries of the pivot row (each costs one FTRAN).
    private mutating func shiftFreeVariable(position p: Int, to bound: Double) -> Bool {
        var largest = 0.0
        for j in work.pivotRow.indices { largest = max(largest, abs(work.pivotRow[j])) }
        var candidates: [(column: Int, size: Double)] = []
        for j in work.pivotRow.indices {
            let a = work.pivotRow[j]
            guard abs(a) >= Tolerance.pivotThreshold * largest, program.isVariable(j),
                  program.lower[j] == -.infinity, program.upper[j] == .infinity, abs(d[j]) <= dualTolerance else { continue }
            candidates.append((j, abs(a)))
        }
        if candidates.isEmpty { return false }
        candidates.sort { $0.size != $1.size ? $0.size > $1.size : $0.column < $1.column }
        let leaving = basis[p]
        for (j, _) in candidates.prefix(3) {
            work.alpha.clear()
            computeAlpha(column: j)
            let a = work.alpha[p]
            guard abs(a) >= Tolerance.pivotThreshold * largest else { continue }
            // x_B changes by −α·Δ: the leaving variable reaches its bound.
            let delta = (x[leaving] - bound) / a
            var fits = delta.isFinite
            for i in work.alpha.indices where fits && i != p {
                let column = basis[i]
                let v = x[column] - work.alpha[i] * delta
                if v < program.lower[column] - boundTolerance[column] || v > program.upper[column] + boundTolerance[column] {
                    fits = false
                }
            }
            guard fits else { continue }
            for i in work.alpha.indices where i != p {
                let ai = work.alpha[i]
                if ai != 0 { setValue(basis[i], x[basis[i]] - ai * delta) }
            }
            setValue(j, x[j] + delta)
            setValue(leaving, bound)
            return true
        }
        return false
    }

    // MARK: Primal simplex

    /// Pivots until no column listed in `work.priced` has a reduced cost that says moving it pays.
    mutating func restoreOptimality() -> WarmOutcome {
        var iterations = 0, degenerate = 0
        let limit = 200 + 2 * work.priced.count
        while true {
            guard let (q, direction) = chooseEntering(bland: degenerate > 50) else { return .solved }
            iterations += 1
            if iterations > limit { return .trouble }
            if isOverBudget { return .expensive }
            computeAlpha(column: q)
            guard let (length, leaving) = primalRatioTest(entering: q, direction: direction) else {
                clearPivotVectors()
                return .trouble
            }
            degenerate = length <= primalTolerance ? degenerate + 1 : 0
            statistics.optimalityPivots += 1
            let step = direction * length
            if let (p, bound) = leaving {
                computePivotRow(position: p)
                let aqp = work.alpha[p], arq = work.pivotRow[q]
                guard aqp != 0, abs(aqp - arq) <= 1e-9 * max(1, abs(arq)) else {
                    clearPivotVectors()
                    return .trouble
                }
                applyPivot(entering: q, position: p, step: step, leavingValue: bound)
            } else {
                // The entering variable reaches its own bound first and stays non-basic.
                for i in work.alpha.indices {
                    let a = work.alpha[i]
                    if a != 0 { setValue(basis[i], x[basis[i]] - step * a) }
                }
                setValue(q, direction > 0 ? program.upper[q] : program.lower[q])
            }
            clearPivotVectors()
        }
    }

    /// The listed non-basic column whose reduced cost says moving it pays the most (Bland's rule,
    /// the lowest index, after a run of degenerate pivots); the list keeps only those.
    private mutating func chooseEntering(bland: Bool) -> (column: Int, direction: Double)? {
        var best: (column: Int, direction: Double)?
        var bestScore = 0.0
        var kept = 0
        for n in work.priced.indices {
            let j = work.priced[n]
            var direction = 0.0
            if positionOf[j] < 0 {
                if d[j] < -dualTolerance && x[j] < program.upper[j] { direction = 1 }
                else if d[j] > dualTolerance && x[j] > program.lower[j] { direction = -1 }
            }
            guard direction != 0 else {
                work.pricedStamp[j] = 0
                continue
            }
            work.priced[kept] = j
            kept += 1
            let score = abs(d[j])
            if best == nil || (bland ? j < best!.column : (score > bestScore || (score == bestScore && j < best!.column))) {
                best = (j, direction)
                bestScore = score
            }
        }
        work.priced.removeSubrange(kept...)
        return best
    }

    /// How far the entering column can move (`work.alpha` holds its column) before a basic
    /// variable reaches a bound: the step and the leaving position and bound (nil: the entering
    /// variable's own bound comes first). Ties go to the largest |α|, then the lowest position.
    /// Nil if nothing limits the move (only rounding can make that happen).
    private func primalRatioTest(entering q: Int, direction: Double) -> (length: Double, leaving: (position: Int, bound: Double)?)? {
        var length = Double.infinity
        var leaving: (position: Int, bound: Double)?
        var pivotSize = 0.0
        if direction > 0, program.upper[q] < .infinity { length = program.upper[q] - x[q] }
        if direction < 0, program.lower[q] > -.infinity { length = x[q] - program.lower[q] }
        let smallest = max(Tolerance.drop, Self.warmPivotTolerance * largestAlpha)
        for p in work.alpha.indices {
            let a = work.alpha[p]
            guard abs(a) > smallest else { continue }
            let rate = -direction * a
            let column = basis[p]
            let v = x[column]
            let t: Double, bound: Double
            if rate < 0 {
                guard program.lower[column] > -.infinity else { continue }
                t = max(0, v - program.lower[column]) / -rate
                bound = program.lower[column]
            } else {
                guard program.upper[column] < .infinity else { continue }
                t = max(0, program.upper[column] - v) / rate
                bound = program.upper[column]
            }
            let tie = abs(t - length) <= primalTolerance
            // On a tie, an entering variable that reaches its own bound stays non-basic (no pivot).
            if t < length - primalTolerance
                || (tie && leaving != nil && (abs(a) > pivotSize || (abs(a) == pivotSize && p < leaving!.position))) {
                length = t
                leaving = (p, bound)
                pivotSize = abs(a)
            }
        }
        return length < .infinity ? (length, leaving) : nil
    }

    // MARK: The pivot

    /// Makes `q` basic at position `p`, moving it by `step` (the basic variables by `−step·α`) and
    /// putting the leaving variable at `leavingValue`; updates the reduced costs and multipliers
    /// by the pivot row, and the factors by an eta. `work.alpha` and `work.pivotRow` hold the
    /// entering column and the leaving row.
    mutating func applyPivot(entering q: Int, position p: Int, step: Double, leavingValue: Double) {
        let leaving = basis[p]
        if step != 0 {
            for i in work.alpha.indices where i != p {
                let a = work.alpha[i]
                if a == 0 { continue }
                let column = basis[i]
                setValue(column, x[column] - step * a)
                noteUnsettled(i)
            }
            setValue(q, x[q] + step)
        }
        setValue(leaving, leavingValue)
        let theta = d[q] / work.pivotRow[q]
        if theta != 0 {
            for j in work.pivotRow.indices {
                let a = work.pivotRow[j]
                if a != 0 { setReducedCost(j, d[j] - theta * a) }
            }
            for i in work.rho.indices {
                let r = work.rho[i]
                if r != 0 { setDual(i, y[i] + theta * r) }
            }
        }
        setReducedCost(q, 0)
        setReducedCost(leaving, -theta)
        setNonbasic(leaving)
        setBasic(q, at: p)
        noteUnsettled(p)
        factor!.replace(position: p, alpha: work.alpha)
    }
}
