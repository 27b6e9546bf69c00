import Cassowary
import Testing

/// Every misuse throws its own typed error carrying the object at fault, and changes nothing.
@Suite struct SolverErrorTests {
    let x = Variable("x"), y = Variable("y")

    /// Runs `body`, expecting it to throw; returns the error.
    func failure(_ body: () throws -> Void) -> SolverError? {
        do {
            try body()
            return nil
        } catch {
            guard let error = error as? SolverError else {
                Issue.record("not a SolverError: \(error)")
                return nil
            }
            return error
        }
    }

    @Test func duplicateConstraintCarriesTheConstraint() throws {
        let solver = Solver()
        let c = x == 1
        try solver.addConstraint(c)
        guard case let .duplicateConstraint(culprit)? = failure({ try solver.addConstraint(c) }) else {
            Issue.record("expected duplicateConstraint"); return
        }
        #expect(culprit === c)
        // Identical text, distinct object: not a duplicate (and consistent, so it is added).
        try solver.addConstraint(x == 1)
        #expect(solver.constraints.count == 2)
    }

    @Test func duplicateInsideOneBatchIsRejectedWhole() {
        let solver = Solver()
        let c = x >= 1
        guard case let .duplicateConstraint(culprit)? = failure({ try solver.addConstraints([y == 2, c, c]) }) else {
            Issue.record("expected duplicateConstraint"); return
        }
        #expect(culprit === c)
        #expect(solver.constraints.isEmpty)
    }

    @Test func unknownConstraint() throws {
        let solver = Solver()
        let c = x == 1
        guard case let .unknownConstraint(culprit)? = failure({ try solver.removeConstraint(c) }) else {
            Issue.record("expected unknownConstraint"); return
        }
        #expect(culprit === c)
        try solver.addConstraint(c)
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        guard case .unknownConstraint? = failure({ try solver.removeConstraint(c) }) else {
            Issue.record("removing twice must be unknown"); return
        }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        guard case let .duplicateEditVariable(v)? = failure({ try solver.addEditVariable(x, strength: .weak) }) else {
            Issue.record("expected duplicateEditVariable"); return
        }
        #expect(v === x)
        guard case let .unknownEditVariable(u)? = failure({ try solver.suggestValue(y, 3) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        #expect(u === y)
        guard case .unknownEditVariable? = failure({ try solver.removeEditVariable(y) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        guard case let .badRequiredStrength(r)? = failure({ try solver.addEditVariable(y, strength: .required) }) else {
            Issue.record("expected badRequiredStrength"); return
        }
        #expect(r === y)
        #expect(!solver.hasEditVariable(y))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersNeverReachTheTableau(bad: Double) throws {
        let solver = Solver()
        try solver.addConstraint(x == 5)
        let cases: [(Constraint, InvalidNumber.Place)] = [
            (Constraint(Expression([Term(x, bad)], constant: 1), .equal), .coefficient),
            (Constraint(Expression([Term(x, 1)], constant: bad), .greaterThanOrEqual), .constant),
            (Constraint(Expression([Term(y, 1)]), .equal, strength: Strength(bad)), .strength),
        ]
        for (c, place) in cases {
            guard case let .invalidNumber(n)? = failure({ try solver.addConstraint(c) }) else {
                Issue.record("expected invalidNumber for \(place)"); continue
            }
            #expect(n.place == place)
            #expect(n.problem == .notFinite)
            #expect(n.constraint === c)
            #expect(n.value.isNaN == bad.isNaN)
        }
        try solver.addEditVariable(y, strength: .strong)
        guard case let .invalidNumber(n)? = failure({ try solver.suggestValue(y, bad) }) else {
            Issue.record("expected invalidNumber for a suggestion"); return
        }
        #expect(n.place == .suggestion && n.variable === y)
        solver.updateVariables()
        #expect(x.value == 5)
        #expect(solver.constraints.count == 1)
    }

    @Test func negligibleCoefficientIsRejectedButSmallOnesAreFine() throws {
        let solver = Solver()
        let tiny = Constraint(Expression([Term(x, 1e-12), Term(y, 1)]), .equal)
        guard case let .invalidNumber(n)? = failure({ try solver.addConstraint(tiny) }) else {
            Issue.record("expected invalidNumber"); return
        }
        #expect(n.problem == .negligible && n.variable === x && n.value == 1e-12)
        // Terms that cancel exactly are simply gone, not "negligible".
        try solver.addConstraint(x - x + y == 3)
        // 1e-6 is small but distinguishable from zero: x = 3e6 − …
        try solver.addConstraint(Constraint(Expression([Term(x, 1e-6)], constant: -2), .equal))
        solver.updateVariables()
        #expect(abs(x.value - 2e6) < 1e-3)
        #expect(y.value == 3)
    }

    @Test func negativeStrengthIsInvalid() {
        let solver = Solver()
        let c = (x == 1).withStrength(Strength(-1))
        guard case let .invalidNumber(n)? = failure({ try solver.addConstraint(c) }) else {
            Issue.record("expected invalidNumber"); return
        }
        #expect(n.place == .strength && n.problem == .negative)
        guard case .invalidNumber? = failure({ try solver.addEditVariable(x, strength: Strength(-.infinity)) }) else {
            Issue.record("expected invalidNumber for an edit strength"); return
        }
    }

    @Test func errorKindsAndMessagesNameTheCulprit() {
        let c = x >= 3
        let errors: [(SolverError, String)] = [
            (.unsatisfiableConstraint(c, conflicts: [c]), "unsatisfiable"),
            (.duplicateConstraint(c), "duplicateConstraint"),
            (.unknownConstraint(c), "unknownConstraint"),
            (.duplicateEditVariable(x), "duplicateEditVariable"),
            (.unknownEditVariable(x), "unknownEditVariable"),
            (.badRequiredStrength(x), "badRequiredStrength"),
            (.invalidNumber(InvalidNumber(place: .suggestion, problem: .notFinite, value: .nan, constraint: nil, variable: x)), "invalidNumber"),
        ]
        for (error, kind) in errors {
            #expect(error.kind == kind)
            #expect(error.description.contains("x"))
        }
    }
}

/// Every required constraint in `constraints` holds at the solver's values (after
/// `updateVariables()`) within 1e-8 of its own size: `1 + |constant| + Σ |coefficient × value|`.
/// A failure shows the constraint and the solver's dump.
func expectRequiredHold(_ constraints: [Constraint], in solver: Solver,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    for c in constraints {
        var scale = 1 + abs(c.expression.constant)
        for t in c.expression.terms { scale += abs(t.coefficient * t.variable.value) }
        #expect(c.violation <= 1e-8 * scale, "\(c)\n\(solver.dump())", sourceLocation: sourceLocation)
    }
}

/// Regressions found by fuzzing (Fuzz/run.sh solver); each names its crash file's content.
@Suite struct SolverFuzzRegressionTests {
    /// crash-cdd8c797…: feasibility was judged on the largest right-hand side in the whole
    /// program, so a 1e6 in an unrelated weak row let `1000·v0 + 10 == 0` and `v0 == 0` (a miss
    /// of 0.01) both be accepted.
    @Test func aLargeConstantElsewhereDoesNotExcuseAMiss() throws {
        let v0 = Variable("v0"), v1 = Variable("v1")
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(v1, 1000)], constant: 1e6), .equal, strength: .weak))
        let scaled = Constraint(Expression([Term(v0, 1000)], constant: 10), .equal)
        try solver.addConstraint(scaled)
        let zero = v0 == 0
        #expect(throws: SolverError.self) { try solver.addConstraint(zero) }
        solver.updateVariables()
        #expect(v0.value == -0.01)
        #expect(!solver.hasConstraint(zero))
    }
}

extension SolverFuzzRegressionTests {
    /// crash-fbf1f547… (and crash-7112d8ec…): zero-weight preferences, a required bound far from the
    /// origin (v2 ≤ −1e9), then making a variable editable. The full re-solve that adding an edit
    /// variable does must keep every required constraint; once it failed numerically, and the
    /// solver silently kept an engine built for the previous constraints.
    @Test(arguments: [Strength.strong, .medium, .weak, Strength(3), Strength(0)])
    func editAfterZeroWeightPreferencesKeepsTheRequired(strength: Strength) throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        let zero = Strength(0)
        func pull(_ k: Double) -> Constraint { Constraint(Expression([Term(v2, 1000)], constant: k), .equal, strength: zero) }
        try solver.addConstraints([(-v1 + 10 == 0).withStrength(.weak), pull(0), pull(1e6)])
        try solver.addConstraint(pull(1e6))
        try solver.addConstraint(pull(1e6))
        let bound = Constraint(Expression([Term(v2, 0.001)], constant: 1e6), .lessThanOrEqual)
        try solver.addConstraint(bound)
        try solver.addConstraint((2 * v2 + v0 == 0).withStrength(zero))
        for _ in 0..<4 { try solver.addConstraint(pull(1e6)) }
        try solver.addEditVariable(v0, strength: strength)
        solver.updateVariables()
        #expect(bound.violation <= 1e-8 * (1 + 1e6 + abs(0.001 * v2.value)), "\(solver.dump())")
        try solver.suggestValue(v0, 5)
        solver.updateVariables()
        #expect(bound.violation <= 1e-8 * (1 + 1e6 + abs(0.001 * v2.value)), "\(solver.dump())")
    }
}

extension SolverFuzzRegressionTests {
    /// crash-5b4e2180…: phase 1 judged reduced costs with phase 2's tolerance, scaled by the largest
    /// strength. A strong edit on an unrelated variable raised it to 1e-5 and hid the only way to
    /// feasibility (a reduced cost near 1e-6, from 0.001 beside 1000), so re-solving for the edit
    /// "failed" and required constraints came out missed.
    @Test func aStrongEditElsewhereDoesNotBlindPhaseOne() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3")
        let solver = Solver()
        let required = [v1 + 2000 * v2 >= 0, 0.001 * v0 + 1000 * v2 - 100 == 0, 0.002 * v1 + 10 <= 0]
        try solver.addConstraints([(3 * v3 <= 0).withStrength(.weak), (v0 <= 0).withStrength(.weak)] + required)
        try solver.addConstraint((1000 * v0 + 10 == 0).withStrength(.weak))
        try solver.addEditVariable(v3, strength: .strong)
        solver.updateVariables()
        expectRequiredHold(required, in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// crash-1ac3dde5…: an incremental suggestion on an ill-conditioned system (1000 beside 0.5,
    /// constants of 1e6 in a neighbouring row). The increment `B⁻¹ e_r Δ` is exact enough, but the
    /// values it was added to carried the rounding of the 1e6 row, so the required row
    /// `1000·v2 + 0.5·v3 + v0 == 0` came out missed by 6e-8 (six times its scale). A suggestion
    /// must hold every required row just as a full solve does.
    @Test func anIncrementalSuggestionKeepsAnIllConditionedRequiredRow() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3")
        let solver = Solver()
        try solver.addConstraint(Constraint(Expression([Term(v1, 1000), Term(v2, 0.5)], constant: 1e6), .equal, strength: Strength(3)))
        let strong = (-v0 + v2 + v1 - 1e6 == 0).withStrength(.strong)
        try solver.addConstraint(strong)
        try solver.addConstraint(v0 == 0)
        let weak = (1000 * v3 + 10 == 0).withStrength(.weak)
        try solver.addConstraint(weak)
        try solver.addConstraint(Constraint(Expression([Term(v1, -2)], constant: 1), .lessThanOrEqual, strength: Strength(3)))
        let required = 1000 * v2 + 0.5 * v3 + v0 == 0
        try solver.addConstraint(required)
        try solver.removeConstraint(weak)
        try solver.addEditVariable(v3, strength: .medium)
        try solver.addEditVariable(v0, strength: .medium)
        try solver.addConstraint(Constraint(Expression([Term(v0, -2), Term(v0, 0.5)], constant: 10), .equal, strength: .weak))
        try solver.removeConstraint(strong)
        try solver.suggestValue(v3, 5)
        solver.updateVariables()
        let scale = 1 + abs(1000 * v2.value) + abs(0.5 * v3.value) + abs(v0.value)
        #expect(required.violation <= 1e-8 * scale, "\(solver.dump())")
    }
}

extension SolverFuzzRegressionTests {
    /// crash-a0641f4d…: required constraints that hold only far from the origin (v0 ≈ 2e10, through
    /// coefficients of 0.001 beside 1000). Phase 1 gave up on the way there, so adding a *weak*
    /// constraint was reported unsatisfiable (an optional constraint never can be), and after a
    /// suggestion a required row came out missed by 10.
    @Test func feasibilityFarFromTheOriginIsFound() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let solver = Solver()
        let required = [v1 + 1000 * v2 + 1000 * v2 >= 0, 0.001 * v0 + 1000 * v1 - 100 == 0, 0.001 * v2 + 0.001 * v1 + 10 <= 0]
        try solver.addConstraints(Array(required[0...1]))
        try solver.addConstraint(required[2])
        try solver.addConstraint((-2 * v2 + 10 == 0).withStrength(Strength(3)))
        try solver.addEditVariable(v2, strength: .medium)
        try solver.addConstraint((-2 * v0 - 10 == 0).withStrength(.weak))
        try solver.addEditVariable(v0, strength: .weak)
        try solver.suggestValue(v0, 5)
        solver.updateVariables()
        expectRequiredHold(required, in: solver)
    }
}

/// Equalities weighted by side (``Constraint/init(_:equalWithStrengthAbove:below:)``).
@Suite struct WeightedBySideTests {
    @Test func eachSideCostsItsOwnStrength() throws {
        let w = Variable("w")
        let solver = Solver()
        // Prefers 120; growing costs 250 a point, shrinking 750.
        try solver.addConstraint(Constraint(w - 120, equalWithStrengthAbove: Strength(250), below: Strength(750)))
        let pull = (w == 100).withStrength(Strength(500))
        try solver.addConstraint(pull)
        solver.updateVariables()
        #expect(w.value == 120)               // shrinking (750) loses to nothing at 500
        try solver.removeConstraint(pull)
        try solver.addConstraint((w == 150).withStrength(Strength(500)))
        solver.updateVariables()
        #expect(w.value == 150)               // growing (250) gives way to 500
        #expect(solver.dump().contains("w - 120.0 == 0 | above 250.0, below 750.0"))
    }

    @Test func aRequiredSideIsRefused() {
        let w = Variable("w")
        let solver = Solver()
        let c = Constraint(w - 120, equalWithStrengthAbove: .required, below: .weak)
        #expect {
            try solver.addConstraint(c)
        } throws: { error in
            guard case let .invalidNumber(n) = error as? SolverError else { return false }
            return n.problem == .requiredSide && n.constraint === c
        }
        #expect(!solver.hasConstraint(c))
    }
}

extension SolverFuzzRegressionTests {
    /// crash-42c8fe37…: after a removal the re-solve from scratch has to reach required constraints
    /// that hold only at v2 ≈ 5e6, v0 ≈ −5e12 (0.001 beside 1000 again). Phase 1 stopped short,
    /// and a removal cannot be refused, so required rows came out missed by 10.
    @Test func aRemovalKeepsRequiredConstraintsThatHoldFarAway() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        let solver = Solver()
        let required = [v1 + v2 + 1000 * v1 >= 0, 0.001 * v0 + 1000 * v2 - 100 == 0]
        try solver.addConstraints(required)
        let doomed = 0.001 * v4 + 0.001 * v0 + 10 <= 0
        try solver.addConstraint(doomed)
        try solver.addConstraint((0.001 * v1 + 1000 * v0 + 10 == 0).withStrength(.weak))
        let more = [0.001 * v1 + 0.001 * v1 + 10 <= 0, 1000 * v2 - 100 >= 0]
        for c in more { try solver.addConstraint(c) }
        #expect(throws: SolverError.self) { try solver.addConstraint(v0 - 100 == 0) }
        let last = 3 * v3 + 0.001 * v1 - 10 <= 0
        try solver.addConstraint(last)
        try solver.removeConstraint(doomed)
        solver.updateVariables()
        expectRequiredHold(required + more + [last], in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// crash-8175e4b3…: the same family, further out. The required constraints hold only with
    /// v0 ≈ 5e9 and v3 ≈ −5e15 (0.001 beside 1000, twice over). Removing the edit variable re-solves
    /// from scratch, and phase 1 failed both ways it starts: from the crash basis the only way to
    /// feasibility moved a basic variable at 2e-15 per unit, a rate the ratio tests dropped; from
    /// the textbook basis it pivoted on a rate of 1e-12, after which the eta file's multipliers were
    /// wrong by 1e-3 (though `yᵀB = c` held to 1e-15) and read the way out as a reduced cost of 0.
    /// A removal cannot be refused, so a required row came out missed by 10. (Until fixed, this
    /// test was a known issue; each cause on its own: `batchesThatHoldOnlyFarAwayAreSolved`.)
    @Test func removingAnEditKeepsRequiredConstraintsThatHoldFarAway() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        let solver = Solver()
        let required = [
            v1 + 1000 * v2 + 1000 * v2 >= 0, 0.001 * v0 + 1000 * v1 - 100 == 0, 0.001 * v1 + 0.001 * v1 + 10 <= 0,
            0.5 * v3 + v4 - 0.5 * v2 - 1 == 0, 1000 * v0 + 0.001 * v3 + 1 <= 0,
        ]
        try solver.addConstraints(Array(required[0...1]))
        try solver.addConstraints([required[2], (-2 * v2 - 2 * v3 + 10 == 0).withStrength(.weak)])
        try solver.addEditVariable(v3, strength: .medium)
        try solver.addConstraint((3 * v3 - 10 >= 0).withStrength(.weak))
        try solver.addConstraint(Constraint(Expression([Term(v0, 1000)]), equalWithStrengthAbove: .weak, below: .weak))
        try solver.addConstraint(required[3])
        try solver.suggestValue(v3, 50)
        try solver.addConstraint((1000 * v0 + 10 == 0).withStrength(.weak))
        try solver.addConstraints([(0.5 * v0 + 10 <= 0).withStrength(.weak), (-v3 + 0.5 * v4 + 10 >= 0).withStrength(.weak),
                                   (v0 + 10 <= 0).withStrength(.weak), required[4]])
        try solver.removeEditVariable(v3)
        solver.updateVariables()
        expectRequiredHold(required, in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// The constraints of crash-8175e4b3… at its two failures, each solved from scratch as one batch
    /// (a removal's re-solve sees exactly these rows in this order). They hold only with
    /// v0 ≈ 5e9 and v3 ≈ −5e15, and some rows are repeated.
    ///
    /// `repeatedBound`: phase 1 from the textbook basis pivoted on a rate of 1e-12, and the eta
    /// file's multipliers then missed the one way to feasibility (a reduced cost of −4 read as 0).
    /// `withoutTheLink`: the only way to feasibility moved v3 at rates of 2e-15 per unit; the ratio
    /// tests dropped rates that small, found nothing to stop at and gave up (and once they count
    /// them, the pivot on such a rate needs fresh factors, as above). Either way a batch that
    /// can hold was refused as unsatisfiable (and a removal, which cannot be refused, missed a
    /// required row by 10).
    @Test(arguments: ["repeatedBound", "withoutTheLink"])
    func batchesThatHoldOnlyFarAwayAreSolved(_ variant: String) throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        func bound() -> Constraint { 0.001 * v1 + 0.001 * v1 + 10 <= 0 }
        func split() -> Constraint { 0.5 * v3 + v4 - 0.5 * v2 - 1 == 0 }
        let link = v1 + 1000 * v2 + 1000 * v2 >= 0
        let far = 1000 * v0 + 0.001 * v3 + 1 <= 0
        let weak = [
            (-2 * v2 - 2 * v3 + 10 == 0).withStrength(.weak), (3 * v3 - 10 >= 0).withStrength(.weak),
            Constraint(Expression([Term(v0, 1000)]), equalWithStrengthAbove: .weak, below: .weak),
        ]
        let weakAfter = [(0.5 * v0 + 10 <= 0).withStrength(.weak), (-v3 + 0.5 * v4 + 10 >= 0).withStrength(.weak),
                         (v0 + 10 <= 0).withStrength(.weak)]
        let head: [Constraint] = [0.001 * v0 + 1000 * v1 - 100 == 0, bound()] + weak + [split()]
        let batch = variant == "repeatedBound"
            ? head + [link, (1000 * v0 + 10 == 0).withStrength(.weak), bound()] + weakAfter + [far]
            : head + [(1000 * v0 + 10 == 0).withStrength(.weak), bound()] + weakAfter + [far, bound(), split()]
        let solver = Solver()
        try solver.addConstraints(batch)
        solver.updateVariables()
        expectRequiredHold(batch.filter(\.isRequired), in: solver)
        // The refactorisation and the tiny rates are as deterministic as the rest: same calls, same bits.
        let again = Solver()
        try again.addConstraints(batch)
        for v in [v0, v1, v2, v3, v4] { #expect(again.value(of: v)?.bitPattern == solver.value(of: v)?.bitPattern) }
    }
}

extension SolverFuzzRegressionTests {
    /// crash-b7bebee4…: a suggestion whose increment cancelled (v1 ≈ 1e6 beside v2 ≈ −0.0025, with
    /// 1000 · v2 in three required rows) recomputed the values from the factors as they stood: the LU
    /// and the eta file of the last solve's pivots, whose rounding put v2 off by 1.7e-10. Nothing
    /// checked them, and a required row came out missed by 1.7e-7 (three times its tolerance).
    /// Fresh factors give v2 = −0.0025 exactly.
    @Test func aSuggestionRecomputedFromTheFactorsStillHolds() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        let solver = Solver()
        try solver.addEditVariable(v4, strength: .medium)
        func tied() -> Constraint { 1000 * v2 + 0.5 * v3 - 0.5 * v0 == 0 }
        func half() -> Constraint { -2 * v4 - 1 == 0 }
        let doomed = (-2 * v1 + 1 <= 0).withStrength(Strength(3))
        let required = [tied(), half(), tied(), half(), 1000 * v2 + 0.5 * v3 + v0 == 0]
        try solver.addConstraints([required[0], required[1], doomed, (-v0 + v2 + v1 - 1e6 == 0).withStrength(.strong),
                                   required[2], required[3], (v0 + 1 <= 0).withStrength(Strength(3)), required[4],
                                   (2 * v0 - 10 <= 0).withStrength(.weak),
                                   Constraint(Expression([Term(v1, 1000), Term(v2, 0.5)], constant: 1e6), .equal, strength: Strength(3))])
        try solver.addEditVariable(v3, strength: Strength(3))
        try solver.addEditVariable(v0, strength: .medium)
        try solver.addConstraint((-2 * v0 + 0.5 * v0 + 10 == 0).withStrength(.weak))
        try solver.removeConstraint(doomed)
        try solver.suggestValue(v3, 5)
        solver.updateVariables()
        expectRequiredHold(required, in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// crash-f06f1227… and (sided) crash-727e7d82…: required constraints that contradict each other
    /// exactly, by 0.015 or 0.75 at unit scale (`1000·v2 + 0.5·v3 − 0.5·v0 == 0` and
    /// `1000·v2 + 0.5·v3 + v0 == 0` ask for v0 = 0, a third row for v0 ≠ 0), yet hold within tolerance
    /// while another constraint keeps the values large (v3 = −2e6 required, or v2 ≈ 1e6 pulled by
    /// optional ones): the miss is 1e-8 of those rows' magnitude, so adding the third row is accepted.
    /// Removing the constraint that kept the values large re-solved from scratch, from zero, where the
    /// miss is everything; phase 1 gave up, and a removal cannot be refused, so required rows came out
    /// missed by 0.015 and 0.75. The previous solution still holds every remaining required row (a
    /// removal only drops rows), so the re-solve falls back to it.
    @Test(arguments: ["requiredScale", "optionalScale"])
    func aRemovalThatShrinksTheScaleKeepsTheRequiredRows(_ variant: String) throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3")
        let solver = Solver()
        let plus = 1000 * v2 + 0.5 * v3 + v0 == 0, minus = 1000 * v2 + 0.5 * v3 - 0.5 * v0 == 0
        let scale: Constraint, third: Constraint
        if variant == "requiredScale" {
            scale = 0.5 * v3 + 1e6 == 0
            third = 1000 * v0 + 10 == 0
            try solver.addConstraints([scale, minus, plus, (1000 * v3 + 10 == 0).withStrength(.weak)])
        } else {
            scale = (0.5 * v2 + 1000 * v1 + 0.5 * v2 - 10 == 0).withStrength(Strength(3))
            third = v0 + v0 + 1 == 0
            try solver.addConstraints([third, minus, scale, (-v0 + v2 + v1 - 1e6 == 0).withStrength(.strong)])
        }
        let required = [plus, minus, third]
        try solver.addConstraint(variant == "requiredScale" ? third : plus)
        try solver.removeConstraint(scale)
        solver.updateVariables()
        expectRequiredHold(required, in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// (sided) crash-a03932b0…: the same contradiction, kept within tolerance by large values
    /// (see ``aRemovalThatShrinksTheScaleKeepsTheRequiredRows(_:)``), then a suggestion that pulls
    /// the values back to unit scale. Its re-solve failed there and left a required row missed by
    /// 0.75; a suggestion cannot be refused either, so it keeps to the values that held.
    @Test func aSuggestionThatShrinksTheScaleKeepsTheRequiredRows() throws {
        let v0 = Variable("v0"), v2 = Variable("v2"), v3 = Variable("v3")
        let solver = Solver()
        let plus = 1000 * v2 + 0.5 * v3 + v0 == 0, minus = 1000 * v2 + 0.5 * v3 - 0.5 * v0 == 0
        let scale = 0.5 * v3 + 1e6 == 0, third = 1000 * v0 + 10 == 0
        try solver.addConstraints([scale, minus, plus, third])
        try solver.removeConstraint(scale)
        try solver.addEditVariable(v3, strength: .strong)
        try solver.suggestValue(v3, 5)
        solver.updateVariables()
        expectRequiredHold([plus, minus, third], in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// crash-e185cf47…: a suggestion accepted as an increment `x + B⁻¹ e_r Δ` left a required row
    /// missed by 9.5e-7 (4.5 times its tolerance). The increment only changes the edit row's error
    /// exactly, but solved through the eta file of the last solve's pivots (columns spanning 0.001
    /// to 1e12) it moved v3 by 1e-3 too, and every value stayed within its bounds. The first
    /// suggestion after pivots now factorises afresh.
    @Test func anIncrementalSuggestionKeepsARowOfThousandths() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4")
        let solver = Solver()
        let required = [v1 + 1000 * v2 + 1000 * v2 >= 0, 0.001 * v0 + 1000 * v2 - 100 == 0,
                        0.001 * v4 + 0.001 * v0 + 10 <= 0, 0.001 * v3 + 0.001 * v1 + 10 <= 0,
                        1000 * v2 - 100 >= 0, 1000 * v2 + 10 >= 0]
        try solver.addConstraints(Array(required[0...1]))
        try solver.addConstraint((-0.5 * v0 - 1 <= 0).withStrength(.weak))
        try solver.addConstraint(required[2])
        try solver.addConstraint((0.001 * v1 + 1000 * v0 + 10 == 0).withStrength(.weak))
        try solver.addConstraint(required[3])
        try solver.addConstraint(required[4])
        try solver.addEditVariable(v2, strength: Strength(3))
        try solver.addConstraint(required[5])
        try solver.suggestValue(v2, 5)
        solver.updateVariables()
        expectRequiredHold(required, in: solver)
    }
}

extension SolverFuzzRegressionTests {
    /// crash-f25d477a…: `edit v3, suggest v3 1e5, edit v0, unedit v0` tripped the fuzz target's
    /// check "the engine has as many rows as the solver has constraints". Not a solver bug: a
    /// removed edit's row stays in the engine, released (free, costless), until the next solve from
    /// scratch. What that check guarded against is a suggestion changing the wrong row; here every
    /// later suggestion reaches its own edit, and the released row constrains nothing.
    @Test func aReleasedEditRowIsNotTheOneASuggestionChanges() throws {
        let v0 = Variable("v0"), v3 = Variable("v3")
        let solver = Solver()
        try solver.addEditVariable(v3, strength: .strong)
        try solver.suggestValue(v3, 100_000)
        try solver.addEditVariable(v0, strength: .strong)
        try solver.removeEditVariable(v0)
        try solver.suggestValue(v3, 7)
        solver.updateVariables()
        #expect(v3.value == 7)
        // v0 is held by nothing now: a required constraint moves it anywhere at no cost.
        try solver.addConstraint(v0 == v3 + 5)
        try solver.addEditVariable(v0, strength: .medium)
        try solver.suggestValue(v0, -3)
        try solver.suggestValue(v3, 1)
        solver.updateVariables()
        #expect(v3.value == 1 && v0.value == 6, "\(solver.dump())")
    }
}
