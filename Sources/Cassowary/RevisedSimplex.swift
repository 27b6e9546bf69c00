/// A bounded primal revised simplex over a ``LinearProgram``: the engine behind ``Solver``.
///
/// Why not kiwi's tableau: a fully substituted tableau is inherently dense on everyday layouts.
/// In a row of N views whose widths are asked to be equal (`widthᵢ == width₀`, optional), the
/// optimal tableau expresses `width₀` through all N error variables and every other position
/// through `width₀`: O(N²) entries whatever the pivot rule, hence kiwi's minutes and gigabytes at
/// N = 5000. Here the basis stays as its sparse LU factors (``BasisFactorization``), and the
/// simplex starts from a *crash basis* built the way a person reads a layout (see
/// `RevisedSimplex+Crash.swift`): required equalities are solved for the variables they define,
/// optional equalities are assumed to hold, inequalities are assumed slack. On UI layouts that
/// basis is optimal or a few pivots away, so a solve costs about one sparse factorisation.
///
/// Variables may rest at any value between their bounds when non-basic (a free variable that
/// nothing determines keeps its value), so a removal or a crash never has to move anything.
///
/// Phase 1 minimises the sum of bound violations of the basic variables (the composite method:
/// no artificial objective to tune); phase 2 minimises the weighted errors. Ties are broken by
/// index, and after a run of degenerate pivots the rule switches to Bland's, so the result is
/// deterministic and the loop terminates.
struct RevisedSimplex {
    var program: LinearProgram
    /// The value of every column.
    var x: [Double]
    /// The column at each position of the basis, and the position of each column (-1: non-basic).
    var basis: [Int]
    var positionOf: [Int]
    var factor: BasisFactorization?
    /// How far outside its bounds each column may be and still count as within them: for an
    /// auxiliary column, ``Tolerance/epsilon`` times its row's magnitude
    /// `1 + |b| + Σ|aⱼ·xⱼ|` (refreshed whenever values are computed from scratch), the same
    /// measure ``holds()`` uses. Judging each row on its own scale matters: a large constant in
    /// one row must not make a 0.01 miss in another count as a hit.
    var boundTolerance: [Double]
    /// Step lengths and ties below this are treated as zero.
    let primalTolerance = Tolerance.epsilon
    /// Reduced costs within this of zero count as zero in phase 2, whose costs are the
    /// strengths: scaled by the largest one. Phase 1's costs are ±1 and its reduced costs are
    /// judged against their own rounding instead (``Tolerance/rounding``): neither a strong edit
    /// elsewhere nor a fixed threshold may hide a tiny reduced cost that is the only way to
    /// feasibility (both found by fuzzing).
    var dualTolerance: Double
    var statistics = SolverStatistics()
    /// Suggestions applied as increments since values were last computed from scratch.
    var incrementalUpdates = 0
    /// The simplex multipliers (by row) and reduced costs (by column) of the current basis, kept
    /// up to date by warm calls and valid while `dualsValid` (see `RevisedSimplex+Duals.swift`).
    var y: [Double] = []
    var d: [Double] = []
    var dualsValid = false
    var work = IncrementWork()
    /// Open while a warm add may still be refused.
    var journal: Journal?
    /// What pricing changed before the journal opened, while it is open (see `UnpricedOptimum`).
    /// Beside the journal, not in it: every journaled write reads the journal, and a larger one
    /// cost form-200's one-by-one adds 3% more instructions.
    var unpricedBeforeWarm: UnpricedOptimum?
    /// Suggestions in a row since a warm add or removal updated the factors (see
    /// `RevisedSimplex+Suggestion.swift`).
    var suggestionsOnUpdatedFactors = 0
    /// Set when a solve from scratch skipped phase 2 because every error was already 0: the point
    /// is optimal, but the basis was never priced and may not be dual feasible, which the warm
    /// calls and the uniqueness proof rely on. They price it first (see
    /// `RevisedSimplex+ZeroObjective.swift`).
    var optimumByZeroObjective = false
    /// Whether ``factor`` is the crash's (see `RevisedSimplex+CrashFactors.swift`): right for a
    /// solve from scratch, but its order of pivots is the crash's, not one chosen for sparsity
    /// in the basis alone, and a drag's dual pivots through it cost more. The first suggestion
    /// that pivots still pivots through them: factorising before it cost more (chain-100-edit's
    /// first push goes over its budget and factorises for the phases anyway), and its pivots'
    /// updates make the suggestions after it factorise afresh (see `RevisedSimplex+Suggestion.swift`).
    var factorsFromCrash = false

    init(program: LinearProgram) {
        self.program = program
        x = [Double](repeating: 0, count: program.columnCount)
        basis = []
        positionOf = [Int](repeating: -1, count: program.columnCount)
        boundTolerance = [Double](repeating: Tolerance.epsilon, count: program.columnCount)
        var largestCost = 1.0
        for c in program.cost { largestCost = max(largestCost, c) }
        dualTolerance = Tolerance.epsilon * 1e-3 * largestCost
    }

    /// The value of the user's variable `v` (the solver's variable index).
    func value(ofVariable v: Int) -> Double { x[program.column(ofVariable: v)] }

    /// The values of the user's variables, by variable index.
    func variableValues() -> [Double] {
        (0..<program.variableCount).map { x[program.column(ofVariable: $0)] }
    }

    // MARK: Solving

    /// Solves from a crash basis. Returns false if the required constraints cannot all hold.
    ///
    /// `previous`: the values of the user's variables (columns `0..<previous.count`) in a solution
    /// known to hold every required row of this program, for calls that cannot be refused
    /// (see ``solve(fromAHoldingSolution:)``).
    ///
    /// `isInfeasible`: a check of a subset of rows on its own; when it refutes the rows the failed
    /// phase 1 names (its Farkas certificate, ``conflictCandidates()``), the required constraints
    /// provably cannot all hold and the retry from the textbook basis (a pivot per row: quadratic
    /// on a long chain) is skipped.
    mutating func solve(fallingBackOn previous: ArraySlice<Double>? = nil, isInfeasible: (([Int]) -> Bool)? = nil) -> Bool {
        crash()
        startFromCrashFactors()
        switch crashAgainIfDegenerate() {
        case .feasible: if optimize(feasible: true, stoppingAtZeroObjective: true) { return true }
        case .crashedAgain: if optimize(stoppingAtZeroObjective: true) { return true }
        case .infeasible: break
        }
        if let isInfeasible {
            let rows = conflictCandidates()
            if !rows.isEmpty && rows.count < program.rowCount && isInfeasible(rows) { return false }
        }
        // The crash is a guess; should its basis lead phase 1 astray through rounding (zero-weight
        // rows, values far from the origin), start again from the textbook basis of auxiliaries
        // before calling the required constraints unsatisfiable.
        statistics = SolverStatistics()
        x = [Double](repeating: 0, count: program.columnCount)
        adopt(basis: (0..<program.rowCount).map { auxiliaryColumn(ofRow: $0) })
        if optimizeFromBasis() { return true }
        guard let previous else { return false }
        return solve(fromAHoldingSolution: previous)
    }

    /// Solves from the previous solution, whose values (`previous`, the user's variables) hold
    /// every required row of this program, and keeps that solution as it is if the phases fail
    /// from there. For a removal, a change of edit variables or a suggestion, the calls that cannot
    /// be refused: they only drop rows, add optional ones or move an optional row's constant, so
    /// the last solution still holds.
    ///
    /// Why a solve from zero is not enough: required rows may contradict each other exactly, by
    /// 0.015 at unit scale, and still hold within ``Tolerance/epsilon`` of their magnitude while
    /// another constraint keeps the values near 1e6. Removing that constraint, the solve from zero
    /// finds the contradiction at full size and gives up (found by fuzzing: required rows missed by
    /// 0.015 and 0.75). The values that held before still hold; phase 2 then minimises the errors
    /// from there as far as the rows keep holding.
    ///
    /// The start is the textbook basis with the user's variables non-basic at their previous
    /// values, so the auxiliaries are the rows' residuals, each within its row's tolerance.
    mutating func solve(fromAHoldingSolution previous: ArraySlice<Double>) -> Bool {
        statistics = SolverStatistics()
        x = [Double](repeating: 0, count: program.columnCount)
        for v in previous.indices where v < program.variableCount { x[program.column(ofVariable: v)] = previous[v] }
        adopt(basis: (0..<program.rowCount).map { auxiliaryColumn(ofRow: $0) })
        startFromFreshFactors()
        let start = self
        if optimize() { return true }
        self = start
        snapToBounds()
        return infeasibility() == 0 && holds()
    }

    /// Makes `columns` (one per row) the basis.
    mutating func adopt(basis columns: [Int]) {
        dualsValid = false
        optimumByZeroObjective = false
        basis = columns
        positionOf = [Int](repeating: -1, count: program.columnCount)
        for (p, column) in basis.enumerated() { positionOf[column] = p }
    }

    /// Factorises the chosen basis, computes its values, settles the signs of optional errors and
    /// runs both phases.
    private mutating func optimizeFromBasis() -> Bool {
        startFromFreshFactors()
        return optimize()
    }

    /// Factorises the basis afresh, computes the basic values from those factors alone (no eta
    /// file) and settles the signs of optional errors: where every solve starts, and where phase 1
    /// starts again before it may declare infeasibility (see `iterate`).
    mutating func startFromFreshFactors() {
        refactor()
        startFromFactors()
    }

    /// Computes the basic values from factors just made and settles the signs of optional errors.
    private mutating func startFromFactors() {
        computeBasicValues()
        flipNegativeAuxiliaries()
    }

    /// An optional row's basic auxiliary that came out negative swaps with its sibling of the
    /// opposite sign (a minus error with the plus error; a slack with the error of an optional
    /// inequality): the same row, the value negated, now feasible. The crash cannot know which
    /// way an optional constraint will be missed; this settles it for free.
    ///
    /// The sibling's column is the negated column, so the basis changes by one sign: a trivial eta.
    mutating func flipNegativeAuxiliaries() {
        for p in basis.indices {
            let column = basis[p]
            guard x[column] < -boundTolerance[column], let sibling = flipSibling(of: column), positionOf[sibling] < 0 else { continue }
            dualsValid = false
            x[sibling] = -x[column]
            x[column] = 0
            positionOf[column] = -1
            basis[p] = sibling
            positionOf[sibling] = p
            factor!.negate(position: p)
        }
    }

    /// The auxiliary column of the same optional row with the opposite sign, if `column` is one
    /// of an optional row's auxiliaries (it can then cross zero by trading places with it).
    func flipSibling(of column: Int) -> Int? {
        guard program.columnKind[column] == .error || program.columnKind[column] == .slack else { return nil }
        let row = program.row(ofAuxiliary: column)
        switch program.rowKind[row] {
        case .optionalEquality:
            return column == program.plusErrorColumn[row] ? program.minusErrorColumn[row] : program.plusErrorColumn[row]
        case .optionalInequality:
            return column == program.slackColumn[row] ? program.minusErrorColumn[row] : program.slackColumn[row]
        default:
            return nil
        }
    }

    enum Phase { case feasibility, optimality }

    /// Phase 1, phase 2, then a check that the answer really holds; on rounding trouble the
    /// basis is factorised afresh and the phases run again.
    ///
    /// `feasible`: the basis is known feasible (phase 1 just ran), so the first round skips it.
    /// `stoppingAtZeroObjective`: phase 2 is skipped where every error is already 0, and the basis
    /// is left unpriced (see ``optimumByZeroObjective``); only a solve from scratch asks for it.
    mutating func optimize(feasible: Bool = false, stoppingAtZeroObjective: Bool = false) -> Bool {
        // Full pricing from here on; a warm call computes the multipliers afresh.
        dualsValid = false
        for round in 0..<4 {
            if !(feasible && round == 0) && !iterate(.feasibility) { return false }
            if stoppingAtZeroObjective && errorsAreZero() {
                optimumByZeroObjective = true
            } else {
                iterate(.optimality)
                optimumByZeroObjective = false
            }
            if statistics.pivots > 0 {
                // Values from scratch, so rounding from the pivots' updates does not linger; a fresh
                // factorisation only once enough pivots have piled up in this solve (holds() catches
                // the rest): a warm add that pivots a few times must not pay for a factorisation
                // because earlier adds pivoted too.
                let many = BasisFactorization.maximumEtas / 4
                if (factor!.pivotEtaCount > many && statistics.pivots > many) || factor!.hasOutgrownItsBorders { refactor() }
                computeBasicValues()
            }
            if let holding = snapToBoundsAndCheckHoldsIfFeasible() {
                if holding { return true }
                refactor()
                computeBasicValues()
            }
        }
        return infeasibility() == 0 && holds()
    }

    // MARK: The basis

    mutating func refactor() {
        statistics.factorizations += 1
        factorsFromCrash = false
        for attempt in 0..<3 {
            let f = BasisFactorization(program: program, basis: basis, positionOf: positionOf)
            factor = f
            statistics.eliminations += 1
            statistics.eliminationWork += f.eliminationWork
            if f.singularRows.isEmpty || attempt == 2 { return }
            // Numerically singular: give each row without a pivot its own auxiliary column.
            dualsValid = false
            for (row, position) in zip(f.singularRows, f.singularPositions) {
                let replacement = auxiliaryColumn(ofRow: row)
                guard positionOf[replacement] < 0 else { continue }
                positionOf[basis[position]] = -1
                basis[position] = replacement
                positionOf[replacement] = position
            }
        }
    }

    /// The column that can be basic in `row` on its own: its slack, artificial or minus error.
    func auxiliaryColumn(ofRow row: Int) -> Int {
        let s = program.slackColumn[row]
        return s >= 0 ? s : program.minusErrorColumn[row]
    }

    /// x_B = B⁻¹ (b − N x_N).
    mutating func computeBasicValues() {
        computeBasicValues(returningResiduals: false)
    }

    /// ``computeBasicValues()``, returning the rows' residuals as `updateBoundTolerances(returningResiduals:)` does.
    @discardableResult
    mutating func computeBasicValues(returningResiduals: Bool) -> [Double]? {
        var r = program.rhs
        for j in 0..<program.columnCount where positionOf[j] < 0 && x[j] != 0 {
            let v = x[j]
            program.forEachEntry(inColumn: j) { i, a in r[i] -= a * v }
        }
        let z = factor!.ftran(&r)
        for p in basis.indices { x[basis[p]] = z[p] }
        return updateBoundTolerances(returningResiduals: returningResiduals)
    }

    mutating func updateBoundTolerances() {
        updateBoundTolerances(returningResiduals: false)
    }

    /// Sets ``boundTolerance`` from the current values; with `returningResiduals`, also returns each
    /// row's residual `b − A x` (its entries subtracted in order), or nil if every one is 0. One
    /// pass for both: at 10,000 views the rows do not fit in a core's cache, and the crash's
    /// refinement reading them again cost a cache miss per few entries.
    @discardableResult
    mutating func updateBoundTolerances(returningResiduals: Bool) -> [Double]? {
        var residuals: [Double] = []
        if returningResiduals { residuals.reserveCapacity(program.rowCount) }
        var anyResidual = false
        for i in 0..<program.rowCount {
            var scale = 1 + abs(program.rhs[i])
            var s = program.rhs[i]
            for k in program.rowRange(i) {
                let j = program.rowColumns[k]
                if program.isVariable(j) {
                    let term = program.rowValues[k] * x[j]
                    scale += abs(term)
                    if returningResiduals { s -= term }
                } else if returningResiduals {
                    s -= program.rowValues[k] * x[j]
                }
            }
            if returningResiduals {
                residuals.append(s)
                if s != 0 { anyResidual = true }
            }
            let t = Tolerance.epsilon * scale
            for k in program.rowRange(i) where !program.isVariable(program.rowColumns[k]) {
                boundTolerance[program.rowColumns[k]] = t
            }
        }
        return anyResidual ? residuals : nil
    }

    /// B⁻¹ a_j, indexed by position.
    func column(_ j: Int) -> [Double] {
        var a = [Double](repeating: 0, count: program.rowCount)
        program.forEachEntry(inColumn: j) { i, v in a[i] = v }
        return factor!.ftran(&a)
    }

    /// Which entries of `alpha = B⁻¹ a_j` a ratio test counts as rates of change.
    ///
    /// Above ``Tolerance/drop``, every one (as always). Below it only those that are not what is
    /// left of a cancellation: an entry counts if it exceeds ``Tolerance/rounding`` times the magnitude
    /// it was summed from (``BasisFactorization/ftranMagnitudes(_:)``), as phase 1 judges reduced
    /// costs. Coefficients of 0.001 beside 1000 twice over make exact rates of 2e-15 on steps of
    /// 5e15, the only way to feasibility; dropping them left required rows missed by 10 (found by
    /// fuzzing, crash-8175e4b3…). Returns nil when nothing is that small, so ordinary programs pay
    /// nothing and pivot exactly as before.
    func tinyRates(_ alpha: [Double], column j: Int) -> [Bool]? {
        guard alpha.contains(where: { $0 != 0 && abs($0) <= Tolerance.drop }) else { return nil }
        var a = [Double](repeating: 0, count: program.rowCount)
        program.forEachEntry(inColumn: j) { i, v in a[i] = v }
        let magnitudes = factor!.ftranMagnitudes(&a)
        return alpha.indices.map { p in
            alpha[p] != 0 && abs(alpha[p]) <= Tolerance.drop && abs(alpha[p]) > Tolerance.rounding * magnitudes[p]
        }
    }

    /// Whether a ratio test counts `alpha[p]` as a rate (see ``tinyRates(_:column:)``).
    @inline(__always) static func countsAsRate(_ alpha: [Double], _ p: Int, tiny: [Bool]?) -> Bool {
        abs(alpha[p]) > Tolerance.drop || tiny?[p] == true
    }

    // MARK: Iterations

    /// The phase-1 cost of each basic position: −1 below its lower bound, +1 above its upper bound.
    private func feasibilityCosts() -> [Double]? {
        var costs = [Double](repeating: 0, count: basis.count)
        var any = false
        for (p, column) in basis.enumerated() {
            let v = x[column], tolerance = boundTolerance[column]
            if v < program.lower[column] - tolerance { costs[p] = -1; any = true }
            else if v > program.upper[column] + tolerance { costs[p] = 1; any = true }
        }
        return any ? costs : nil
    }

    /// Simplex multipliers for the phase's costs (nil in phase 1 when already feasible).
    func multipliers(_ phase: Phase) -> [Double]? {
        var costs: [Double]
        switch phase {
        case .feasibility:
            guard let c = feasibilityCosts() else { return nil }
            costs = c
        case .optimality:
            costs = basis.map { program.cost[$0] }
        }
        return factor!.btran(&costs)
    }

    /// Reduced costs d_j = c_j − yᵀa_j of every column (basic ones are meaningless).
    func reducedCosts(_ phase: Phase, _ y: [Double]) -> [Double] {
        var d = phase == .optimality ? program.cost : [Double](repeating: 0, count: program.columnCount)
        for i in 0..<program.rowCount where y[i] != 0 {
            let yi = y[i]
            for k in program.rowRange(i) { d[program.rowColumns[k]] -= yi * program.rowValues[k] }
        }
        return d
    }

    /// How much rounding each phase-1 reduced cost can carry: `Σᵢ |yᵢ·aᵢⱼ|`, the magnitudes its
    /// sum was made of.
    private func reducedCostMagnitudes(_ y: [Double]) -> [Double] {
        var m = [Double](repeating: 0, count: program.columnCount)
        for i in 0..<program.rowCount where y[i] != 0 {
            let yi = abs(y[i])
            for k in program.rowRange(i) { m[program.rowColumns[k]] += yi * abs(program.rowValues[k]) }
        }
        return m
    }

    /// The entering column and its direction (+1 up, −1 down), or nil at an optimum.
    ///
    /// Phase 1 judges each reduced cost against the rounding it can carry (`magnitudes`), not
    /// against a fixed number: with coefficients of 0.001 beside 1000, the only way to
    /// feasibility can have a reduced cost of 2e-12 that is exact, and a variable that must move
    /// by 5e12 (found by fuzzing). Phase 2's costs are the strengths, judged on their scale.
    func chooseEntering(_ d: [Double], phase: Phase, bland: Bool, excluded: Set<Int>,
                                magnitudes: [Double]? = nil) -> (column: Int, direction: Double)? {
        var best: (column: Int, direction: Double)?
        var bestScore = 0.0
        for j in 0..<program.columnCount where positionOf[j] < 0 {
            let dj = d[j]
            let dualTolerance = magnitudes.map { Tolerance.rounding * $0[j] } ?? self.dualTolerance
            let direction: Double
            if dj < -dualTolerance && x[j] < program.upper[j] {
                direction = 1
            } else if dj > dualTolerance && x[j] > program.lower[j] {
                direction = -1
            } else {
                continue
            }
            if excluded.contains(j) { continue }
            if bland { return (j, direction) }
            let score = abs(dj)
            if score > bestScore {
                bestScore = score
                best = (j, direction)
            }
        }
        return best
    }

    /// How many non-basic columns phase 2 would count as improving from this basis: on a
    /// degenerate point, about how many pivots it may spend before it shows the point optimal.
    func improvingColumnCount() -> Int {
        guard let y = multipliers(.optimality) else { return 0 }
        let d = reducedCosts(.optimality, y)
        var count = 0
        for j in 0..<program.columnCount where positionOf[j] < 0 {
            if (d[j] < -dualTolerance && x[j] < program.upper[j]) || (d[j] > dualTolerance && x[j] > program.lower[j]) { count += 1 }
        }
        return count
    }

    /// Runs one phase to its end. Phase 1 returns false if infeasibility remains and no column can
    /// reduce it: the required constraints cannot all hold.
    @discardableResult
    mutating func iterate(_ phase: Phase) -> Bool {
        let limit = 1000 + 50 * (program.rowCount + program.columnCount)
        var degenerateRun = 0
        var excluded = Set<Int>()
        for _ in 0..<limit {
            guard let y = multipliers(phase) else { return true }
            let d = reducedCosts(phase, y)
            let magnitudes = phase == .feasibility ? reducedCostMagnitudes(y) : nil
            guard let (q, direction) = chooseEntering(d, phase: phase, bland: degenerateRun > 50, excluded: excluded,
                                                       magnitudes: magnitudes) else {
                if phase == .feasibility && factor!.hasUpdates {
                    // Infeasibility is declared only on multipliers from fresh factors. An eta whose
                    // pivot is tiny beside the rest of its column (a ratio test limited by a rate of
                    // 1e-12, from 0.001 beside 1000 twice over) amplifies rounding in every later
                    // BTRAN: on an ill-conditioned basis the multipliers then satisfy `yᵀB = c` to
                    // 1e-15 while being wrong by 1e-3, and a reduced cost of −4, the only way to
                    // feasibility, read as 0 (found by fuzzing, crash-8175e4b3…). The LU's threshold
                    // pivoting keeps such pivots out. This runs at most once per run of pivots and
                    // never on a feasible solve.
                    startFromFreshFactors()
                    excluded.removeAll()
                    continue
                }
                return phase == .optimality
            }
            let alpha = column(q)
            let tiny = tinyRates(alpha, column: q)
            let found = phase == .feasibility
                ? longStepRatioTest(entering: q, direction: direction, slope: direction * d[q],
                                    flat: Tolerance.rounding * magnitudes![q], alpha: alpha, tiny: tiny)
                : ratioTest(entering: q, direction: direction, alpha: alpha, tiny: tiny)
            guard let step = found else {
                // No bound limits the move: only possible through rounding. Leave this column out.
                excluded.insert(q)
                continue
            }
            excluded.removeAll()
            if phase == .feasibility { statistics.feasibilityPivots += 1 } else { statistics.optimalityPivots += 1 }
            degenerateRun = step.length <= primalTolerance ? degenerateRun + 1 : 0
            pivot(entering: q, direction: direction, alpha: alpha, tiny: tiny, step: step)
        }
        return phase == .optimality || feasibilityCosts() == nil
    }

    private struct Step {
        var length: Double
        /// The leaving position and the bound its variable stops at; nil: the entering variable
        /// reaches its own bound and stays non-basic.
        var leaving: (position: Int, bound: Double)?
    }

    /// How far the entering variable can move before a basic variable reaches a bound (or, in
    /// phase 1, an infeasible one becomes feasible). Ties go to the largest |α|, then the lowest
    /// position.
    private func ratioTest(entering q: Int, direction: Double, alpha: [Double], tiny: [Bool]?) -> Step? {
        var best: Step?
        var bestPivot = 0.0
        if direction > 0, program.upper[q] < .infinity {
            best = Step(length: program.upper[q] - x[q], leaving: nil)
        } else if direction < 0, program.lower[q] > -.infinity {
            best = Step(length: x[q] - program.lower[q], leaving: nil)
        }
        for p in basis.indices {
            let a = alpha[p]
            if !Self.countsAsRate(alpha, p, tiny: tiny) { continue }
            let rate = -direction * a          // change of the basic variable per unit step
            let column = basis[p]
            let v = x[column], lo = program.lower[column], hi = program.upper[column]
            let tolerance = boundTolerance[column]
            var limit: Double?
            var bound = 0.0
            if rate < 0 {
                if v > hi + tolerance { limit = (v - hi) / -rate; bound = hi }
                else if lo > -.infinity && v >= lo - tolerance { limit = max(0, v - lo) / -rate; bound = lo }
            } else {
                if v < lo - tolerance { limit = (lo - v) / rate; bound = lo }
                else if hi < .infinity && v <= hi + tolerance { limit = max(0, hi - v) / rate; bound = hi }
            }
            guard let t = limit else { continue }
            let magnitude = abs(a)
            if let b = best {
                let tie = abs(t - b.length) <= primalTolerance
                if t < b.length - primalTolerance || (tie && b.leaving != nil && magnitude > bestPivot) {
                    best = Step(length: t, leaving: (p, bound))
                    bestPivot = magnitude
                }
            } else {
                best = Step(length: t, leaving: (p, bound))
                bestPivot = magnitude
            }
        }
        return best
    }

    /// Phase 1's ratio test walks on past breakpoints while the total infeasibility keeps falling
    /// (its slope starts at `slope` < 0 and rises by |rate| each time a basic variable reaches a
    /// bound, whether it becomes feasible or infeasible there). One pivot then does what the
    /// textbook rule spreads over one pivot per breakpoint: moving a shared guide past every
    /// label that needs it fixes every row at once.
    private func longStepRatioTest(entering q: Int, direction: Double, slope: Double, flat: Double, alpha: [Double],
                                   tiny: [Bool]?) -> Step? {
        var own = Double.infinity
        if direction > 0, program.upper[q] < .infinity { own = program.upper[q] - x[q] }
        if direction < 0, program.lower[q] > -.infinity { own = x[q] - program.lower[q] }
        struct Breakpoint { var t: Double; var position: Int; var bound: Double; var rate: Double }
        var points: [Breakpoint] = []
        for p in basis.indices {
            let a = alpha[p]
            if !Self.countsAsRate(alpha, p, tiny: tiny) { continue }
            let rate = -direction * a
            let column = basis[p]
            let v = x[column], lo = program.lower[column], hi = program.upper[column]
            let tolerance = boundTolerance[column]
            let speed = abs(rate)
            // An optional row's auxiliary falling through zero changes sign, not feasibility.
            if rate < 0 && lo == 0 && v >= -tolerance && flipSibling(of: column).map({ positionOf[$0] < 0 }) == true {
                continue
            }
            if rate > 0 {
                if v < lo - tolerance { points.append(Breakpoint(t: (lo - v) / rate, position: p, bound: lo, rate: speed)) }
                if hi < .infinity && v <= hi + tolerance {
                    points.append(Breakpoint(t: max(0, hi - v) / rate, position: p, bound: hi, rate: speed))
                }
            } else {
                if v > hi + tolerance { points.append(Breakpoint(t: (v - hi) / -rate, position: p, bound: hi, rate: speed)) }
                if lo > -.infinity && v >= lo - tolerance {
                    points.append(Breakpoint(t: max(0, v - lo) / -rate, position: p, bound: lo, rate: speed))
                }
            }
        }
        points.sort { a, b in
            if a.t != b.t { return a.t < b.t }
            if a.rate != b.rate { return a.rate > b.rate }
            return a.position < b.position
        }
        var currentSlope = slope
        for point in points {
            if point.t > own { break }
            currentSlope += point.rate
            if currentSlope >= -flat {
                return Step(length: point.t, leaving: (point.position, point.bound))
            }
        }
        if own < .infinity { return Step(length: own, leaving: nil) }
        // Still falling after every breakpoint: stop at the last one rather than run off.
        guard let last = points.last else { return nil }
        return Step(length: last.t, leaving: (last.position, last.bound))
    }

    /// `tiny` marks the rates below ``Tolerance/drop`` that the ratio test counted: the eta keeps
    /// them too, or the next FTRAN would lose 2e-15 × 5e15 = 10 where the pivot itself moved it.
    private mutating func pivot(entering q: Int, direction: Double, alpha: [Double], tiny: [Bool]?, step: Step) {
        let t = direction * step.length
        if t != 0 {
            x[q] += t
            for p in basis.indices where alpha[p] != 0 { x[basis[p]] -= t * alpha[p] }
        }
        guard let (p, bound) = step.leaving else {
            x[q] = direction > 0 ? program.upper[q] : program.lower[q]
            return
        }
        let leaving = basis[p]
        x[leaving] = bound
        positionOf[leaving] = -1
        basis[p] = q
        positionOf[q] = p
        factor!.replace(position: p, alpha: alpha, keeping: tiny)
        flipNegativeAuxiliaries()
        if factor!.pivotEtaCount >= BasisFactorization.maximumEtas {
            refactor()
            computeBasicValues()
        }
    }

    // MARK: Uniqueness

    /// Whether the optimum is provably the only one: every non-basic column that could move
    /// (not fixed, with room in that direction) would make the weighted error strictly worse.
    /// Then no other solution is as good, and no variable is ambiguous. A `false` only means
    /// "not proved": a degenerate vertex can hide a unique optimum behind a zero reduced cost.
    /// One BTRAN and one pricing pass, or none if `priced` holds this basis's reduced costs.
    func isUniqueOptimum(priced: [Double]? = nil) -> Bool {
        guard let d = priced ?? multipliers(.optimality).map({ reducedCosts(.optimality, $0) }) else { return false }
        for j in 0..<program.columnCount where positionOf[j] < 0 && program.lower[j] < program.upper[j] {
            // A removed row's non-basic auxiliary is free and costless: moving it moves the values
            // the row held together at no cost, a freedom of the solution like any other, unless
            // another auxiliary of the row is basic and absorbs the move alone.
            if isReleasedAuxiliary(j) && program.auxiliaries(ofRow: program.row(ofAuxiliary: j)).contains(where: { positionOf[$0] >= 0 }) {
                continue
            }
            if x[j] < program.upper[j] && d[j] <= dualTolerance { return false }
            if x[j] > program.lower[j] && d[j] >= -dualTolerance { return false }
        }
        return true
    }

    // MARK: Conflicts

    /// After a failed phase 1: the rows (= records) of a set of required constraints that cannot
    /// all hold, read off the phase-1 multipliers (a Farkas certificate) and the infeasible rows.
    mutating func conflictCandidates() -> [Int] {
        var rows = Set<Int>()
        if let y = multipliers(.feasibility) {
            let scale = y.reduce(0) { max($0, abs($1)) }
            for i in y.indices where abs(y[i]) > Tolerance.epsilon * max(1, scale) && program.rowKind[i].isRequired {
                rows.insert(i)
            }
        }
        return rows.sorted()
    }
}
