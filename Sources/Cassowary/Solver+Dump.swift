extension Solver {
    /// A readable account of the solver's state: variables and their solved values, every
    /// constraint with its strength and how far it is from holding, the edit variables with their
    /// suggestions, and the work of the last solve.
    ///
    /// ```
    /// Variables (2):
    ///   left = 20
    ///   width = 280
    /// Constraints (3):
    ///   #0 left - 20.0 == 0 | required
    ///   #1 -left - width + 300.0 >= 0 | required
    ///   #2 width - 400.0 == 0 | strong   (misses by 120)
    /// Edit variables (0)
    /// Last solve: 0 pivots (0 feasibility, 0 optimality), 1 factorizations
    /// ```
    public func dump() -> String {
        var lines: [String] = []
        lines.append("Variables (\(variables.count)):")
        for (i, v) in variables.enumerated() {
            lines.append("  \(v.takeUnretainedValue()) = \(engine?.value(ofVariable: i) ?? 0)")
        }
        let plain = records.enumerated().filter { $0.element.edit == nil }
        lines.append("Constraints (\(plain.count)):")
        for (i, record) in plain {
            let c = record.constraint.map { "\($0)" } ?? rowDescription(record)
            let miss = missedBy(record)
            lines.append("  #\(i) \(c)"
                + (miss > 0 ? "   (misses by \(miss))" : ""))
        }
        lines.append("Edit variables (\(edits.count))" + (edits.isEmpty ? "" : ":"))
        for edit in edits {
            let r = recordPosition(of: edit.constraint)!
            let miss = missedBy(records[r])
            lines.append("  \(edit.variable) -> \(edit.suggestedValue) | \(edit.constraint.strength)"
                + (miss > 0 ? "   (misses by \(miss))" : ""))
        }
        lines.append("Last solve: \(lastSolveStatistics)")
        return lines.joined(separator: "\n")
    }

    /// A record added as a row (no object) written as its constraint would be.
    private func rowDescription(_ record: ConstraintRecord) -> String {
        let expression = Expression(record.terms.map { Term(variables[terms.variables[$0]].takeUnretainedValue(), terms.coefficients[$0]) },
                                    constant: record.constant)
        let weight = record.strengthBelow != record.strength
            ? "above \(Strength(record.strength)), below \(Strength(record.strengthBelow))" : "\(Strength(record.strength))"
        return "\(expression) \(record.relation.rawValue) 0 | \(weight)"
    }

    /// How far a record is from holding at the current solution (its own constant, which an
    /// edit's suggestion replaces).
    private func missedBy(_ record: ConstraintRecord) -> Double {
        let miss = record.relation.violation(at: value(of: record))
        return miss > Tolerance.epsilon * (1 + abs(record.constant)) ? miss : 0
    }
}
