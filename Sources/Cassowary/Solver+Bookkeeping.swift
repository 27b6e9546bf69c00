extension Solver {
    /// What a refused add must put back: it only appended records, terms and variables, so their
    /// counts say it all (copies would cost a copy of everything on every add). The engine puts
    /// itself back (see ``solveAdded(from:cannotBeRefused:)``).
    struct Snapshot {
        let variableCount: Int
        let ownedVariableCount: Int
        let recordCount: Int
        let termCount: Int
    }

    func snapshot() -> Snapshot {
        Snapshot(variableCount: variables.count, ownedVariableCount: ownedVariables.count, recordCount: records.count,
                 termCount: terms.count)
    }

    func restore(_ s: Snapshot) {
        for v in variables[s.variableCount...] { variableIndex[v._withUnsafeGuaranteedRef { ObjectIdentifier($0) }] = nil }
        variables.removeSubrange(s.variableCount...)
        ownedVariables.removeSubrange(s.ownedVariableCount...)
        if recordIndexCache != nil {
            for r in records[s.recordCount...] {
                if let c = r.constraint { recordIndexCache![ObjectIdentifier(c)] = nil }
            }
        }
        records.removeSubrange(s.recordCount...)
        terms.truncate(to: s.termCount)
    }

    /// Rejects numbers that must never reach the tableau.
    static func validate(_ constraint: Constraint, reduced: Expression) throws(SolverError) {
        // Called for every constraint a solver takes: a local function, not an array of strengths.
        func check(_ strength: Strength, side: Bool) throws(SolverError) {
            let value = strength.value
            if !value.isFinite || value < 0 {
                throw .invalidNumber(InvalidNumber(place: .strength, problem: value.isFinite ? .negative : .notFinite,
                                                   value: value, constraint: constraint, variable: nil))
            }
            if side && strength.isRequired {
                throw .invalidNumber(InvalidNumber(place: .strength, problem: .requiredSide,
                                                   value: value, constraint: constraint, variable: nil))
            }
        }
        let sided = constraint.strengthBelow != nil
        try check(constraint.strength, side: sided)
        if let below = constraint.strengthBelow { try check(below, side: sided) }
        let expression = constraint.expression
        if !expression.constant.isFinite {
            throw .invalidNumber(InvalidNumber(place: .constant, problem: .notFinite, value: expression.constant,
                                               constraint: constraint, variable: nil))
        }
        for term in expression.terms where !term.coefficient.isFinite {
            throw .invalidNumber(InvalidNumber(place: .coefficient, problem: .notFinite, value: term.coefficient,
                                               constraint: constraint, variable: term.variable))
        }
        for term in reduced.terms where Tolerance.isZero(term.coefficient) {
            throw .invalidNumber(InvalidNumber(place: .coefficient, problem: .negligible, value: term.coefficient,
                                               constraint: constraint, variable: term.variable))
        }
    }

    /// Stores the constraint's reduced terms as column indices, registering new variables, and
    /// returns where they are.
    func registerTerms(of expression: Expression) -> Range<Int> {
        let start = terms.count
        // Through the buffer: copying each term out of the array would retain its variable, one
        // scattered object per term (a cache miss apiece in large layouts), to learn its identity.
        expression.terms.withUnsafeBufferPointer { buffer in
            for k in buffer.indices {
                let column = column(of: ObjectIdentifier(buffer[k].variable), retaining: true) {
                    Unmanaged.passUnretained(buffer[k].variable)
                }
                terms.append(variable: column, coefficient: buffer[k].coefficient)
            }
        }
        return start..<terms.count
    }

    /// The column of the variable `key` names, registering `variable()` as a new column the first
    /// time it is seen (a closure, so the common case never touches the variable). `retaining`:
    /// whether the solver keeps the new variable alive (a constraint object's or an edit's), or
    /// its caller does (a row's, see ``addRows(_:)``), in which case the variable is not touched.
    @inline(__always)
    func column(of key: ObjectIdentifier, retaining: Bool, registering variable: () -> Unmanaged<Variable>) -> Int {
        if let i = variableIndex[key] { return i }
        let column = variables.count
        variableIndex[key] = column
        let v = variable()
        variables.append(v)
        if retaining { ownedVariables.append(v.takeUnretainedValue()) }
        return column
    }

    func appendRecord(_ record: ConstraintRecord) {
        if let c = record.constraint { recordIndexCache?[ObjectIdentifier(c)] = records.count }
        records.append(record)
    }

    /// The position of `constraint` in `records`, building the index on first use.
    func recordPosition(of constraint: Constraint) -> Int? {
        if recordIndexCache == nil {
            var index = [ObjectIdentifier: Int](minimumCapacity: records.count)
            for (i, r) in records.enumerated() {
                if let c = r.constraint { index[ObjectIdentifier(c)] = i }
            }
            recordIndexCache = index
        }
        return recordIndexCache![ObjectIdentifier(constraint)]
    }

    /// Removes the records at `order` (positions, ascending, each once) and re-solves: their rows are released in the engine (see
    /// `RevisedSimplex+Increment.swift`), and the primal simplex runs only if a released row was
    /// binding. Removing never makes the required constraints unsatisfiable: should the warm path
    /// meet rounding, the phases run the full way, and should those fail, the solve starts again
    /// from the previous solution, which still holds.
    func removeRecords(_ order: [Int]) {
        let rows = order.map { row(ofRecord: $0) }
        let onlyTheLast = order.count == 1 && order[0] == records.count - 1
        // Records after a removed one move down; their rows stay where they are.
        if !onlyTheLast { materializeRows() }
        releasedRowCount += order.count
        for i in order { garbageTermCount += records[i].terms.count }
        if onlyTheLast {
            if let c = records[order[0]].constraint { recordIndexCache?[ObjectIdentifier(c)] = nil }
            records.removeLast()
        } else {
            var kept: [ConstraintRecord] = []
            kept.reserveCapacity(records.count - order.count)
            var next = 0
            for (i, r) in records.enumerated() {
                if next < order.count && order[next] == i { next += 1 } else { kept.append(r) }
            }
            records = kept
            recordIndexCache = nil
        }
        if garbageTermCount > 1024 && 2 * garbageTermCount > terms.count {
            terms = terms.compacted(for: &records)
            garbageTermCount = 0
        }
        if records.isEmpty || releasedRowCount > 3 * records.count + 64 {
            // Released rows outnumber the rest three to one: solve the rest from scratch, without
            // them (geometrically: all the rebuilds of a solver emptied one row at a time cost
            // a third of its first build).
            _ = rebuild(cannotBeRefused: true)
            return
        }
        switch engine!.releaseWarm(rows: rows) {
        case .solved:
            return
        case .expensive:
            _ = rebuild(cannotBeRefused: true)
        case .infeasible, .trouble:
            // The rows are released and the basis is valid: the phases the full way, and should
            // those fail through rounding, the values that held.
            let previous = engine!.variableValues()
            if !engine!.optimize() { _ = engine!.solve(fromAHoldingSolution: previous[...]) }
        }
    }

    /// The engine's row of record `i`: `i` itself while ``rowsFollowRecords``.
    @inline(__always) func row(ofRecord i: Int) -> Int {
        rowsFollowRecords ? i : records[i].row
    }

    /// Writes every record's row into it, once rows and records part ways (a removal in the middle,
    /// an add after removals): a solve from scratch leaves them aligned and writes nothing, so
    /// a layout's 50,000 records are not visited again.
    func materializeRows() {
        guard rowsFollowRecords else { return }
        rowsFollowRecords = false
        records.withUnsafeMutableBufferPointer { records in
            for i in records.indices { records[i].row = i }
        }
    }

    /// Solves after records `first...` were appended: from the current basis when that pays (a
    /// batch no larger than what the solver holds), else from scratch. Returns nil on success, or
    /// a minimal set of conflicting required constraints (their positions in `records`), the engine
    /// then being exactly as before (unless `cannotBeRefused`, see ``rebuild(cannotBeRefused:)``).
    func solveAdded(from first: Int, cannotBeRefused: Bool = false) -> [Int]? {
        let count = records.count - first
        if engine != nil && count <= first && releasedRowCount <= 3 * first + 64 {
            let base = engine!.program.rowCount
            // The records are lent for the call only: a slice kept alive while `row` is set below
            // would make that a copy of every record.
            let outcome = records.withUnsafeBufferPointer { all in
                engine!.appendWarm(all[first...], terms: terms, variableCount: variables.count)
            }
            if outcome == .solved {
                if !rowsFollowRecords || base != first {
                    materializeRows()
                    for i in first..<records.count { records[i].row = base + i - first }
                }
                return nil
            }
            // Infeasible from here, rounding, or more work than a fresh start: the solve from
            // scratch decides (the engine is back as it was) and finds the conflict.
        }
        let before = engine
        let conflicts = rebuild(cannotBeRefused: cannotBeRefused)
        if conflicts != nil && !cannotBeRefused { engine = before }
        return conflicts
    }

    /// Solves the current records from scratch. Returns nil on success, or a minimal set of
    /// conflicting required constraints (positions in `records`); the caller then restores its
    /// snapshot and engine.
    ///
    /// The engine always describes the current records afterwards, even when the solve fails:
    /// calls that cannot be refused (removals, edit variables) ignore a failure that only rounding
    /// can cause, and must not be left with an engine built for other rows (a later suggestion
    /// would change the wrong row; found by fuzzing).
    ///
    /// `cannotBeRefused`: the call only removed rows or added optional ones (a removal, a change of
    /// edit variables), so the last solution still holds every required row; should the solve
    /// from scratch fail, the engine starts again from it (see `RevisedSimplex.solve(fallingBackOn:)`).
    func rebuild(cannotBeRefused: Bool = false) -> [Int]? {
        releasedRowCount = 0
        if records.isEmpty {
            engine = nil
            return nil
        }
        var simplex = RevisedSimplex(program: LinearProgram(records: records, terms: terms, variableCount: variables.count))
        let previous = cannotBeRefused ? engine.map { $0.variableValues()[...] } : nil
        let finder = ConflictFinder(records: records, terms: terms, variableCount: variables.count, candidates: [])
        let refutes: (([Int]) -> Bool)? = cannotBeRefused ? nil : { rows in finder.isInfeasible(rows) }
        let solved = simplex.solve(fallingBackOn: previous, isInfeasible: refutes)
        if solved || cannotBeRefused { rowsFollowRecords = true }
        engine = simplex
        if solved { return nil }
        return ConflictFinder(records: records, terms: terms, variableCount: variables.count,
                              candidates: simplex.conflictCandidates()).minimalConflict()
    }
}
