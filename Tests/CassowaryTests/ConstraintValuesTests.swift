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

    @Test func anEmptySolverHasNoValues() {
        #expect(Solver().constraintValues.isEmpty)
    }
}
