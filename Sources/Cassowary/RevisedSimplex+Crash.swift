extension RevisedSimplex {
    /// Chooses a starting basis the way a person reads a layout, so that the simplex has little or
    /// nothing left to do.
    ///
    /// 1. Required equalities are solved for the variables they define: a sparse LU of those rows
    ///    over the user's variables picks one variable per row, preferring variables that occur in
    ///    a single row (`wᵢ` in `lᵢ₊₁ = lᵢ + wᵢ + 8`), which keeps the factors sparse.
    /// 2. Optional equalities are assumed to hold, strongest first: for each strength, from
    ///    strongest to weakest, the rows are reduced by every elimination so far and a further LU
    ///    picks variables for them among those still free. When equalities compete for the same
    ///    variable, the weaker ones are left to absorb an error, as the optimum would.
    /// 3. Variables still free that no required constraint mentions, governed by preferences
    ///    alone, are placed by their strongest optional inequality, assumed tight: a width held
    ///    only by `w >= 10` (strong) and `w <= 10` (medium) starts at 10 instead of 0, which would
    ///    cost a pivot per variable. Variables a required constraint bounds keep starting at 0
    ///    and move only as far as feasibility asks: a variable nothing determines then shows as
    ///    such (the layout engine's ambiguity check relies on it), and an under-determined size
    ///    takes the end of its range nearest zero.
    /// 4. Every other row starts with its own auxiliary basic: inequalities are assumed slack,
    ///    optional equalities that found no variable absorb their error, and required equalities
    ///    that found none (they depend on the others) start with an artificial at their residual.
    ///
    /// `point`: when given, the feasible point the basis is to describe (see `crashAgainIfDegenerate()`):
    /// the required inequalities tight there form a tier of their own after the required
    /// equalities, and optional equalities missed there are not assumed to hold.
    ///
    /// The result is always a nonsingular basis; if a guess was wrong, phase 1 and 2 repair it.
    /// Its LU factors are assembled from the eliminations above and left in ``factor`` (nil when
    /// they cannot be, see `RevisedSimplex+CrashFactors.swift`): ``startFromCrashFactors()``
    /// then starts from them without factorising the basis again.
    mutating func crash(at point: CrashPoint? = nil) {
        let m = program.rowCount
        let variables = program.variableCount
        var chosen = [Int](repeating: -1, count: m)
        var eliminators: [PivotEliminator] = []
        // The rows of each eliminator's tier (its LU's row i is the program's row tierRows[e][i]).
        var tierRows: [[Int]] = []
        var scratch = EliminationScratch(columnCount: variables)

        let required = (0..<m).filter { program.rowKind[$0] == .requiredEquality }
        var boundByRequired = [Bool](repeating: false, count: variables)
        for i in 0..<m where program.rowKind[i].isRequired {
            for k in program.rowRange(i) where program.rowColumns[k] < variables { boundByRequired[program.rowColumns[k]] = true }
        }
        let equalityTiers = [required, point?.tight ?? []] + tiers(of: .optionalEquality, skipping: point?.missed)
        let preferenceTiers = tiers(of: .optionalInequality)
        for (t, tier) in (equalityTiers + preferenceTiers).enumerated() where !tier.isEmpty {
            let placingPreferences = t >= equalityTiers.count
            var start = [0], columns = [Int](), values = [Double]()
            // Room for the rows' entries as they stand (reduction rarely adds any): one
            // allocation, where appending doubled and copied both arrays, at 10,000 views some
            // twenty times for the required tier.
            var entryBound = 0
            for i in tier { entryBound += program.rowStart[i + 1] - program.rowStart[i] }
            start.reserveCapacity(tier.count + 1)
            columns.reserveCapacity(entryBound)
            values.reserveCapacity(entryBound)
            // One buffer for every row of the tier (an array per row was an allocation per row).
            var entries: [(Int, Double)] = []
            for i in tier {
                entries.removeAll(keepingCapacity: true)
                for k in program.rowRange(i) where program.rowColumns[k] < variables {
                    entries.append((program.rowColumns[k], program.rowValues[k]))
                }
                for e in eliminators.indices { entries = eliminators[e].reduce(entries, row: i, using: &scratch) }
                if placingPreferences { entries.removeAll { boundByRequired[$0.0] } }
                for (j, a) in entries {
                    columns.append(j)
                    values.append(a)
                }
                start.append(columns.count)
            }
            // Nothing left to choose from: every variable in these rows is already placed.
            if columns.isEmpty { continue }
            let lu = SparseLU(rowStart: start, columns: columns, values: values, columnCount: variables)
            statistics.eliminationWork += lu.work
            statistics.eliminations += 1
            for pivot in lu.pivots { chosen[tier[pivot.row]] = pivot.column }
            if !lu.pivots.isEmpty {
                eliminators.append(PivotEliminator(lu: lu))
                tierRows.append(tier)
            }
        }
        for e in eliminators { statistics.eliminationWork += e.entriesTouched }

        // 4. Auxiliaries for the rest.
        for i in 0..<m where chosen[i] < 0 { chosen[i] = auxiliaryColumn(ofRow: i) }
        adopt(basis: chosen)
        factor = crashFactors(eliminators: eliminators, tierRows: tierRows).map { BasisFactorization(lu: $0, size: m) }
        factorsFromCrash = factor != nil
        if factorsFromCrash { statistics.factorizations += 1 }
    }

    /// What a second crash is told about a feasible point (see ``crash(at:)``).
    struct CrashPoint {
        /// Required inequalities whose slack is 0 there.
        var tight: [Int]
        /// By row: optional equalities whose error is not 0 there.
        var missed: [Bool]
    }

    /// What ``crashAgainIfDegenerate()`` did.
    enum FeasibilityOutcome {
        /// Phase 1 found the required constraints infeasible from the crash basis.
        case infeasible
        /// The basis is feasible: phase 2 may start.
        case feasible
        /// A second crash replaced the basis; its feasibility is not known.
        case crashedAgain
    }

    /// Phase 1 from the crash basis, then, if the feasible point it reaches is degenerate in many
    /// required bounds, a second crash that describes that point in a basis phase 2 can work
    /// with.
    ///
    /// The crash assumes every inequality slack and every optional equality held. When the
    /// equalities push values past required bounds, the optimum usually sits on those bounds: a
    /// strong edit pulling a row's total towards 0 leaves every width at its minimum, `wᵢ >= 20`,
    /// while the equal-width preferences hold too. Phase 1 gets there in one long step, in a
    /// basis that cannot show it optimal: the bounds' slacks basic at 0, the preferences' errors
    /// non-basic. Phase 2 then spent a degenerate pivot per width trading them (99 on
    /// chain-100-edit). The second crash, with the bounds that phase 1 made tight as a tier of
    /// their own and the optional equalities it missed left to their errors, finds the same point
    /// in a basis with the bounds non-basic. A layout whose phase 1 leaves few bounds degenerate
    /// (a guide pushed past the widest label) does not pay for it, nor does one whose crash basis
    /// is feasible already (its bounds at 0, `x >= 0` with x at 0, are not phase 1's doing; at
    /// 10,000 views, pricing them cost 1% of the layout).
    mutating func crashAgainIfDegenerate() -> FeasibilityOutcome {
        let pivotsBefore = statistics.feasibilityPivots
        if !iterate(.feasibility) { return .infeasible }
        if statistics.feasibilityPivots == pivotsBefore { return .feasible }
        var degenerate = 0
        var tight: [Int] = []
        for i in 0..<program.rowCount where program.rowKind[i] == .requiredInequality {
            let s = program.slackColumn[i]
            guard x[s] <= boundTolerance[s] else { continue }
            tight.append(i)
            if positionOf[s] >= 0 { degenerate += 1 }
        }
        if degenerate < Self.degenerateBoundsWorthACrash || improvingColumnCount() < Self.degenerateBoundsWorthACrash {
            return .feasible
        }
        var missed = [Bool](repeating: false, count: program.rowCount)
        for i in 0..<program.rowCount where program.rowKind[i] == .optionalEquality {
            let p = program.plusErrorColumn[i], m = program.minusErrorColumn[i]
            missed[i] = x[p] > boundTolerance[p] || x[m] > boundTolerance[m]
        }
        let pivots = statistics.feasibilityPivots
        x = [Double](repeating: 0, count: program.columnCount)
        crash(at: CrashPoint(tight: tight, missed: missed))
        startFromCrashFactors()
        statistics.feasibilityPivots = pivots
        return .crashedAgain
    }

    /// How many required bounds phase 1 must leave basic at 0 before a second crash pays: each
    /// may cost phase 2 a degenerate pivot, and a crash costs about as much as a few.
    static let degenerateBoundsWorthACrash = 8
}

extension RevisedSimplex {
    /// The optional rows of one kind grouped by strength, strongest group first, rows in order.
    func tiers(of kind: LinearProgram.RowKind, skipping skipped: [Bool]? = nil) -> [[Int]] {
        // An equality weighted by side is assumed to hold at its weaker side's strength: the side
        // that gives way first when another equality competes for its variable.
        func strength(_ row: Int) -> Double {
            let below = program.cost[program.minusErrorColumn[row]]
            let above = program.plusErrorColumn[row] >= 0 ? program.cost[program.plusErrorColumn[row]] : below
            return min(above, below)
        }
        // Each row's strength read once, in row order: the sort's comparisons read them from
        // this array, not through the program's columns (at 10,000 views a cache miss each).
        var keyed: [(strength: Double, row: Int)] = []
        for i in 0..<program.rowCount where program.rowKind[i] == kind && skipped?[i] != true {
            keyed.append((strength(i), i))
        }
        // Stable: equal strengths keep their order (rows ascend, so the row breaks ties).
        keyed.sort { a, b in a.strength != b.strength ? a.strength > b.strength : a.row < b.row }
        var tiers: [[Int]] = []
        var last = -1.0
        for (c, i) in keyed {
            if c != last { tiers.append([]); last = c }
            tiers[tiers.count - 1].append(i)
        }
        return tiers
    }
}

/// Scratch vectors over all variables, shared by every eliminator of a crash.
struct EliminationScratch {
    var work: [Double]
    var present: [Bool]
    init(columnCount: Int) {
        work = [Double](repeating: 0, count: columnCount)
        present = [Bool](repeating: false, count: columnCount)
    }
}

/// Rewrites a row so that it no longer mentions the pivot columns of an LU factorisation, by
/// subtracting the pivot rows (U) in pivot order: what Gaussian elimination would have done to
/// the row had it been part of the factorised matrix.
struct PivotEliminator {
    let lu: SparseLU
    var queued: [Bool]
    /// Entries touched (see ``SolverStatistics/eliminationWork``).
    var entriesTouched = 0
    /// A multiplier of a row reduced: row `row` (the program's) was reduced by `value` × pivot
    /// `pivot`'s row of U. Stored in 16 bytes, not a tuple's 24: at 10,000 views the crash writes
    /// some 43,000 of them (a megabyte as tuples), and crashFactors reads them twice.
    struct Multiplier {
        private let row32: Int32, pivot32: Int32
        let value: Double
        init(row: Int, pivot: Int, value: Double) {
            row32 = Int32(row)
            pivot32 = Int32(pivot)
            self.value = value
        }
        var row: Int { Int(row32) }
        var pivot: Int { Int(pivot32) }
    }
    /// The multipliers of the rows reduced, in order. They are the crash basis's L below this
    /// LU's pivots.
    private(set) var multipliers: [Multiplier] = []

    init(lu: SparseLU) {
        self.lu = lu
        queued = [Bool](repeating: false, count: lu.pivots.count)
    }

    private var touched: [Int] = []
    private var heap = PivotHeap(largestFirst: false)

    mutating func reduce(_ entries: [(Int, Double)], row: Int, using scratch: inout EliminationScratch) -> [(Int, Double)] {
        // Rows that mention no pivot column pass through untouched (the common case).
        if !entries.contains(where: { lu.pivotOfColumn[$0.0] >= 0 }) { return entries }
        touched.removeAll(keepingCapacity: true)
        func note(_ j: Int) {
            if !scratch.present[j] { scratch.present[j] = true; touched.append(j) }
            let k = lu.pivotOfColumn[j]
            if k >= 0 && !queued[k] { queued[k] = true; heap.push(k) }
        }
        for (j, a) in entries {
            note(j)
            scratch.work[j] += a
        }
        while let k = heap.pop() {
            queued[k] = false
            let pivot = lu.pivots[k]
            let a = scratch.work[pivot.column]
            scratch.work[pivot.column] = 0
            if abs(a) <= Tolerance.drop { continue }
            let multiplier = a / pivot.value
            multipliers.append(Multiplier(row: row, pivot: k, value: multiplier))
            entriesTouched += 1 + lu.uStart[k + 1] - lu.uStart[k]
            for e in lu.uStart[k]..<lu.uStart[k + 1] {
                let j = lu.uColumns[e]
                note(j)
                scratch.work[j] -= multiplier * lu.uValues[e]
            }
        }
        var result: [(Int, Double)] = []
        for j in touched {
            if lu.pivotOfColumn[j] < 0 && abs(scratch.work[j]) > Tolerance.drop { result.append((j, scratch.work[j])) }
            scratch.work[j] = 0
            scratch.present[j] = false
        }
        return result
    }
}
