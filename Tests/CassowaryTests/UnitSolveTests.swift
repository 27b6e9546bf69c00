@testable import Cassowary
import PropertyBased
import Testing

/// A suggestion's increment is `delta · B⁻¹ e_row`, with `B⁻¹ e_row` kept while the factors stand
/// (`BasisFactorization+UnitSolve.swift`). A kept solve that outlived a change to the factors would
/// move the values along a stale direction: these pin that every change empties it.
@Suite struct UnitSolveTests {
    /// Fresh factors of a small chain (every basic value moves with the edit's row).
    func freshFactors() throws -> (factor: BasisFactorization, editRow: Int) {
        let solver = Solver()
        let w = Variable("W")
        var previous: Variable?
        var constraints: [Constraint] = []
        for i in 0..<6 {
            let left = Variable("l\(i)"), width = Variable("w\(i)")
            constraints.append(previous.map { left == $0 } ?? (left == 0))
            constraints.append(width >= 10)
            constraints.append((width == 50).withStrength(.weak))
            let right = Variable("r\(i)")
            constraints.append(right == left + width)
            previous = right
        }
        constraints.append(previous! == w)
        try solver.addConstraints(constraints)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(w, 400)
        var engine = solver.engine!
        engine.refactor()
        return (engine.factor!, engine.program.rowCount - 1)
    }

    func dense(_ factor: BasisFactorization, row: Int) -> [Double] {
        var v = [Double](repeating: 0, count: factor.size)
        v[row] = 1
        return factor.ftran(&v)
    }

    @Test func aKeptUnitSolveIsTheFactorsSolve() throws {
        var (factor, row) = try freshFactors()
        let first = factor.unitSolve(row: row)
        #expect(first.z == dense(factor, row: row))
        #expect(first.nonzeros == first.z.indices.filter { first.z[$0] != 0 })
        #expect(first.nonzeros.count > 1, "the edit's row should move several basic values")
        let again = factor.unitSolve(row: row)
        #expect(again.z == first.z)
    }

    @Test func aSignFlipEmptiesTheKeptSolves() throws {
        var (factor, row) = try freshFactors()
        let before = factor.unitSolve(row: row)
        let p = before.nonzeros[0]
        // A sign flip is no pivot (`hasUpdates` stays false, so suggestions still trust the
        // factors), yet the basis changed: the kept solve must follow it.
        factor.negate(position: p)
        #expect(!factor.hasUpdates)
        let after = factor.unitSolve(row: row)
        #expect(after.z == dense(factor, row: row))
        #expect(after.z[p] == -before.z[p])
    }

    @Test func aBorderAndARollBackEmptyTheKeptSolves() throws {
        var (factor, row) = try freshFactors()
        let before = factor.unitSolve(row: row)
        let mark = factor.mark
        factor.appendPivot(2, lower: [], upper: [])
        let bordered = factor.unitSolve(row: row)
        #expect(bordered.z.count == before.z.count + 1)
        #expect(bordered.z == dense(factor, row: row))
        factor.negate(position: before.nonzeros[0])
        _ = factor.unitSolve(row: row)
        factor.rollBack(to: mark)
        let back = factor.unitSolve(row: row)
        #expect(back.z == before.z)
    }

    /// A drag interleaved with adds and removals (borders, pivots and fresh factors between the
    /// suggestions): after every suggestion the weighted error is the reference's optimum.
    @Test func aDragInterleavedWithAddsAndRemovalsStaysOptimal() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...1_000_000)) { seed in
            dragInterleavedWithAddsAndRemovals(seed: seed)
        }
    }

    /// Seed 307959 ends step 11 with a strong equality missed by 1.4e-12 (error 1.36e-6 against an
    /// optimum of 0): rounding, which a bare relative tolerance called suboptimal (a failure in one
    /// CI run in ten or so, as the seeds are drawn afresh each run).
    @Test func roundingAtStrongStrengthIsNotSuboptimality() {
        dragInterleavedWithAddsAndRemovals(seed: 307_959)
    }

    func dragInterleavedWithAddsAndRemovals(seed: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let (variables, constraints) = randomSystem(seed: seed, variableCount: 4, constraintCount: 10)
        let solver = Solver()
        var held: [Constraint] = []
        for c in constraints.prefix(5) where (try? solver.addConstraint(c)) != nil { held.append(c) }
        var rng = SplitMix64(state: UInt64(seed) ^ 0x5eed)
        let edited = rng.pick(variables)
        do { try solver.addEditVariable(edited, strength: .strong) } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation); return
        }
        var pending = Array(constraints.dropFirst(5))
        for step in 0..<12 {
            let target = Double(rng.int(-100...100))
            do { try solver.suggestValue(edited, target) } catch {
                Issue.record("\(error)", sourceLocation: sourceLocation); return
            }
            solver.updateVariables()
            let edit = Constraint(Expression([Term(edited)], constant: -target), .equal, strength: .strong)
            guard case let .optimal(reference) = ReferenceLP.solve(held + [edit]) else {
                Issue.record("seed \(seed): reference infeasible", sourceLocation: sourceLocation); return
            }
            let ours = weightedError(held + [edit])
            #expect(abs(ours - reference) <= objectiveTolerance(held + [edit], reference: reference),
                    "seed \(seed), step \(step): \(ours) vs \(reference) after suggesting \(target)",
                    sourceLocation: sourceLocation)
            // Every third step changes the system between two suggestions.
            if step % 3 == 1, let c = pending.popLast() {
                if (try? solver.addConstraint(c)) != nil { held.append(c) }
            } else if step % 3 == 2, !held.isEmpty {
                let c = held.remove(at: rng.int(0...(held.count - 1)))
                do { try solver.removeConstraint(c) } catch {
                    Issue.record("\(error)", sourceLocation: sourceLocation); return
                }
            }
        }
    }
}
