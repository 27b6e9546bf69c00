@testable import Cassowary
import Testing

/// The factorisation under the engine: solves must be exact on well-conditioned matrices, and
/// rank deficiency must show as unpivoted rows rather than garbage.
@Suite struct SparseLUTests {
    func randomSparse(seed: Int, size: Int) -> (cols: [[Int]], vals: [[Double]]) {
        var rng = SplitMix64(state: UInt64(seed))
        var cols = [[Int]](repeating: [], count: size), vals = [[Double]](repeating: [], count: size)
        for i in 0..<size {
            // Diagonally dominant, so certainly nonsingular.
            cols[i].append(i); vals[i].append(10 + Double(rng.int(0...5)))
            for _ in 0..<2 {
                let j = rng.int(0...(size - 1))
                if !cols[i].contains(j) { cols[i].append(j); vals[i].append(Double(rng.int(-3...3)) + 0.5) }
            }
        }
        return (cols, vals)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func factorisationSolvesTheSystem(seed: Int) {
        let n = 40
        let (cols, vals) = randomSparse(seed: seed, size: n)
        let lu = SparseLU(rowColumns: cols, rowValues: vals, columnCount: n)
        #expect(lu.unpivotedRows.isEmpty)
        #expect(lu.pivots.count == n)
        Self.expectSolvesExactly(lu, cols: cols, vals: vals)
    }

    /// Counts past the buckets a factorisation starts with (16), from the start (a dense row and
    /// column) and through fill (a half-dense block): the buckets grow on demand, and the factors
    /// still solve the system exactly.
    @Test(arguments: [7, 8, 9])
    func countsBeyondTheFirstBucketsFactoriseExactly(seed: Int) {
        let n = 48
        var rng = SplitMix64(state: UInt64(seed))
        var cols = [[Int]](repeating: [], count: n), vals = [[Double]](repeating: [], count: n)
        for i in 0..<n {
            for j in 0..<n {
                // Row 0 and column 0 dense, the diagonal, and about half of the lower right block.
                let entry = i == j || i == 0 || j == 0 || (i >= n / 2 && j >= n / 2 && rng.int(0...1) == 1)
                guard entry else { continue }
                cols[i].append(j)
                // Strictly diagonally dominant (off-diagonal entries sum to less than 48), so nonsingular.
                vals[i].append(i == j ? 100 : Double(rng.int(-4...4)) / 4 + 0.125)
            }
        }
        #expect(cols[0].count > SparseLU.initialCountBuckets)
        let lu = SparseLU(rowColumns: cols, rowValues: vals, columnCount: n)
        #expect(lu.pivots.count == n)
        Self.expectSolvesExactly(lu, cols: cols, vals: vals)
    }

    /// Solves A z = b for a known z (small integers) with A's factors, by forward elimination and
    /// back substitution as BasisFactorization does, and expects that z back.
    static func expectSolvesExactly(_ lu: SparseLU, cols: [[Int]], vals: [[Double]]) {
        let n = cols.count
        var rng = SplitMix64(state: 99)
        let z0 = (0..<n).map { _ in Double(rng.int(-20...20)) }
        let b = (0..<n).map { i in zip(cols[i], vals[i]).reduce(0.0) { $0 + $1.1 * z0[$1.0] } }
        let z = solve(lu, b)
        for j in 0..<n { #expect(abs(z[j] - z0[j]) < 1e-9) }
    }

    /// Solves A z = b with A's factors by forward elimination and back substitution, as
    /// `BasisFactorization` does.
    static func solve(_ lu: SparseLU, _ rhs: [Double]) -> [Double] {
        var b = rhs
        for k in lu.pivots.indices {
            let a = b[lu.pivots[k].row]
            for e in lu.lStart[k]..<lu.lStart[k + 1] { b[lu.lRows[e]] -= lu.lValues[e] * a }
        }
        var z = [Double](repeating: 0, count: b.count)
        for k in lu.pivots.indices.reversed() {
            var s = b[lu.pivots[k].row]
            for e in lu.uStart[k]..<lu.uStart[k + 1] { s -= lu.uValues[e] * z[lu.uColumns[e]] }
            z[lu.pivots[k].column] = s / lu.pivots[k].value
        }
        return z
    }

    @Test func dependentRowsAreLeftUnpivoted() {
        // Row 2 = row 0 + row 1.
        let lu = SparseLU(rowColumns: [[0, 1], [1, 2], [0, 1, 2]],
                          rowValues: [[1, 2], [1, -1], [1, 3, -1]], columnCount: 3)
        #expect(lu.pivots.count == 2)
        #expect(lu.unpivotedRows.count == 1)
    }

    @Test func chainsStaySparse() {
        // lᵢ₊₁ − lᵢ − wᵢ = 8 for a chain of 500: choosing the column singletons wᵢ first keeps the
        // factors at the size of the matrix (no fill), where choosing lᵢ₊₁ would fill quadratically.
        let n = 500
        var cols: [[Int]] = [[0]], vals: [[Double]] = [[1]]         // l0 = 0
        for i in 0..<(n - 1) {
            cols.append([i + 1, i, n + i]); vals.append([1, -1, -1])
        }
        let lu = SparseLU(rowColumns: cols, rowValues: vals, columnCount: 2 * n)
        #expect(lu.pivots.count == n)
        #expect(lu.uColumns.count + lu.lRows.count <= 2 * n)
    }
}

/// Work counts (deterministic, unlike timings) on the benchmark scenes' shapes: a regression that
/// makes a layout need many more pivots fails here long before anyone runs a benchmark.
@Suite struct SolverWorkTests {
    @Test func aChainIsOneFactorisationAndNoPivots() throws {
        let n = 300
        let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
        var cs: [Constraint] = [left[0] == 0]
        for i in 0..<(n - 1) { cs.append(left[i + 1] == left[i] + width[i] + 8) }
        for i in 0..<n { cs.append(width[i] >= 20) }
        cs.append(left[n - 1] + width[n - 1] == 30_000)
        for i in 1..<n { cs.append((width[i] == width[0]).withStrength(.medium)) }
        let solver = Solver()
        try solver.addConstraints(cs)
        #expect(solver.lastSolveStatistics.pivots == 0)
        #expect(solver.lastSolveStatistics.factorizations == 1)
        solver.updateVariables()
        #expect(abs(width[0].value - (30_000 - 8.0 * Double(n - 1)) / Double(n)) < 1e-9)
        // Suggesting the container width re-solves without a single pivot, once the first
        // suggestion that moves it has pivoted the edit's error into the basis (the edit was added
        // from the current basis, where the width is basic in the chain's last row).
        let total = Variable("W")
        try solver.removeConstraint(cs[2 * n])
        try solver.addConstraint(left[n - 1] + width[n - 1] == total)
        try solver.addEditVariable(total, strength: .strong)
        var pivots: [Int] = []
        for w in stride(from: 30_000.0, through: 40_000, by: 2_500) {
            try solver.suggestValue(total, w)
            pivots.append(solver.lastSolveStatistics.pivots)
        }
        #expect(pivots == [0, 1, 0, 0, 0])
        solver.updateVariables()
        #expect(abs(width[7].value - (40_000 - 8.0 * Double(n - 1)) / Double(n)) < 1e-9)
    }

    @Test func anEditedChainPushedToItsMinimumWidthsNeedsNoDegeneratePivots() throws {
        // chain-N-edit: the container width is an edit variable made before the chain exists, so
        // the build asks for 0 and every width ends on its minimum while the equal-width
        // preferences hold too. Phase 1 gets there in one step; from the crash basis phase 2 then
        // took a degenerate pivot per width (100 here) to show it optimal.
        let n = 100
        let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
        let total = Variable("W")
        let solver = Solver()
        try solver.addEditVariable(total, strength: .strong)
        var cs: [Constraint] = [left[0] == 0]
        for i in 0..<(n - 1) { cs.append(left[i + 1] == left[i] + width[i] + 8) }
        for i in 0..<n { cs.append(width[i] >= 20) }
        for i in 1..<n { cs.append((width[i] == width[0]).withStrength(.medium)) }
        cs.append(left[n - 1] + width[n - 1] == total)
        try solver.addConstraints(cs)
        #expect(solver.lastSolveStatistics.pivots <= 2, "\(solver.lastSolveStatistics)")
        #expect(solver.lastSolveStatistics.factorizations <= 2, "\(solver.lastSolveStatistics)")
        solver.updateVariables()
        #expect(width.allSatisfy { $0.value == 20 })
        #expect(total.value == 20 * Double(n) + 8 * Double(n - 1))
        try solver.suggestValue(total, 10_000)
        solver.updateVariables()
        let equal = (10_000 - 8 * Double(n - 1)) / Double(n)
        #expect(width.allSatisfy { abs($0.value - equal) < 1e-9 })
    }

    @Test func anEditedFormIsCrashedOnce() throws {
        // form-N-edit: phase 1 leaves every field's minimum width tight at once (the edit asks for
        // 0), but nothing competes with those bounds: phase 2 has one pivot to make, and a
        // second crash would cost more than it saves.
        let n = 100
        let guide = Variable("guide"), total = Variable("W")
        let solver = Solver()
        try solver.addEditVariable(total, strength: .strong)
        var cs: [Constraint] = [guide >= 16, (guide == 120).withStrength(.weak)]
        var widest = 0.0
        for i in 0..<n {
            let lx = Variable("lx\(i)"), lw = Variable("lw\(i)"), fx = Variable("fx\(i)"), fw = Variable("fw\(i)")
            let intrinsic = Double(40 + (i * 37) % 120)
            widest = max(widest, intrinsic)
            cs += [lx >= 16, lx + lw == guide, (lw >= intrinsic).withStrength(.strong),
                   (lw == intrinsic).withStrength(.medium), fx == guide + 8, fx + fw + 16 == total, fw >= 100,
                   (lx == 16).withStrength(.weak)]
        }
        try solver.addConstraints(cs)
        #expect(solver.lastSolveStatistics.factorizations == 1, "\(solver.lastSolveStatistics)")
        #expect(solver.lastSolveStatistics.pivots <= 4, "\(solver.lastSolveStatistics)")
        solver.updateVariables()
        #expect(guide.value == widest + 16)
        #expect(total.value == guide.value + 8 + 100 + 16)
    }

    @Test func aFormWithASharedGuideNeedsOnePivot() throws {
        // form-N: labels right-aligned to one guide that must clear the widest label.
        let n = 100
        let guide = Variable("guide")
        var cs: [Constraint] = [guide >= 16, (guide == 120).withStrength(.weak)]
        var widths: [Double] = []
        for i in 0..<n {
            let lx = Variable("lx\(i)"), lw = Variable("lw\(i)")
            let intrinsic = Double(40 + (i * 37) % 120)
            widths.append(intrinsic)
            cs += [lx >= 16, lx + lw == guide, (lw >= intrinsic).withStrength(.strong),
                   (lw == intrinsic).withStrength(.medium), (lx == 16).withStrength(.weak)]
        }
        let solver = Solver()
        try solver.addConstraints(cs)
        #expect(solver.lastSolveStatistics.pivots <= 2)
        solver.updateVariables()
        #expect(guide.value == widths.max()! + 16)
    }

    @Test func aGridOfEqualCellsNeedsNoDegeneratePivots() throws {
        // grid-N: the crash holds every preference, but in each row of the grid one of them
        // depends on the others and keeps its error basic at 0, all on the same side. That basis
        // prices the first row's errors as improving, and phase 2 took 8 pivots of length 0 on
        // grid-10 to show an optimum that every error at 0 already proves.
        let grid = EqualCellGrid(n: 10)
        let solver = Solver()
        try solver.addConstraints(grid.constraints)
        #expect(solver.lastSolveStatistics.pivots == 0, "\(solver.lastSolveStatistics)")
        #expect(solver.lastSolveStatistics.factorizations == 1, "\(solver.lastSolveStatistics)")
        solver.updateVariables()
        let side = (1000 - 8 * 9) / 10.0
        #expect(grid.w.joined().allSatisfy { abs($0.value - side) < 1e-9 })
        #expect(grid.h.joined().allSatisfy { abs($0.value - side) < 1e-9 })
        #expect(abs(grid.x[9][9].value - (1000 - side)) < 1e-9)
    }

    @Test func anEditedGridIsDraggedWithoutPricing() throws {
        // grid-N-edit: every suggestion keeps every preference held, so the unpriced basis of the
        // build serves every one of them as it is.
        let total = Variable("W")
        let solver = Solver()
        try solver.addEditVariable(total, strength: .strong)
        let grid = EqualCellGrid(n: 10, width: total)
        try solver.addConstraints(grid.constraints)
        #expect(solver.lastSolveStatistics.pivots == 0, "\(solver.lastSolveStatistics)")
        for w in [1000.0, 800, 949.5, 1200] {
            try solver.suggestValue(total, w)
            #expect(solver.lastSolveStatistics.pivots == 0, "\(w): \(solver.lastSolveStatistics)")
            solver.updateVariables()
            let side = (w - 8 * 9) / 10
            #expect(grid.w.joined().allSatisfy { abs($0.value - side) < 1e-9 }, "\(w)")
            #expect(abs(grid.x[9][9].value - (w - side)) < 1e-9, "\(w)")
        }
    }

    @Test func aGridIsEmptiedWithoutPricingOrPivots() throws {
        // Removal on grid-N: a released row moves no error, so every error stays 0 and the unpriced
        // basis of the build stays optimal. Pricing it at the first removal took phase 2's pivots
        // of length 0 and the removals after it 23 more, with two factorisations, on grid-10.
        let grid = EqualCellGrid(n: 10)
        let solver = Solver()
        try solver.addConstraints(grid.constraints)
        var held = grid.constraints
        var pivots = 0, factorizations = 0
        while let last = held.popLast() {
            try solver.removeConstraint(last)
            pivots += solver.lastSolveStatistics.pivots
            factorizations += solver.lastSolveStatistics.factorizations
            if held.count % 100 == 0 {
                solver.updateVariables()
                #expect(try solverReachesTheOptimum(of: held), "\(held.count) left")
            }
        }
        #expect(pivots == 0)
        // Only the solves from scratch once released rows outnumber the rest three to one.
        #expect(factorizations <= 2, "\(factorizations)")
    }

    @Test func aGridIsBuiltOneByOneWithoutDualPivots() throws {
        // grid-N one constraint at a time: an equal-width preference that holds through basic widths
        // takes a free position as its basic variable (kiwi's free subject), not a holder fixed at 0.
        // With holders, the row's last width pushed every holder of its chain out of bounds: 97
        // dual pivots and 4 factorisations on grid-10.
        let grid = EqualCellGrid(n: 10)
        let solver = Solver()
        var pivots = 0, factorizations = 0
        for constraint in grid.constraints {
            try solver.addConstraint(constraint)
            pivots += solver.lastSolveStatistics.pivots
            factorizations += solver.lastSolveStatistics.factorizations
        }
        #expect(pivots <= 1, "\(pivots)")
        #expect(factorizations <= 3, "\(factorizations)")
        solver.updateVariables()
        let side = (1000 - 8 * 9) / 10.0
        #expect(grid.w.joined().allSatisfy { abs($0.value - side) < 1e-9 })
        #expect(grid.h.joined().allSatisfy { abs($0.value - side) < 1e-9 })
        #expect(try solverReachesTheOptimum(of: grid.constraints))
    }

    @Test func anUnpricedOptimumIsPricedBeforeItIsBuiltOn() throws {
        // After a build that stopped at a zero objective, the calls that start from the basis's
        // reduced costs must still reach the optimum: an add that no longer lets every preference
        // hold, and a suggestion that pushes the first width against a required bound.
        let grid = EqualCellGrid(n: 4)
        let solver = Solver()
        try solver.addConstraints(grid.constraints)
        var held = grid.constraints
        let squeeze = (grid.w[1][2] == 30).withStrength(.strong)
        try solver.addConstraint(squeeze)
        held.append(squeeze)
        solver.updateVariables()
        #expect(try solverReachesTheOptimum(of: held))

        let total = Variable("W")
        let edited = Solver()
        try edited.addEditVariable(total, strength: .strong)
        let other = EqualCellGrid(n: 4, width: total)
        let bound = other.w[0][0] <= 200
        try edited.addConstraints(other.constraints + [bound])
        try edited.suggestValue(total, 1000)
        edited.updateVariables()
        #expect(try solverReachesTheOptimum(of: other.constraints + [bound, (total == 1000).withStrength(.strong)]))
    }
}

/// Whether the variables' current values reach the optimal weighted error of `constraints`
/// (by the reference LP), within its tolerance.
private func solverReachesTheOptimum(of constraints: [Constraint]) throws -> Bool {
    guard case let .optimal(objective) = ReferenceLP.solve(constraints) else { return false }
    return abs(weightedError(constraints) - objective) <= objectiveTolerance(constraints, reference: objective)
}

/// grid-N of `Benchmarks/generate_scenes.py`: N×N cells (x, y, w, h), every row of cells a chain
/// `x₀ = 0, xⱼ₊₁ = xⱼ + wⱼ + 8, xₙ₋₁ + wₙ₋₁ = width` and every column the same in y and h up to
/// 1000 (required), every w equal to the first and every h to the first (medium).
struct EqualCellGrid {
    let x: [[Variable]], y: [[Variable]], w: [[Variable]], h: [[Variable]]
    let constraints: [Constraint]

    init(n: Int, width: Variable? = nil) {
        func cells(_ name: String) -> [[Variable]] {
            (0..<n).map { i in (0..<n).map { j in Variable("\(name)\(i)_\(j)") } }
        }
        let x = cells("x"), y = cells("y"), w = cells("w"), h = cells("h")
        func chain(_ position: [Variable], _ size: [Variable], to end: Expression) -> [Constraint] {
            var cs: [Constraint] = [position[0] == 0]
            for k in 0..<(n - 1) { cs.append(position[k + 1] == position[k] + size[k] + 8) }
            cs.append(position[n - 1] + size[n - 1] == end)
            return cs
        }
        var cs: [Constraint] = []
        for i in 0..<n { cs += chain(x[i], w[i], to: width.map { Expression($0) } ?? Expression(constant: 1000)) }
        for j in 0..<n { cs += chain(y.map { $0[j] }, h.map { $0[j] }, to: Expression(constant: 1000)) }
        for i in 0..<n {
            for j in 0..<n where (i, j) != (0, 0) {
                cs.append((w[i][j] == w[0][0]).withStrength(.medium))
                cs.append((h[i][j] == h[0][0]).withStrength(.medium))
            }
        }
        (self.x, self.y, self.w, self.h, constraints) = (x, y, w, h, cs)
    }
}

/// Shapes the layout engine met that once cost one pivot per variable or a quadratic crash
/// (reported with these reproductions by the layout engine's author).
@Suite struct SolverCrashShapeTests {
    @Test func variablesHeldOnlyBySoftInequalitiesNeedNoPivots() throws {
        let n = 400
        let xs = (0..<n).map { Variable("x\($0)") }
        var cs: [Constraint] = []
        for x in xs { cs += [(x >= 10).withStrength(.strong), (x <= 10).withStrength(.medium)] }
        let solver = Solver()
        try solver.addConstraints(cs)
        #expect(solver.lastSolveStatistics.pivots <= 2)
        solver.updateVariables()
        #expect(xs.allSatisfy { $0.value == 10 })
    }

    @Test func aRequiredChainWithPullsOnEveryLinkCrashesLinearly() throws {
        // Work is measured by the LU's size (deterministic), not by time.
        let n = 2000
        let xs = (0..<n).map { Variable("x\($0)") }
        var cs: [Constraint] = [xs[0] == 0]
        for i in 0..<(n - 1) { cs.append(xs[i + 1] == xs[i] + 10) }
        for x in xs { cs.append((x == 0).withStrength(Strength(1e-6))) }
        let solver = Solver()
        try solver.addConstraints(cs)
        #expect(solver.lastSolveStatistics.pivots == 0)
        #expect(solver.lastSolveStatistics.eliminationWork <= 20 * n)
        solver.updateVariables()
        #expect(xs[n - 1].value == 10 * Double(n - 1))
    }
}
