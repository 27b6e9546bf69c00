import Cassowary
import Testing

/// `Solver.addRows`: a batch of rows solves exactly as the same constraints added as objects, and
/// its errors name rows by position.
struct ConstraintRowsTests {
    /// A grid of boxes with required, optional, sided and self-cancelling constraints.
    static func scene(_ v: [Variable]) -> [Constraint] {
        var cs: [Constraint] = []
        for i in 0..<v.count / 2 {
            let x = v[2 * i], w = v[2 * i + 1]
            cs.append(x >= Double(i) * 3)
            cs.append((w == Double(10 + i)).withStrength(.strong))
            cs.append(Constraint(w - 12, equalWithStrengthAbove: Strength(250), below: Strength(750)))
            if i > 0 { cs.append(x == v[2 * i - 2] + v[2 * i - 1] + 4) }
            // x + w − x: x's terms cancel exactly, so x is not this row's variable.
            cs.append((x + w - x <= 40).withStrength(.medium))
            cs.append(Constraint(Expression([Term(w, 0), Term(x, 1)], constant: -1), .greaterThanOrEqual))
        }
        return cs
    }

    static func rows(_ cs: [Constraint]) -> ConstraintRows {
        var rows = ConstraintRows()
        for c in cs { rows.append(c) }
        return rows
    }

    @Test func rowsSolveAsTheSameConstraintsAddedAsObjects() throws {
        let a = (0..<12).map { Variable("v\($0)") }, b = (0..<12).map { Variable("v\($0)") }
        let objects = Solver(), rows = Solver()
        try objects.addConstraints(Self.scene(a))
        try rows.addRows(Self.rows(Self.scene(b)))
        objects.updateVariables()
        rows.updateVariables()
        #expect(a.map(\.value) == b.map(\.value))
        #expect(objects.variableCount == rows.variableCount)
        #expect(objects.constraintValues == rows.constraintValues)
        #expect(objects.lastSolveStatistics.description == rows.lastSolveStatistics.description)
        // Rows are not objects: `constraints` lists none of them.
        #expect(rows.constraints.isEmpty && objects.constraints.count == Self.scene(a).count)
    }

    @Test func aRowValueIsItsExpressionAtTheVariablesValues() throws {
        let x = Variable("x"), y = Variable("y")
        let cs = [x == 3, y == x * 2 + 1, (x + y >= 100).withStrength(.weak)]
        let batch = Self.rows(cs)
        let solver = Solver()
        try solver.addRows(batch)
        solver.updateVariables()
        #expect((0..<3).map { batch.value(ofRow: $0) } == cs.map(\.expression.value))
        #expect(batch.value(ofRow: 2) == 3 + 7 - 100)
        #expect("\(batch.constraint(ofRow: 1))" == "\(cs[1])")
    }

    @Test func anUnusableNumberNamesItsRowAndAddsNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x == 5)
        let batch = Self.rows([y >= 1, x * 1e-12 + y == 4, y <= 9])
        #expect {
            try solver.addRows(batch)
        } throws: { error in
            guard case let .invalidNumber(row, number) = error as? ConstraintRowsError else { return false }
            return row == 1 && number.place == .coefficient && number.problem == .negligible && number.variable === x
        }
        #expect(solver.variableCount == 1)
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 0)
    }

    @Test func conflictingRowsAreNamedByPositionAndAddNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(y == 2)
        let batch = Self.rows([y >= 0, x >= 10, (x == 1).withStrength(.weak), x <= 5])
        #expect {
            try solver.addRows(batch)
        } throws: { error in
            guard case let .unsatisfiable(culprit, conflicts) = error as? ConstraintRowsError else { return false }
            return culprit == 1 && conflicts.sorted() == [1, 3]
        }
        #expect(solver.variableCount == 1)
        solver.updateVariables()
        #expect(y.value == 2)
    }

    @Test func pickedRowsKeepTheirOrderAndConstants() {
        let x = Variable("x")
        var batch = Self.rows([x == 1, x >= 2, x <= 3])
        batch.setConstant(-7, strengthBelow: nil, ofRow: 2)
        let picked = batch.rows(at: [2, 0])
        #expect(picked.count == 2)
        #expect("\(picked.constraint(ofRow: 0))" == "\(x - 7 <= 0)")
        #expect("\(picked.constraint(ofRow: 1))" == "\(batch.constraint(ofRow: 0))")
    }
}
