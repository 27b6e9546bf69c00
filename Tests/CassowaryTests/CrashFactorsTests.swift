@testable import Cassowary
import Testing

/// The crash basis's factors, assembled from the crash's own eliminations
/// (`RevisedSimplex+CrashFactors.swift`) instead of a second elimination of the whole basis.
@Suite struct CrashFactorsTests {
    /// A chain of views whose total width is held (strong) unless an edit is to move it, with
    /// equal-width preferences (medium).
    private func editedChain(_ n: Int, holdingTotal: Bool = true) -> (total: Variable, constraints: [Constraint]) {
        let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
        let total = Variable("W")
        var cs: [Constraint] = [left[0] == 0]
        for i in 0..<(n - 1) { cs.append(left[i + 1] == left[i] + width[i] + 8) }
        for i in 0..<n { cs.append(width[i] >= 20) }
        cs.append(left[n - 1] + width[n - 1] == total)
        if holdingTotal { cs.append((total == 100.0 * Double(n)).withStrength(.strong)) }
        for i in 1..<n { cs.append((width[i] == width[0]).withStrength(.medium)) }
        return (total, cs)
    }

    @Test func aSolveFromScratchEliminatesOnlyInTheCrash() throws {
        // Before: the crash's two tiers (required, medium), then the whole basis again.
        let grid = EqualCellGrid(n: 10)
        let solver = Solver()
        try solver.addConstraints(grid.constraints)
        let statistics = solver.lastSolveStatistics
        #expect(statistics.eliminations == 2, "\(statistics)")
        #expect(statistics.factorizations == 1, "\(statistics)")
        #expect(statistics.pivots == 0, "\(statistics)")
        #expect(solver.engine?.factorsFromCrash == true)
    }

    @Test(arguments: [0, 1, 2])
    func theCrashFactorsSolveAsAFreshFactorisationDoes(scene: Int) throws {
        let constraints: [Constraint]
        switch scene {
        case 0: constraints = EqualCellGrid(n: 6).constraints
        case 1: constraints = editedChain(40).constraints
        default:
            // Required rows the crash leaves to their artificials (a dependent row), a tier of
            // inequality preferences and an optional row that keeps its error.
            let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
            constraints = [a + b == 10, b + c == 20, a + 2 * b + c == 30, a >= 1, (d >= 5).withStrength(.weak),
                           (c == 3).withStrength(.strong), (c == 4).withStrength(.medium), (d <= 2 * a).withStrength(.medium)]
        }
        let solver = Solver()
        try solver.addConstraints(constraints)
        let engine = try #require(solver.engine)
        try #require(engine.factorsFromCrash, "the crash assembled no factors: \(solver.lastSolveStatistics)")
        let crashFactors = try #require(engine.factor)
        let fresh = BasisFactorization(program: engine.program, basis: engine.basis, positionOf: engine.positionOf)
        #expect(fresh.singularRows.isEmpty)
        let m = engine.program.rowCount
        for seed in 0..<4 {
            // Deterministic right-hand sides: unit vectors and a dense mix.
            var v = (0..<m).map { i in seed == 3 ? Double((i * 7919) % 13) - 6 : (i == seed * (m - 1) / 2 ? 1.0 : 0.0) }
            var w = v
            let z = crashFactors.ftran(&v), zFresh = fresh.ftran(&w)
            for p in 0..<m {
                #expect(abs(z[p] - zFresh[p]) <= 1e-9 * max(1, abs(zFresh[p])), "scene \(scene), rhs \(seed), position \(p)")
            }
            var c = (0..<m).map { p in Double((p * 31 + seed) % 5) - 2 }
            var cFresh = c
            let y = crashFactors.btran(&c), yFresh = fresh.btran(&cFresh)
            for i in 0..<m {
                #expect(abs(y[i] - yFresh[i]) <= 1e-9 * max(1, abs(yFresh[i])), "scene \(scene), costs \(seed), row \(i)")
            }
        }
    }

    @Test func theFirstPushPivotsThroughTheCrashFactors() throws {
        // The crash's factors serve the build, the suggestions that need no pivot and the first
        // dual pivots too: factorising before them cost one factorisation more on the first push
        // of chain-100-edit, which goes over its budget and factorises for the phases anyway.
        let (total, constraints) = editedChain(60, holdingTotal: false)
        let solver = Solver()
        // The edit first, as the benchmark's scenes do: the build then solves it from scratch.
        try solver.addEditVariable(total, strength: .strong)
        try solver.addConstraints(constraints)
        #expect(solver.engine?.factorsFromCrash == true)
        var work: [String] = []
        for w in [6_500.0, 7_000, 1_000, 1_500, 6_000] {
            try solver.suggestValue(total, w)
            let statistics = solver.lastSolveStatistics
            work.append("\(statistics.pivots)p\(statistics.factorizations)f\(solver.engine?.factorsFromCrash == true ? "c" : "")")
            solver.updateVariables()
        }
        // Pivots, factorisations, "c" while the crash's factors stand. Pushing the total below the
        // widths' minimum pivots 60 times and falls back to fresh factors and the phases (two
        // factorisations, as before the crash assembled its factors); the first push used to
        // factorise once more, before its dual pivots.
        #expect(work == ["60p2f", "0p0f", "60p2f", "0p0f", "60p2f"], "\(work)")
    }

    /// The crash's refinement takes its residuals from the pass that sets the bound tolerances
    /// (one pass over the rows instead of two): they must be exactly `b − A x`, each row's
    /// entries subtracted in order, and the tolerances exactly those of the pass alone.
    @Test(arguments: [0, 1])
    func theToleranceSweepReturnsTheRowsResidualsExactly(scene: Int) throws {
        let constraints = scene == 0 ? EqualCellGrid(n: 6).constraints : editedChain(30).constraints
        let solver = Solver()
        try solver.addConstraints(constraints)
        var engine = try #require(solver.engine)
        let program = engine.program
        // Values off the solution, so that every row has a residual (1/3 does not sum exactly).
        for j in engine.x.indices { engine.x[j] += Double(j % 7) / 3 }
        var plain = engine
        plain.updateBoundTolerances()
        let swept = engine.updateBoundTolerances(returningResiduals: true)
        let residuals = try #require(swept)
        #expect(engine.boundTolerance == plain.boundTolerance)
        #expect(residuals.count == program.rowCount)
        for i in 0..<program.rowCount {
            var s = program.rhs[i]
            for k in program.rowRange(i) { s -= program.rowValues[k] * engine.x[program.rowColumns[k]] }
            #expect(residuals[i] == s, "row \(i)")
        }
        // At the solution itself, rows that hold exactly report nothing to refine.
        var solved = try #require(solver.engine)
        if let r = solved.updateBoundTolerances(returningResiduals: true) {
            #expect(r.contains { $0 != 0 })
        }
        #expect(solved.updateBoundTolerances(returningResiduals: false) == nil)
    }
}
