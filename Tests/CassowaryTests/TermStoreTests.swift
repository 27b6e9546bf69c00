import Cassowary
import Testing

/// The solver keeps every constraint's terms end to end in one store (`TermStore`): a failed add
/// must take back exactly the terms it stored, and a removal must keep the others' terms right.
struct TermStoreTests {
    @Test func aBatchRefusedHalfwayLeavesNoTermsOrVariablesBehind() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        let solver = Solver()
        try solver.addConstraints([x == 10, y == x + 5])
        let before = solver.dump()
        // z and w are new, and their constraints come before the invalid one: they are recorded
        // (and their terms stored) before the batch is refused.
        let bad = Constraint(Expression([Term(w, .nan)]), .equal)
        #expect(throws: SolverError.self) {
            try solver.addConstraints([z == y * 2, (w >= z).withStrength(.weak), bad])
        }
        #expect(solver.variableCount == 2)
        #expect(solver.dump() == before)
        // Later constraints read the right terms: the refused ones left nothing in the store.
        try solver.addConstraints([z == y * 2, w == z - 1])
        solver.updateVariables()
        #expect([x.value, y.value, z.value, w.value] == [10, 15, 30, 29])
        #expect(solver.constraintValues == [0, 0, 0, 0])
    }

    @Test func anUnsatisfiableBatchLeavesNoTermsBehind() throws {
        let a = Variable("a"), b = Variable("b")
        let solver = Solver()
        try solver.addConstraint(a == 1)
        #expect(throws: SolverError.self) { try solver.addConstraints([b == a + 1, b == 3]) }
        try solver.addConstraint(b == a * 4)
        solver.updateVariables()
        #expect(b.value == 4)
        #expect(solver.constraintValues == [0, 0])
    }

    @Test func removalsKeepTheOtherConstraintsTerms() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        var chain: [Constraint] = [v[0] == 0]
        for i in 1..<6 { chain.append(v[i] == v[i - 1] + Double(i)) }
        try solver.addConstraints(chain)
        // Remove from the middle and the start: the constraints after them move in the store.
        try solver.removeConstraints([chain[2], chain[0]])
        try solver.addConstraints([v[0] == 100, v[2] == v[1] + 20])
        solver.updateVariables()
        #expect(v.map(\.value) == [100, 101, 121, 124, 128, 133])
        #expect(solver.constraintValues.allSatisfy { $0 == 0 })
    }
}
