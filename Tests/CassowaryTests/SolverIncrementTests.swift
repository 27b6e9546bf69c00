import Cassowary
import PropertyBased
import Testing

/// Adds and removals start from the current basis (see `RevisedSimplex+Increment.swift`): the work
/// counts show it, and the answers are those of a solve from scratch.
@Suite struct SolverIncrementTests {
    /// A chain `l₀ = 0, lᵢ₊₁ = lᵢ + wᵢ + 8, wᵢ ≥ 20` and equal widths (medium) in a box of `total`.
    func chain(_ n: Int, total: Double) -> (left: [Variable], width: [Variable], constraints: [Constraint]) {
        let left = (0..<n).map { Variable("left\($0)") }, width = (0..<n).map { Variable("width\($0)") }
        var cs = [left[0] == 0]
        for i in 1..<n { cs.append(left[i] == left[i - 1] + width[i - 1] + 8) }
        for i in 0..<n { cs.append(width[i] >= 20) }
        for i in 1..<n { cs.append((width[i] == width[0]).withStrength(.medium)) }
        cs.append(left[n - 1] + width[n - 1] == total)
        return (left, width, cs)
    }

    @Test func addingAChainOneByOneFactorisesNothingUntilItsLastRow() throws {
        let (_, width, cs) = chain(50, total: 5_000)
        let solver = Solver()
        try solver.addConstraint(cs[0])
        var factorizations = 0
        for c in cs.dropFirst().dropLast() {
            try solver.addConstraint(c)
            // Every row so far has a start that keeps the optimum: a border, no pivot. The factors
            // are renewed only when the borders outnumber the factorised rows (geometrically).
            #expect(solver.lastSolveStatistics.pivots == 0, "\(c)")
            factorizations += solver.lastSolveStatistics.factorizations
        }
        #expect(factorizations <= 2)
        try solver.addConstraint(cs[cs.count - 1])
        solver.updateVariables()
        #expect(abs(width[0].value - (5_000 - 8.0 * 49) / 50) < 1e-9)
        #expect(abs(width[49].value - width[0].value) < 1e-9)
    }

    /// The row that sizes a chain built one constraint at a time moves every position; from the
    /// basis adds left (positions free, widths basic) that is a pivot per view, each pricing the
    /// chain. Past a few passes over the program's worth of work the add is solved from scratch
    /// instead: a handful of pivots, one factorisation, the same optimum.
    @Test func closingALongChainOneByOneIsSolvedFromScratch() throws {
        let n = 400
        let (left, width, cs) = chain(n, total: 100.0 * Double(n))
        let solver = Solver()
        for c in cs.dropLast() { try solver.addConstraint(c) }
        try solver.addConstraint(cs[cs.count - 1])
        #expect(solver.lastSolveStatistics.pivots < 10, "\(solver.lastSolveStatistics)")
        #expect(solver.lastSolveStatistics.factorizations >= 1)
        solver.updateVariables()
        let w = (100.0 * Double(n) - 8 * Double(n - 1)) / Double(n)
        for v in width { #expect(abs(v.value - w) <= 1e-9 * w) }
        #expect(abs(left[n - 1].value - (100.0 * Double(n) - w)) <= 1e-9 * 100 * Double(n))
    }

    /// Suggestions after warm adds: the first is checked row by row on the updated factors, the
    /// second factorises afresh (a drag pays one factorisation), the rest are plain increments.
    @Test func aDragAfterWarmAddsFactorisesOnce() throws {
        let (left, width, cs) = chain(60, total: 6_000)
        let solver = Solver()
        for c in cs.dropLast() { try solver.addConstraint(c) }
        let total = Variable("total")
        try solver.addConstraint(left[59] + width[59] == total)
        try solver.addEditVariable(total, strength: .strong)
        var factorizations: [Int] = []
        for value in stride(from: 6_000.0, through: 7_000, by: 100) {
            try solver.suggestValue(total, value)
            factorizations.append(solver.lastSolveStatistics.factorizations)
            solver.updateVariables()
            #expect(abs(width[0].value - (value - 8 * 59) / 60) <= 1e-9 * value)
        }
        #expect(factorizations.dropFirst(2).allSatisfy { $0 == 0 }, "\(factorizations)")
        #expect(factorizations.reduce(0, +) <= 2, "\(factorizations)")
    }

    @Test func removingAConstraintThatDoesNotBindChangesNothing() throws {
        let (left, width, cs) = chain(20, total: 2_000)
        let solver = Solver()
        try solver.addConstraints(cs)
        solver.updateVariables()
        let before = (left + width).map(\.value)
        // wᵢ ≥ 20 holds with room: its slack is basic and its multiplier 0.
        try solver.removeConstraint(cs[20 + 5])
        #expect(solver.lastSolveStatistics.pivots == 0)
        #expect(solver.lastSolveStatistics.factorizations == 0)
        solver.updateVariables()
        #expect((left + width).map(\.value) == before)
        #expect(solver.constraints.count == cs.count - 1)
    }

    @Test func removingEverythingInReverseLeavesAnEmptySolver() throws {
        let (left, width, cs) = chain(30, total: 3_000)
        let solver = Solver()
        for c in cs { try solver.addConstraint(c) }
        for c in cs.reversed() {
            try solver.removeConstraint(c)
            solver.updateVariables()
            // Whatever is left still holds: required rows are never broken by a removal.
            for kept in solver.constraints where kept.isRequired {
                #expect(kept.violation <= 1e-6, "\(kept) after removing \(c)")
            }
        }
        #expect(solver.constraints.isEmpty)
        #expect((left + width).allSatisfy { $0.value == 0 })
    }

    @Test func aRefusedAddAfterWarmAddsLeavesLaterCallsBitIdentical() throws {
        let (left, width, cs) = chain(12, total: 1_500)
        let a = Solver(), b = Solver()
        for c in cs { try a.addConstraint(c); try b.addConstraint(c) }
        let before = a.dump()
        // Refused on the warm path, and refused again from scratch: nothing may remain of it.
        #expect(throws: SolverError.self) { try a.addConstraint(left[11] >= 2_000) }
        #expect(throws: SolverError.self) { try a.addConstraints([width[3] == 30, width[3] == 40]) }
        #expect(a.dump() == before)
        let later: [Constraint] = [(width[2] == 50).withStrength(.strong), left[5] <= 1_000]
        for c in later { try a.addConstraint(c); try b.addConstraint(c) }
        try a.removeConstraint(cs[3]); try b.removeConstraint(cs[3])
        a.updateVariables()
        let valuesA = (left + width).map(\.value)
        b.updateVariables()
        #expect((left + width).map(\.value) == valuesA)
    }

    /// One by one (each add warm) and in one batch (from a crash basis) reach the same optimum;
    /// where it is provably unique, the same values.
    @Test func oneByOneAndBatchedGiveTheSameSolution() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000)) { seed in
            let (variables, constraints) = randomSystem(seed: seed, variableCount: 6, constraintCount: 14)
            let single = Solver()
            var accepted: [Constraint] = []
            for c in constraints {
                do { try single.addConstraint(c); accepted.append(c) } catch {}
            }
            guard !accepted.isEmpty else { return }
            single.updateVariables()
            let oneByOne = variables.map(\.value)
            let objective = weightedError(accepted)
            guard case let .optimal(reference) = ReferenceLP.solve(accepted) else {
                Issue.record("seed \(seed): the reference finds the accepted set infeasible"); return
            }
            #expect(abs(objective - reference) <= objectiveTolerance(accepted, reference: reference), "seed \(seed)")
            let batch = Solver()
            do { try batch.addConstraints(accepted) } catch {
                Issue.record("seed \(seed): the batch was refused: \(error)"); return
            }
            batch.updateVariables()
            #expect(abs(weightedError(accepted) - reference) <= objectiveTolerance(accepted, reference: reference), "seed \(seed)")
            if batch.hasUniqueSolution {
                for (v, value) in zip(variables, oneByOne) {
                    #expect(abs(v.value - value) <= 1e-6 * (1 + abs(value)), "seed \(seed): \(v)")
                }
            }
        }
    }
}
