extension Solver {
    /// Everything a failed call must put back.
    struct Snapshot {
        let variableCount: Int
        let records: [ConstraintRecord]
        let termCount: Int
        let recordIndexCache: [ObjectIdentifier: Int]?
        let engine: RevisedSimplex?
    }

    func snapshot() -> Snapshot {
        Snapshot(variableCount: variables.count, records: records, termCount: terms.count,
                 recordIndexCache: recordIndexCache, engine: engine)
    }

    func restore(_ s: Snapshot) {
        for v in variables[s.variableCount...] { variableIndex[ObjectIdentifier(v)] = nil }
        variables.removeSubrange(s.variableCount...)
        records = s.records
        terms.truncate(to: s.termCount)
        recordIndexCache = s.recordIndexCache
        engine = s.engine
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
                let key = ObjectIdentifier(buffer[k].variable)
                let column: Int
                if let i = variableIndex[key] {
                    column = i
                } else {
                    column = variables.count
                    variableIndex[key] = column
                    variables.append(buffer[k].variable)
                }
                terms.append(variable: column, coefficient: buffer[k].coefficient)
            }
        }
        return start..<terms.count
    }

    func appendRecord(_ record: ConstraintRecord) {
        recordIndexCache?[ObjectIdentifier(record.constraint)] = records.count
        records.append(record)
    }

    /// The position of `constraint` in `records`, building the index on first use.
    func recordPosition(of constraint: Constraint) -> Int? {
        if recordIndexCache == nil {
            var index = [ObjectIdentifier: Int](minimumCapacity: records.count)
            for (i, r) in records.enumerated() { index[ObjectIdentifier(r.constraint)] = i }
            recordIndexCache = index
        }
        return recordIndexCache![ObjectIdentifier(constraint)]
    }

    func removeRecords(_ doomed: Set<Int>) {
        var kept: [ConstraintRecord] = []
        kept.reserveCapacity(records.count - doomed.count)
        for (i, r) in records.enumerated() where !doomed.contains(i) { kept.append(r) }
        terms = terms.compacted(for: &kept)
        records = kept
        recordIndexCache = nil
    }

    /// Solves the current records from scratch. Returns nil on success, or a minimal set of
    /// conflicting required constraints; the caller then restores its snapshot.
    ///
    /// The engine always describes the current records afterwards, even when the solve fails:
    /// calls that cannot be refused (removals, edit variables) ignore a failure that only rounding
    /// can cause, and must not be left with an engine built for other rows (a later suggestion
    /// would change the wrong row; found by fuzzing).
    ///
    /// `cannotBeRefused`: the call only removed rows or added optional ones (a removal, a change of
    /// edit variables), so the last solution still holds every required row; should the solve
    /// from scratch fail, the engine starts again from it (see `RevisedSimplex.solve(fallingBackOn:)`).
    func rebuild(cannotBeRefused: Bool = false) -> [Constraint]? {
        if records.isEmpty {
            engine = nil
            return nil
        }
        var simplex = RevisedSimplex(program: LinearProgram(records: records, terms: terms, variableCount: variables.count))
        let previous = cannotBeRefused ? engine.map { $0.x[..<$0.program.variableCount] } : nil
        let solved = simplex.solve(fallingBackOn: previous)
        engine = simplex
        if solved { return nil }
        return ConflictFinder(records: records, terms: terms, variableCount: variables.count,
                              candidates: simplex.conflictCandidates()).minimalConflict()
    }
}
