import Cassowary
import Testing

/// Cases from the Cassowary literature, each saying where it comes from.
@Suite struct SolverLiteratureTests {
    /// Badros, Borning & Stuckey, "The Cassowary linear arithmetic constraint solving algorithm"
    /// (ACM TOCHI 8(4), 2001), §2: a horizontal line with endpoints xl, xr and midpoint xm
    /// inside 0…100, endpoints at least 10 apart. Stays are weak, the right one twice as weak-strong
    /// as the left here so that the answer is unique; the user drags the midpoint (edit, strong).
    @Test func midpointExampleWithEdits() throws {
        let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")
        let solver = Solver()
        try solver.addConstraints([
            2 * xm == xl + xr,
            xl + 10 <= xr,
            xr <= 100,
            xl >= 0,
            (xl == 90).withStrength(.weak),
            (xr == 100).withStrength(Strength(2)),
        ])
        solver.updateVariables()
        #expect((xl.value, xm.value, xr.value) == (90, 95, 100))

        try solver.addEditVariable(xm, strength: .strong)
        // Dragging to 50: the stronger right stay keeps xr at 100, so xl goes to 0.
        try solver.suggestValue(xm, 50)
        solver.updateVariables()
        #expect((xl.value, xm.value, xr.value) == (0, 50, 100))
        // Dragging past the reachable range: xm stops at 95 = (90 + 100) / 2, the edit gives way.
        try solver.suggestValue(xm, 98)
        solver.updateVariables()
        #expect((xl.value, xm.value, xr.value) == (90, 95, 100))
        // And below: xl ≥ 0 and xr ≥ xl + 10 give xm ≥ 5.
        try solver.suggestValue(xm, -20)
        solver.updateVariables()
        #expect((xl.value, xm.value, xr.value) == (0, 5, 10))
        // Releasing the edit returns to the stays.
        try solver.removeEditVariable(xm)
        solver.updateVariables()
        #expect((xl.value, xm.value, xr.value) == (90, 95, 100))
    }

    /// Same paper, §3 (the "required constraints first" example as restated by kiwi's tests):
    /// a required chain x ≤ y ≤ z with optional preferences at every strength level. The result at
    /// each level is what weighted-sum semantics predicts.
    @Test func strengthConflictsAtEveryLevel() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint(x <= y)
        // weak vs medium: medium wins.
        let weakX = (x == 40).withStrength(.weak), mediumY = (y == 10).withStrength(.medium)
        try solver.addConstraints([weakX, mediumY])
        solver.updateVariables()
        #expect((x.value, y.value) == (10, 10))
        // strong beats medium.
        let strongX = (x == 30).withStrength(.strong)
        try solver.addConstraint(strongX)
        solver.updateVariables()
        #expect((x.value, y.value) == (30, 30))
        // A custom strength between strong and medium: strong still wins.
        let between = (x == 0).withStrength(Strength(strong: 0.5))
        try solver.addConstraint(between)
        solver.updateVariables()
        #expect(x.value == 30)
        // Removing the strong one hands control to the custom one.
        try solver.removeConstraint(strongX)
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(y.value == 10)
        // A required constraint overrides everything optional.
        try solver.addConstraint(y == x + 50)
        solver.updateVariables()
        #expect(y.value - x.value == 50)
    }

    /// Weighted sum, not lexicographic (kiwi's semantics, and Cassowary's as implemented): enough
    /// weak constraints outweigh one medium. 1001 weak pulls beat one medium pull of weight 1000.
    @Test func weightedSumIsNotLexicographic() throws {
        let x = Variable("x")
        let solver = Solver()
        var pulls = [(x == 0).withStrength(.medium)]
        pulls += (0..<1001).map { _ in (x == 10).withStrength(.weak) }
        try solver.addConstraints(pulls)
        solver.updateVariables()
        #expect(x.value == 10)
    }

    /// Cassowary's unsatisfiable detection (paper §4.2): a cycle of strict-ish required
    /// inequalities; the error names exactly the cycle, not the unrelated constraints.
    @Test func requiredCycleIsReportedWhole() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        let ab = a + 1 <= b, bc = b + 1 <= c, unrelated = d == 7, alsoUnrelated = d >= a
        try solver.addConstraints([ab, bc, unrelated, alsoUnrelated])
        let ca = c + 1 <= a
        do {
            try solver.addConstraint(ca)
            Issue.record("a cycle must be unsatisfiable")
        } catch {
            guard case let .unsatisfiableConstraint(culprit, conflicts) = error else { Issue.record("\(error)"); return }
            #expect(culprit === ca)
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set([ab, bc, ca].map(ObjectIdentifier.init)))
        }
    }

    /// A conflict inside a batch: the culprit is the batch's member in the conflict, and the
    /// conflict is minimal even with many innocent constraints around (the deletion filter).
    @Test func minimalConflictAmongManyInnocents() throws {
        let vars = (0..<60).map { Variable("x\($0)") }
        var chain: [Constraint] = [vars[0] == 0]
        for i in 1..<vars.count { chain.append(vars[i] >= vars[i - 1] + 1) }
        let solver = Solver()
        try solver.addConstraints(chain)
        let cap = vars[30] <= 20       // needs x30 ≥ 30
        let fine = vars[59] <= 1000
        do {
            try solver.addConstraints([fine, cap])
            Issue.record("expected unsatisfiable")
        } catch {
            guard case let .unsatisfiableConstraint(culprit, conflicts) = error else { Issue.record("\(error)"); return }
            #expect(culprit === cap)
            // x0 == 0, the 30 links up to x30, and the cap: 32 constraints, none of the others.
            #expect(conflicts.count == 32)
            #expect(conflicts.contains { $0 === chain[0] } && conflicts.contains { $0 === chain[30] })
            #expect(!conflicts.contains { $0 === chain[31] } && !conflicts.contains { $0 === fine })
        }
        #expect(!solver.hasConstraint(fine))
    }

    /// Removing constraints (paper §4.4): the solution falls back to what the rest asks for.
    @Test func removalFallsBack() throws {
        let x = Variable("x")
        let solver = Solver()
        let weak = (x == 100).withStrength(.weak), strong = (x == 20).withStrength(.strong), floor = x >= 50
        try solver.addConstraints([weak, strong])
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.removeConstraint(weak)
        solver.updateVariables()
        #expect(x.value == 0)      // nothing holds x any more
        #expect(solver.constraints.isEmpty)
    }

    /// Numerical edge cases: large and small magnitudes that are still well posed.
    @Test func numericalEdgeCases() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        try solver.addConstraints([
            x == 1e9,                        // far from the origin
            y * 1e-6 == 3,                   // small but clearly non-zero coefficient
            z * 3 == 1,                      // not exactly representable
            (z == 0).withStrength(.weak),    // loses to the required one
        ])
        solver.updateVariables()
        #expect(x.value == 1e9)
        #expect(abs(y.value - 3e6) <= 1e-6 * 3e6)
        #expect(abs(z.value - 1.0 / 3) <= 1e-12)
        #expect(solver.dump().contains("z ="))
    }

    /// Equal-priority optional constraints that fight: any split is optimal; the solver picks
    /// one, deterministically, and the weighted error is the minimum.
    @Test func equalStrengthsFightDeterministically() throws {
        func solve() throws -> (Double, Double) {
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            try solver.addConstraints([x + y == 100, (x == 80).withStrength(.medium), (y == 80).withStrength(.medium)])
            solver.updateVariables()
            return (x.value, y.value)
        }
        let first = try solve()
        #expect(first.0 + first.1 == 100)
        #expect(abs(first.0 - 80) + abs(first.1 - 80) == 60)
        for _ in 0..<5 { #expect(try solve() == first) }
    }
}
