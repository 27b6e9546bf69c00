/// Warm starts: constraints added to or removed from a solved program keep its basis.
///
/// **Adding.** Each new row brings one basic variable, chosen so that the old optimum stays
/// optimal whenever it can (kiwi restores optimality after an add with dual simplex pivots; here
/// most adds need no pivot at all):
/// 1. a costless auxiliary that is within its bounds at the current values: the slack of an
///    inequality that holds, the artificial of an equality that holds, or a *holder* (a costless
///    auxiliary fixed at 0, see `LinearProgram.appendHolder`) for an optional equality that
///    holds. Nothing moves and the multipliers stay as they were;
/// 2. a variable the row brings along (in no other row), solved from the row. Nothing else moves;
/// 3. a non-basic variable of a row whose other variables are non-basic too: it takes the value
///    that makes the row hold and the basic variables follow (one FTRAN). The multipliers stay;
///    only the moved values are checked against their bounds and their rows.
/// Each is a *border* of the factorisation (``BasisFactorization``): no refactorisation, no
/// pricing. Otherwise (a row that needs an error or a violated auxiliary, or a move that breaks a
/// bound) the add is undone exactly and done again the full way: the rows are appended with
/// their auxiliaries basic, the basis is factorised afresh and the phases run from it. A row that
/// needs phase 1 starts from the old optimum all the same, usually a few pivots from the new one.
///
/// **Removing.** A removed row stays in the program, *released*: its auxiliaries become free and
/// costless and one of them basic, so it constrains nothing and the basis keeps its size. If its
/// auxiliary was basic already and costless, its multiplier was 0 and nothing changes; otherwise
/// (a binding row) the auxiliary enters the basis in one exchange that moves no value, and
/// phase 2 runs from there. Released rows go when the solver next solves from scratch (see
/// `Solver.compactIfWorthIt`).
extension RevisedSimplex {
    /// What a fast add changed, to undo it exactly.
    struct IncrementLog {
        let program: LinearProgram.Mark
        let factor: BasisFactorization.Mark
        let basisCount: Int
        let dualTolerance: Double
        let statistics: SolverStatistics
        var values: [(column: Int, old: Double)] = []
        var tolerances: [(column: Int, old: Double)] = []
        var positions: [(column: Int, old: Int)] = []
    }

    /// How a row added to a solved program gets its basic variable.
    enum RowStart {
        /// A costless auxiliary already within bounds, or a variable only this row has.
        case lower(column: Int)
        /// A non-basic variable that the row moves, the others following.
        case upper(column: Int)
        /// An auxiliary out of bounds or with a cost: the phases must run.
        case auxiliary(column: Int)
    }

    // MARK: Adding

    /// Appends `rows` (records the solver just recorded) to the solved program without pivots.
    /// Returns false, with everything exactly as before, if some row needs the phases; then call
    /// ``appendAndOptimize(_:terms:variableCount:)``.
    mutating func appendWithoutPivots(_ rows: Slice<UnsafeBufferPointer<ConstraintRecord>>, terms: TermStore, variableCount: Int) -> Bool {
        var log = IncrementLog(program: program.mark, factor: factor!.mark, basisCount: basis.count,
                               dualTolerance: dualTolerance, statistics: statistics)
        statistics = SolverStatistics()
        for record in rows {
            let r = appendRowColumns(record, terms: terms, variableCount: variableCount)
            guard let start = chooseStart(row: r, fast: true) else {
                rollBack(log)
                return false
            }
            let moved: Bool
            switch start {
            case .lower(let column):
                moved = border(row: r, lowerWith: column, withinBounds: true, log: &log)
            case .upper(let column):
                moved = border(row: r, upperWith: column, log: &log)
            case .auxiliary:
                moved = false
            }
            guard moved else {
                rollBack(log)
                return false
            }
        }
        if factor!.hasOutgrownItsBorders { refactorKeepingValues() }
        return true
    }

    /// Appends `rows`, each with a basic variable (an auxiliary that takes its residual where no
    /// cheaper start exists, see ``chooseStart(row:fast:)``), and runs the phases from there: from
    /// the old optimum, phase 1 and phase 2 usually have a few pivots to make. Returns false if the
    /// required constraints cannot all hold, everything then exactly as before (the program rolled
    /// back, the rest restored from copies of what pivots change).
    mutating func appendAndOptimize(_ rows: Slice<UnsafeBufferPointer<ConstraintRecord>>, terms: TermStore, variableCount: Int) -> Bool {
        let programMark = program.mark
        let saved = (x: x, basis: basis, positionOf: positionOf, factor: factor, boundTolerance: boundTolerance,
                     dualTolerance: dualTolerance, incrementalUpdates: incrementalUpdates)
        var log = IncrementLog(program: programMark, factor: factor!.mark, basisCount: basis.count,
                               dualTolerance: dualTolerance, statistics: statistics)
        statistics = SolverStatistics()
        for record in rows {
            let r = appendRowColumns(record, terms: terms, variableCount: variableCount)
            switch chooseStart(row: r, fast: false)! {
            case .lower(let column), .auxiliary(let column), .upper(let column):
                border(row: r, lowerWith: column, withinBounds: false, log: &log)
            }
        }
        if optimize() { return true }
        program.rollBack(to: programMark)
        (x, basis, positionOf, factor, boundTolerance) = (saved.x, saved.basis, saved.positionOf, saved.factor, saved.boundTolerance)
        dualTolerance = saved.dualTolerance
        incrementalUpdates = saved.incrementalUpdates
        statistics = log.statistics
        return false
    }

    /// Extends the values, positions and tolerances to the row's new columns and appends it.
    private mutating func appendRowColumns(_ record: ConstraintRecord, terms: TermStore, variableCount: Int) -> Int {
        let r = program.appendRow(record, terms: terms, variableCount: variableCount)
        growColumnArrays()
        dualTolerance = max(dualTolerance, Tolerance.epsilon * 1e-3 * max(record.strength, record.strengthBelow))
        return r
    }

    private mutating func growColumnArrays() {
        while x.count < program.columnCount {
            x.append(0)
            positionOf.append(-1)
            boundTolerance.append(Tolerance.epsilon)
        }
    }

    /// The basic variable row `r` (just appended, its auxiliaries at 0) starts with, or nil when
    /// `fast` and only the phases can settle it.
    private mutating func chooseStart(row r: Int, fast: Bool) -> RowStart? {
        var residual = program.rhs[r]
        var scale = 1 + abs(program.rhs[r])
        var basicVariables = 0
        var newest: (column: Int, size: Double)?
        var largest = 0.0
        for k in program.rowRange(r) {
            let j = program.rowColumns[k]
            guard program.isVariable(j) else { continue }
            let term = program.rowValues[k] * x[j]
            residual -= term
            scale += abs(term)
            largest = max(largest, abs(program.rowValues[k]))
            if positionOf[j] >= 0 {
                basicVariables += 1
            } else if program.isOnlyIn(row: r, column: j), abs(program.rowValues[k]) > (newest?.size ?? 0) {
                newest = (j, abs(program.rowValues[k]))
            }
        }
        let tolerance = Tolerance.epsilon * scale
        for j in program.auxiliaries(ofRow: r) { boundTolerance[j] = tolerance }
        // 1. A costless auxiliary within its bounds.
        switch program.rowKind[r] {
        case .requiredInequality, .optionalInequality:
            if -residual >= -tolerance { return .lower(column: program.slackColumn[r]) }
        case .requiredEquality:
            if abs(residual) <= tolerance { return .lower(column: program.slackColumn[r]) }
        case .optionalEquality:
            if abs(residual) <= tolerance && fast {
                let holder = program.appendHolder(toRow: r)
                growColumnArrays()
                boundTolerance[holder] = tolerance
                return .lower(column: holder)
            }
        case .removed:
            break
        }
        // 2. A variable only this row has, if its coefficient is a stable pivot for the row.
        if let (j, size) = newest, size >= Tolerance.pivotThreshold * largest { return .lower(column: j) }
        // 3. A non-basic variable, the row's others non-basic too.
        if fast && basicVariables == 0, let j = upperCandidate(row: r) { return .upper(column: j) }
        if fast { return nil }
        // 4. The auxiliary that takes the residual with the right sign.
        switch program.rowKind[r] {
        case .optionalEquality:
            return .auxiliary(column: residual >= 0 ? program.minusErrorColumn[r] : program.plusErrorColumn[r])
        case .optionalInequality:
            return .auxiliary(column: residual > 0 ? program.minusErrorColumn[r] : program.slackColumn[r])
        default:
            return .auxiliary(column: program.slackColumn[r])
        }
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
    /// `withinBounds`: refuse (false) a value outside the column's bounds instead of taking it.
    @discardableResult
    private mutating func border(row r: Int, lowerWith column: Int, withinBounds: Bool, log: inout IncrementLog) -> Bool {
        var others: [(position: Int, value: Double)] = []
        var pivot = 0.0, sum = program.rhs[r]
        for k in program.rowRange(r) {
            let j = program.rowColumns[k], a = program.rowValues[k]
            if j == column { pivot = a; continue }
            sum -= a * x[j]
            if positionOf[j] >= 0 { others.append((positionOf[j], a)) }
        }
        let value = sum / pivot
        if withinBounds {
            guard value.isFinite, value >= program.lower[column] - boundTolerance[column],
                  value <= program.upper[column] + boundTolerance[column] else { return false }
        }
        setValue(column, value, log: &log)
        factor!.appendLowerBorder(pivot: pivot, row: others)
        makeBasic(column, log: &log)
        return true
    }

    /// Makes the non-basic variable `column` basic in row `r` as an upper border: it moves to make
    /// the row hold, and the basic variables follow. False if any moved value leaves its bounds or
    /// a row it is in no longer holds.
    private mutating func border(row r: Int, upperWith column: Int, log: inout IncrementLog) -> Bool {
        var pivot = 0.0, residual = program.rhs[r]
        for k in program.rowRange(r) {
            let j = program.rowColumns[k], a = program.rowValues[k]
            if j == column { pivot = a }
            residual -= a * x[j]
        }
        let delta = residual / pivot
        var b: [(row: Int, value: Double)] = []
        program.forEachEntry(inColumn: column) { i, v in if i != r { b.append((i, v)) } }
        var moved = [column]
        if delta != 0 {
            var v = [Double](repeating: 0, count: program.rowCount - 1)
            for (i, a) in b { v[i] = a }
            let z = factor!.ftran(&v)
            setValue(column, x[column] + delta, log: &log)
            for p in z.indices where z[p] != 0 {
                let j = basis[p]
                let value = x[j] - z[p] * delta
                let tolerance = min(boundTolerance[j], Tolerance.epsilon * (1 + abs(value)))
                guard value.isFinite, value >= program.lower[j] - tolerance, value <= program.upper[j] + tolerance else {
                    return false
                }
                setValue(j, value, log: &log)
                moved.append(j)
            }
        }
        factor!.appendUpperBorder(pivot: pivot, column: b)
        makeBasic(column, log: &log)
        return delta == 0 || rowsHold(around: moved, log: &log)
    }

    /// Whether every row the moved columns are in still holds, refreshing those rows' tolerances.
    private mutating func rowsHold(around moved: [Int], log: inout IncrementLog) -> Bool {
        var rows: [Int] = []
        for j in moved {
            if program.isVariable(j) {
                program.forEachEntry(inColumn: j) { i, _ in rows.append(i) }
            } else {
                rows.append(program.row(ofAuxiliary: j))
            }
        }
        rows.sort()
        var last = -1
        for i in rows where i != last {
            last = i
            var sum = -program.rhs[i], scale = 1 + abs(program.rhs[i]), userScale = 1 + abs(program.rhs[i])
            for k in program.rowRange(i) {
                let j = program.rowColumns[k]
                let term = program.rowValues[k] * x[j]
                sum += term
                scale += abs(term)
                if program.isVariable(j) { userScale += abs(term) }
            }
            if abs(sum) > Tolerance.epsilon * scale { return false }
            for k in program.rowRange(i) where !program.isVariable(program.rowColumns[k]) {
                let j = program.rowColumns[k]
                log.tolerances.append((j, boundTolerance[j]))
                boundTolerance[j] = Tolerance.epsilon * userScale
            }
        }
        return true
    }

    private mutating func setValue(_ column: Int, _ value: Double, log: inout IncrementLog) {
        if column < log.program.columnCount { log.values.append((column, x[column])) }
        x[column] = value
    }

    private mutating func makeBasic(_ column: Int, log: inout IncrementLog) {
        if column < log.program.columnCount { log.positions.append((column, positionOf[column])) }
        positionOf[column] = basis.count
        basis.append(column)
    }

    /// Puts everything back as it was before the add that `log` recorded, bit for bit.
    private mutating func rollBack(_ log: IncrementLog) {
        for (j, old) in log.values.reversed() { x[j] = old }
        for (j, old) in log.tolerances.reversed() { boundTolerance[j] = old }
        for (j, old) in log.positions.reversed() { positionOf[j] = old }
        let columns = log.program.columnCount
        x.removeSubrange(columns...)
        positionOf.removeSubrange(columns...)
        boundTolerance.removeSubrange(columns...)
        basis.removeSubrange(log.basisCount...)
        program.rollBack(to: log.program)
        factor!.rollBack(to: log.factor)
        dualTolerance = log.dualTolerance
        statistics = log.statistics
    }

    /// A fresh factorisation of the same basis. Values stay as they are unless the basis turns out
    /// singular and changes, when they are computed again and the phases restore optimality.
    private mutating func refactorKeepingValues() {
        let chosen = basis
        refactor()
        if basis != chosen {
            computeBasicValues()
            flipNegativeAuxiliaries()
            _ = optimize()
        }
    }

    // MARK: Removing

    /// Releases row `r` (see the type's comment). Returns whether the multipliers changed, so that
    /// phase 2 must run before the solution is optimal again.
    mutating func release(row r: Int) -> Bool {
        statistics = SolverStatistics()
        let auxiliaries = program.auxiliaries(ofRow: r)
        var changesMultipliers: Bool
        if let basic = auxiliaries.first(where: { positionOf[$0] >= 0 }) {
            changesMultipliers = program.cost[basic] != 0
        } else {
            var costs = basis.map { program.cost[$0] }
            let y = factor!.btran(&costs)
            changesMultipliers = abs(y[r]) > dualTolerance
            // The auxiliary enters, trading places with the basic variable that depends on it most;
            // that one stays where it is, non-basic, so no value moves.
            let q = auxiliaryColumn(ofRow: r)
            let alpha = column(q)
            var leaving = -1
            var largest = 0.0
            for p in alpha.indices where abs(alpha[p]) > largest && !isReleasedAuxiliary(basis[p]) {
                largest = abs(alpha[p])
                leaving = p
            }
            precondition(leaving >= 0, "a live row's auxiliary is independent of the released rows")
            positionOf[basis[leaving]] = -1
            basis[leaving] = q
            positionOf[q] = leaving
            factor!.replace(position: leaving, alpha: alpha)
            if factor!.pivotEtaCount >= BasisFactorization.maximumEtas { refactorKeepingValues() }
        }
        program.release(row: r)
        return changesMultipliers
    }

    /// Whether `column` is an auxiliary of a released row (free, and basic in its row for good).
    func isReleasedAuxiliary(_ column: Int) -> Bool {
        !program.isVariable(column) && program.rowKind[program.row(ofAuxiliary: column)] == .removed
    }

    /// How many rows are released and still in the program.
    var releasedRowCount: Int { program.rowKind.reduce(0) { $0 + ($1 == .removed ? 1 : 0) } }
}
