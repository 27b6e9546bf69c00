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
        for i in records.indices where records[i].edit == nil { values.append(value(of: records[i])) }
        return values
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
}
