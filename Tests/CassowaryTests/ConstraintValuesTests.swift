import Cassowary
import Testing

/// `Solver.constraintValues`: each constraint's expression at the solution, in order of addition.
struct ConstraintValuesTests {
    @Test func valuesFollowTheOrderOfAdditionAndShowMisses() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x >= 10, (x == 4).withStrength(.weak), y == x + 5, (y <= 3).withStrength(.medium)])
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        // x − 10, x − 4, y − (x + 5), y − 3
        #expect(solver.constraintValues == [0, 6, 0, 12])
    }

    @Test func valuesMatchEachConstraintsOwnExpressionAfterEditsAndRemovals() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let pair = a + b == 100
        let cs: [Constraint] = [pair, (a == 30).withStrength(.strong), c >= a * 2, (c == 0).withStrength(.weak)]
        try solver.addConstraints(cs)
        try solver.addEditVariable(b, strength: .medium)
        try solver.suggestValue(b, 80)
        solver.updateVariables()
        // Edit constraints are left out: one value per constraint, in `constraints` order.
        #expect(solver.constraints.count == 4)
        #expect(solver.constraintValues == solver.constraints.map(\.expression.value))
        try solver.removeConstraint(cs[1])
        solver.updateVariables()
        #expect(solver.constraintValues.count == 3)
        #expect(solver.constraintValues == solver.constraints.map(\.expression.value))
    }

    @Test func aValueMissesEachRelationByWhatIsOnTheWrongSide() {
        #expect(RelationalOperator.equal.violation(at: -3) == 3)
        #expect(RelationalOperator.equal.violation(at: 2) == 2)
        #expect(RelationalOperator.greaterThanOrEqual.violation(at: -3) == 3)
        #expect(RelationalOperator.greaterThanOrEqual.violation(at: 2) == 0)
        #expect(RelationalOperator.lessThanOrEqual.violation(at: -3) == 0)
        #expect(RelationalOperator.lessThanOrEqual.violation(at: 2) == 2)
    }

    @Test func violationsFromTheValuesAreEachConstraintsOwn() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let cs = [x >= 10, (x == 4).withStrength(.weak), y == x + 5, (y <= 3).withStrength(.medium)]
        try solver.addConstraints(cs)
        solver.updateVariables()
        #expect(zip(cs, solver.constraintValues).map { $0.relation.violation(at: $1) } == cs.map(\.violation))
        #expect(cs.map(\.violation) == [0, 6, 0, 12])
    }

    @Test func anEmptySolverHasNoValues() {
        #expect(Solver().constraintValues.isEmpty)
    }

    @Test func unmetOptionalValuesAreTheOptionalMissesOfTheValues() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // The strong x >= 12 wins: x = 12, y = 17. Then x − 10 = 2 (required, holds), x − 4 = 8 (weak:
        // missed), y − (x + 5) = 0, y − 3 = 14 (medium: missed), y − 20 = −3 (optional <=: holds).
        try solver.addConstraints([x >= 10, (x == 4).withStrength(.weak), y == x + 5, (y <= 3).withStrength(.medium),
                                   (y <= 20).withStrength(.strong)])
        try solver.addEditVariable(x, strength: .weak)
        try solver.addConstraint((x >= 12).withStrength(.strong))
        // Positions skip the edit constraint, as those of `constraintValues` do.
        let unmet = solver.unmetOptionalValues(beyond: 1e-9)
        #expect(unmet.map(\.position) == [1, 3])
        #expect(unmet.map(\.value) == [solver.constraintValues[1], solver.constraintValues[3]])
        #expect(unmet.map(\.value) == [8, 14])
        #expect(solver.constraintCount == solver.constraintValues.count)
        #expect(solver.unmetOptionalValues(beyond: 10).map(\.position) == [3])
    }

    @Test func unmetOptionalValuesAfterRemovalsFollowTheRecordsNotTheRows() throws {
        let x = Variable("x")
        let solver = Solver()
        let cs: [Constraint] = [x >= 0, (x == 50).withStrength(.weak), x <= 30, (x == 40).withStrength(.medium), x >= 5]
        try solver.addConstraints(cs)
        // Removing from the middle parts records and rows: the kinds of the rows no longer say the records'.
        try solver.removeConstraint(cs[0])
        let values = solver.constraintValues
        let expected = zip(solver.constraints, values).enumerated().filter { _, pair in
            !pair.0.isRequired && pair.0.relation.violation(at: pair.1) > 1e-9
        }.map(\.offset)
        #expect(solver.unmetOptionalValues(beyond: 1e-9).map(\.position) == expected)
        #expect(expected == [0, 2])
    }
}
