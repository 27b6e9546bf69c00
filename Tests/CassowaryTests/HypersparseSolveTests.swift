@testable import Cassowary
import Testing

/// The factors warm calls build (an LU grown by borders, etas after it) must still be the basis
/// they stand for, and the hypersparse solves (`BasisFactorization+Hypersparse.swift`) must agree
/// with the dense ones on it: `B z = eᵢ` and `yᵀB = eₚᵀ` checked against the program's columns.
@Suite struct HypersparseSolveTests {
    /// A solver built one call at a time on a layout with every kind of warm step: new-variable
    /// borders (positions), bound shifts (`wᵢ ≥ 20`), free-variable borders (a stack whose rows
    /// reach back), dual pivots (labels pushing a shared guide), and a removal.
    func warmSolver(rows n: Int) throws -> Solver {
        let solver = Solver()
        let guide = Variable("guide")
        try solver.addConstraint(guide >= 16)
        try solver.addConstraint((guide == 120).withStrength(.weak))
        var previousY: Variable?, previousH: Variable?
        for i in 0..<n {
            let lx = Variable("lx\(i)"), lw = Variable("lw\(i)"), y = Variable("y\(i)"), h = Variable("h\(i)"), ly = Variable("ly\(i)")
            try solver.addConstraint(lx >= 16)
            try solver.addConstraint(lx + lw == guide)
            try solver.addConstraint((lw >= Double(40 + (i * 37) % 150)).withStrength(.strong))
            try solver.addConstraint((lw == Double(40 + (i * 37) % 150)).withStrength(.medium))
            try solver.addConstraint((lx == 16).withStrength(.weak))
            try solver.addConstraint((h == 28).withStrength(.strong))
            try solver.addConstraint(ly + 10 == y + 0.5 * h)
            if let py = previousY, let ph = previousH {
                try solver.addConstraint(y == py + ph + 12)
            } else {
                try solver.addConstraint(y == 16)
            }
            previousY = y
            previousH = h
        }
        return solver
    }

    /// Checks `B z = eᵢ` and `yᵀB = eₚᵀ` for a spread of unit vectors, sparse and dense alike.
    func expectSolves(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
        var engine = solver.engine!
        var factor = engine.factor!
        let m = factor.size
        #expect(m == engine.program.rowCount && m == engine.basis.count, sourceLocation: sourceLocation)
        #expect(factor.borderCount > 0 || factor.pivotEtaCount > 0, "the warm paths should have updated the factors",
                sourceLocation: sourceLocation)
        var input = SparseVector(count: m), output = SparseVector(count: m)
        for i in stride(from: 0, to: m, by: max(1, m / 60)) {
            // B z = eᵢ: the columns of the basis, weighted by z, add up to eᵢ.
            factor.scratch.ftranDensity = 0   // the hypersparse path, not its dense fallback
            input.set(i, 1)
            factor.ftran(&input, into: &output)
            var dense = [Double](repeating: 0, count: m)
            dense[i] = 1
            let z = factor.ftran(&dense)
            var sum = [Double](repeating: 0, count: m)
            for p in 0..<m where z[p] != 0 {
                #expect(abs(output[p] - z[p]) <= 1e-9 * (1 + abs(z[p])), "ftran e\(i) at \(p)", sourceLocation: sourceLocation)
                engine.program.forEachEntry(inColumn: engine.basis[p]) { r, a in sum[r] += a * z[p] }
            }
            for p in output.indices where z[p] == 0 { #expect(abs(output[p]) <= 1e-12, sourceLocation: sourceLocation) }
            for r in 0..<m { #expect(abs(sum[r] - (r == i ? 1 : 0)) <= 1e-9, "B z = e\(i), row \(r)", sourceLocation: sourceLocation) }
            output.clear()
            // yᵀB = eₚᵀ: y times each basic column is 1 at position p, 0 elsewhere.
            factor.scratch.btranDensity = 0
            input.set(i, 1)
            factor.btran(&input, into: &output)
            var unit = [Double](repeating: 0, count: m)
            unit[i] = 1
            let y = factor.btran(&unit)
            for r in 0..<m where y[r] != 0 || output[r] != 0 {
                #expect(abs(output[r] - y[r]) <= 1e-9 * (1 + abs(y[r])), "btran e\(i) at \(r)", sourceLocation: sourceLocation)
            }
            for q in 0..<m {
                var dot = 0.0
                engine.program.forEachEntry(inColumn: engine.basis[q]) { r, a in dot += a * y[r] }
                #expect(abs(dot - (q == i ? 1 : 0)) <= 1e-9, "yᵀB = e\(i)ᵀ, position \(q)", sourceLocation: sourceLocation)
            }
            output.clear()
        }
        engine.factor = factor
    }

    @Test func solvesAgreeAfterWarmAdds() throws {
        let solver = try warmSolver(rows: 40)
        expectSolves(solver)
    }

    @Test func solvesAgreeAfterRemovals() throws {
        let solver = try warmSolver(rows: 40)
        // Remove constraints from the middle (binding ones among them): primal pivots, released rows.
        for c in solver.constraints.enumerated().filter({ $0.offset % 7 == 3 }).map(\.element) {
            try solver.removeConstraint(c)
        }
        expectSolves(solver)
    }

    /// The stack's rows (`yᵢ = yᵢ₋₁ + hᵢ₋₁ + 12`, every variable in them basic) start with a free
    /// variable one step away as a border, and the labels' rows need the dual simplex: a few pivots
    /// per label and none per stack row, where pricing each stack row against the whole stack was
    /// the quadratic part of one-by-one builds.
    @Test func aLongStackAddsWithoutPivotsPerRow() throws {
        let solver = Solver()
        var pivots = 0, factorizations = 0
        var previous: (y: Variable, h: Variable)?
        var ys: [Variable] = []
        for i in 0..<300 {
            let y = Variable("y\(i)"), h = Variable("h\(i)"), ly = Variable("ly\(i)"), lh = Variable("lh\(i)")
            var calls: [Constraint] = [(h == 28).withStrength(.strong), (lh == 20).withStrength(.strong),
                                       ly + 0.5 * lh == y + 0.5 * h]
            calls.append(previous.map { y == $0.y + $0.h + 12 } ?? (y == 16))
            for c in calls {
                try solver.addConstraint(c)
                pivots += solver.lastSolveStatistics.pivots
                factorizations += solver.lastSolveStatistics.factorizations
            }
            previous = (y, h)
            ys.append(y)
        }
        #expect(pivots == 0)
        #expect(factorizations <= 12, "fresh factorisations only as the borders double")
        solver.updateVariables()
        for (i, y) in ys.enumerated() { #expect(abs(y.value - (16 + 40 * Double(i))) <= 1e-9 * (1 + y.value)) }
    }
}
