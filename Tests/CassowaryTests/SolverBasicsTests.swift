import Cassowary
import Testing

/// Small systems whose answers can be worked out by hand.
@Suite struct SolverBasicsTests {
    @Test func variableCountCountsEachVariableOnceAndForgetsOnReset() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        #expect(solver.variableCount == 0)
        try solver.addConstraints([x + y == 10, x - y >= 2])
        #expect(solver.variableCount == 2)
        try solver.addEditVariable(z, strength: .weak)
        #expect(solver.variableCount == 3)
        solver.reset()
        #expect(solver.variableCount == 0)
    }

    @Test func requiredEqualitiesAndInequalities() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraints([left == 20, left + width <= 300, (width == 400).withStrength(.strong)])
        solver.updateVariables()
        #expect(left.value == 20)
        #expect(width.value == 280)
    }

    @Test func strongerPreferenceWins() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([(x == 10).withStrength(.weak), (x == 20).withStrength(.medium),
                                   (x >= 0), (x <= 100)])
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test func weightedSumManyWeakBeatOneMediumOnlyPastTheWeight() throws {
        // 999 weak constraints lose to one medium (weight 1000); 1001 would win.
        let x = Variable("x")
        let solver = Solver()
        var cs = [(x == 0).withStrength(.medium)]
        for _ in 0..<999 { cs.append((x == 1).withStrength(.weak)) }
        try solver.addConstraints(cs)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.addConstraints([(x == 1).withStrength(.weak), (x == 1).withStrength(.weak)])
        solver.updateVariables()
        #expect(x.value == 1)
    }

    @Test func editVariableFollowsSuggestions() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([y == x * 2 + 1, x >= 0])
        try solver.addEditVariable(x, strength: .strong)
        for v in [3.0, -5.0, 42.5] {
            try solver.suggestValue(x, v)
            solver.updateVariables()
            #expect(x.value == max(0, v))
            #expect(y.value == max(0, v) * 2 + 1)
        }
    }

    @Test func unsatisfiableNamesTheMinimalConflict() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let c1 = a >= 10, c2 = b == a + 5, c3 = c == 3, c4 = c <= 100
        try solver.addConstraints([c1, c2, c3, c4])
        solver.updateVariables()
        let bad = b <= 12
        do {
            try solver.addConstraint(bad)
            Issue.record("expected unsatisfiable")
        } catch let error {
            guard case let .unsatisfiableConstraint(culprit, conflicts) = error else {
                Issue.record("wrong error \(error)"); return
            }
            #expect(culprit === bad)
            #expect(conflicts.count == 3)
            #expect(conflicts.contains { $0 === c1 } && conflicts.contains { $0 === c2 } && conflicts.contains { $0 === bad })
        }
        #expect(!solver.hasConstraint(bad))
        solver.updateVariables()
        #expect(a.value >= 10 && b.value == a.value + 5 && c.value == 3)
    }
}

@Suite struct SolverStateTests {
    @Test func dumpShowsValuesConstraintsMissesAndEdits() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraints([left == 20, left + width <= 300, (width == 400).withStrength(.strong)])
        try solver.addEditVariable(left, strength: .weak)
        let dump = solver.dump()
        #expect(dump.contains("left = 20.0"))
        #expect(dump.contains("width = 280.0"))
        #expect(dump.contains("width - 400.0 == 0 | strong   (misses by 120.0)"))
        #expect(dump.contains("Constraints (3):"))
        #expect(dump.contains("Edit variables (1):\n  left -> 20.0 | weak"))
        #expect(!dump.contains("left - 20.0 == 0 | required   (misses"))
    }

    @Test func resetForgetsEverything() throws {
        let x = Variable("x")
        let solver = Solver()
        let c = x == 5
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == nil)
        try solver.addConstraint(c)          // not a duplicate any more
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func removingTheEditConstraintDirectlyIsUnknown() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.constraints.isEmpty)   // edit constraints are the solver's own
        #expect(throws: SolverError.self) { try solver.removeConstraints(solver.constraints + [x == 1]) }
    }
}

@Suite struct SolverUniquenessTests {
    @Test func aRangeIsNotUniqueUntilSomethingPrefersAPoint() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraints([x >= 0, x <= 10])
        #expect(!solver.hasUniqueSolution)
        try solver.addConstraint((x == 4).withStrength(.weak))
        #expect(solver.hasUniqueSolution)
    }

    /// A read-only query moves nothing. The add below is solved from scratch and stops at a zero
    /// objective with its basis unpriced; pricing it pivots and recomputes the values from the new
    /// factors, which moved v0 by rounding (−5002505 to −5002504.999999988, as in the fuzzer's
    /// crash-21b63f48) when `hasUniqueSolution` priced the solver's own basis.
    @Test func askingForUniquenessMovesNoValue() throws {
        let v0 = Variable("v0"), v2 = Variable("v2"), v4 = Variable("v4")
        let solver = Solver()
        let pull = Constraint(1000 * v4 + 2000 * v0 - 10, .greaterThanOrEqual, strength: .strong)
        try solver.addConstraints([pull, Constraint(2 * v4 + 1000 * v2 - 1_000_000, .greaterThanOrEqual, strength: .medium),
                                   0.001 * v4 - 10 >= 0])
        try solver.removeConstraint(pull)
        try solver.addEditVariable(v2, strength: .medium)
        try solver.addConstraint(1000.5 * v4 + 2 * v0 + 10 == 0)
        solver.updateVariables()
        let before = [v0.value, v2.value, v4.value], statistics = solver.lastSolveStatistics
        #expect(before == [-5_002_505, 980, 9_999.999999999998])
        let unique = solver.hasUniqueSolution
        #expect(solver.hasUniqueSolution == unique)
        solver.updateVariables()
        #expect([v0.value, v2.value, v4.value] == before)
        #expect(solver.lastSolveStatistics == statistics)
    }

    @Test func aFreeVariableIsNotUnique() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x + y == 10)
        #expect(!solver.hasUniqueSolution)
        try solver.addConstraint(x == 3)
        #expect(solver.hasUniqueSolution)
    }

    @Test func equalStrengthTiesAreNotUnique() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraints([x + y == 100, (x == 80).withStrength(.medium), (y == 80).withStrength(.medium)])
        #expect(!solver.hasUniqueSolution)
        try solver.addConstraint((x == 50).withStrength(.weak))
        #expect(solver.hasUniqueSolution)
    }

    @Test func aFullyDeterminedChainIsUnique() throws {
        let n = 50
        let left = (0..<n).map { Variable("l\($0)") }, width = (0..<n).map { Variable("w\($0)") }
        var cs: [Constraint] = [left[0] == 0, left[n - 1] + width[n - 1] == 5000]
        for i in 0..<(n - 1) { cs.append(left[i + 1] == left[i] + width[i] + 8) }
        for i in 0..<n { cs.append(width[i] >= 20) }
        let solver = Solver()
        try solver.addConstraints(cs)
        #expect(!solver.hasUniqueSolution)          // widths can trade space freely
        try solver.addConstraints((1..<n).map { (width[$0] == width[0]).withStrength(.medium) })
        #expect(solver.hasUniqueSolution)
    }
}
