extension Solver {
    /// The value of each constraint's expression at the current solution, in the order of
    /// ``constraints`` (the order they were added; edit constraints left out).
    ///
    /// A constraint `expression OP 0` holds when its value is 0 (`==`), at least 0 (`>=`) or at
    /// most 0 (`<=`), within tolerance. Reading every value at once is much cheaper than asking
    /// each constraint for its ``Constraint/violation``: that walks from the constraint object to
    /// its terms to each variable, three scattered objects per constraint, where this reads the
    /// solver's own arrays in order. Values are those ``updateVariables()`` would write.
    ///
    /// ```swift
    /// try solver.addConstraints([x >= 10, (x == 4).withStrength(.weak)])
    /// solver.constraintValues   // [0, 6]: x = 10, so x − 10 = 0 and x − 4 = 6 (the weak one is missed by 6)
    /// ```
    public var constraintValues: [Double] {
        var values: [Double] = []
        values.reserveCapacity(records.count - edits.count)
        withRecordValues { value in
            for i in records.indices where records[i].edit == nil { values.append(value(i)) }
        }
        return values
    }

    /// How many constraints the solver holds, edit constraints left out: the length of
    /// ``constraintValues``.
    package var constraintCount: Int { records.count - edits.count }

    /// The optional constraints the current solution misses by more than `tolerance` (their
    /// ``RelationalOperator/violation(at:)``), in order: each one's position in
    /// ``constraintValues`` and its value there, the same number.
    ///
    /// What a client that reports unmet preferences asks of a large solver: only the optional
    /// records' terms are read, in storage order, and only the misses are handed back (a layout of
    /// 10,000 views holds 60,000 constraints and misses a handful), so the client need not visit
    /// its own description of every constraint to find them.
    package func unmetOptionalValues(beyond tolerance: Double) -> [(position: Int, value: Double)] {
        var unmet: [(position: Int, value: Double)] = []
        // Required records are told apart by the engine's row kinds (a byte per row) while its rows
        // follow the records, so a required record (most of them) is not read at all. Edit
        // constraints are optional: a required record is never one and always has a position.
        let kinds = rowsFollowRecords ? engine?.program.rowKind : nil
        withRecordValues { value in
            var position = 0
            for i in records.indices {
                if let kinds, i < kinds.count, kinds[i].isRequired {
                    position += 1
                    continue
                }
                if records[i].edit != nil { continue }
                defer { position += 1 }
                if records[i].isRequired { continue }
                let v = value(i)
                if records[i].relation.violation(at: v) > tolerance { unmet.append((position, v)) }
            }
        }
        return unmet
    }

    /// The value of a record's expression at the current solution, with the record's own constant
    /// (which an edit's suggestion replaces); every variable is 0 while nothing is solved.
    func value(of record: ConstraintRecord) -> Double {
        var sum = record.constant
        if let engine {
            for k in record.terms { sum += terms.coefficients[k] * engine.value(ofVariable: terms.variables[k]) }
        }
        return sum
    }

    /// Calls `body` with the value of record `i` (as ``value(of:)``, summed in the same order) read
    /// by index: the record is not copied (a copy retains its constraint object, a scattered
    /// object per record) and the engine and its values are looked up once, not per record.
    private func withRecordValues(_ body: ((Int) -> Double) -> Void) {
        guard let engine else {
            body { records[$0].constant }
            return
        }
        let program = engine.program
        engine.x.withUnsafeBufferPointer { x in
            body { i in
                var sum = records[i].constant
                for k in records[i].terms { sum += terms.coefficients[k] * x[program.column(ofVariable: terms.variables[k])] }
                return sum
            }
        }
    }
}
