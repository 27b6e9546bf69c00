/// Why ``Solver/addRows(_:)`` refused a batch; rows are named by their position in it.
package enum ConstraintRowsError: Error {
    /// The required rows at `conflicts` cannot all hold (a minimal set, as
    /// ``SolverError/unsatisfiableConstraint(_:conflicts:)``'s); `culprit` is the first of them.
    case unsatisfiable(culprit: Int, conflicts: [Int])
    /// Row `row` holds an unusable number (the number's `constraint` is nil: rows have no object).
    case invalidNumber(row: Int, InvalidNumber)
}

extension Solver {
    /// Adds a batch of rows, all or none, and solves once: ``addConstraints(_:)`` for constraints
    /// that are rows of a ``ConstraintRows`` rather than objects (see there). The records, the
    /// program and so every pivot and value are those the same constraints added as objects, in
    /// the same order, give.
    ///
    /// Rows are not objects: ``constraints`` does not list them and they cannot be removed one by
    /// one; ``constraintValues`` does list them, in order. The variables the rows mention must
    /// stay alive while the solver holds them: neither the rows nor the solver retain them (the
    /// solver reads their identity only, and writes their values in ``updateVariables()``).
    package func addRows(_ batch: ConstraintRows) throws(ConstraintRowsError) {
        if batch.isEmpty { return }
        let saved = snapshot()
        let first = records.count
        if records.count + batch.count > records.capacity {
            records.reserveCapacity(max(records.count + batch.count, 2 * records.count))
            recordIndexCache?.reserveCapacity(max(records.count + batch.count, 2 * records.count))
        }
        // The variables the batch expects, sized once (their table and list were doubled as
        // variables came, each doubling a rehash of every key).
        if batch.expectedVariableCount > 0 {
            variableIndex.reserveCapacity(variables.count + batch.expectedVariableCount)
            variables.reserveCapacity(variables.count + batch.expectedVariableCount)
        }
        // The batch's terms at most (repeats and zeros are dropped): one allocation, where
        // appending grew the store by doubling, copying it each time.
        let batchTerms = batch.termCount
        if terms.count + batchTerms > terms.capacity {
            terms.reserveCapacity(max(terms.count + batchTerms, 2 * terms.count))
        }
        var termStart = 0
        for (i, row) in batch.rows.enumerated() {
            let termEnd = row.termEnd
            do throws(ConstraintRowsError) {
                let range = try registerRowTerms(of: batch, termStart..<termEnd, row: row, index: i)
                appendRecord(ConstraintRecord(constraint: nil, terms: range, constant: row.constant, edit: nil,
                                              relation: row.relation, strength: row.strength, strengthBelow: row.strengthBelow))
            } catch {
                restore(saved)
                throw error
            }
            termStart = termEnd
        }
        if let conflicts = solveAdded(from: first) {
            restore(saved)
            let rows = conflicts.filter { $0 >= first }.map { $0 - first }
            throw .unsatisfiable(culprit: rows.min() ?? 0, conflicts: rows)
        }
    }

    /// Validates one row as ``validate(_:reduced:)`` does a constraint (the same checks, in the
    /// same order) and stores its reduced terms: the terms of each variable added together in
    /// order of first appearance, exact zeros dropped.
    private func registerRowTerms(of batch: ConstraintRows, _ range: Range<Int>, row: ConstraintRows.Row, index: Int) throws(ConstraintRowsError) -> Range<Int> {
        func check(_ strength: Strength, side: Bool) throws(ConstraintRowsError) {
            let value = strength.value
            if !value.isFinite || value < 0 {
                throw .invalidNumber(row: index, InvalidNumber(place: .strength, problem: value.isFinite ? .negative : .notFinite,
                                    value: value, constraint: nil, variable: nil))
            }
            if side && strength.isRequired {
                throw .invalidNumber(row: index, InvalidNumber(place: .strength, problem: .requiredSide, value: value, constraint: nil, variable: nil))
            }
        }
        let sided = row.strengthBelow != nil
        try check(row.strength, side: sided)
        if let below = row.strengthBelow { try check(below, side: sided) }
        if !row.constant.isFinite {
            throw .invalidNumber(row: index, InvalidNumber(place: .constant, problem: .notFinite, value: row.constant, constraint: nil, variable: nil))
        }
        for k in range where !batch.coefficient(at: k).isFinite {
            throw .invalidNumber(row: index, InvalidNumber(place: .coefficient, problem: .notFinite, value: batch.coefficient(at: k),
                                constraint: nil, variable: batch.variable(at: k)))
        }
        // The reduced terms (first term of each variable, summed coefficient), zeros dropped, as
        // `Expression.reduced()` makes them; usually the row's own terms (no repeat, no zero).
        var combined: [(term: Int, coefficient: Double)]?
        outer: for k in range {
            let key = batch.variableIdentifier(at: k)
            var repeated = batch.coefficient(at: k) == 0
            if !repeated {
                for j in range.lowerBound..<k where batch.variableIdentifier(at: j) == key { repeated = true; break }
            }
            if repeated { combined = []; break outer }
        }
        if combined != nil {
            var list: [(term: Int, coefficient: Double)] = []
            next: for k in range {
                let key = batch.variableIdentifier(at: k)
                for i in list.indices where batch.variableIdentifier(at: list[i].term) == key {
                    list[i].coefficient += batch.coefficient(at: k)
                    continue next
                }
                list.append((k, batch.coefficient(at: k)))
            }
            combined = list.filter { $0.coefficient != 0 }
        }
        if let combined {
            for (term, coefficient) in combined where Tolerance.isZero(coefficient) {
                throw .invalidNumber(row: index, InvalidNumber(place: .coefficient, problem: .negligible, value: coefficient,
                                    constraint: nil, variable: batch.variable(at: term)))
            }
        } else {
            for k in range where Tolerance.isZero(batch.coefficient(at: k)) {
                throw .invalidNumber(row: index, InvalidNumber(place: .coefficient, problem: .negligible, value: batch.coefficient(at: k),
                                    constraint: nil, variable: batch.variable(at: k)))
            }
        }
        let start = terms.count
        func register(_ k: Int, _ coefficient: Double) {
            terms.append(variable: column(of: batch.variableIdentifier(at: k), retaining: false) { batch.unmanagedVariable(at: k) },
                         coefficient: coefficient)
        }
        if let combined {
            for (term, coefficient) in combined { register(term, coefficient) }
        } else {
            for k in range { register(k, batch.coefficient(at: k)) }
        }
        return start..<terms.count
    }
}
