import Cassowary
import Testing

/// The solver example of Sources/Cassowary/Cassowary.docc/TheSolver.md, verbatim, with what its comments promise.
@Suite struct ReadmeSolverExampleTests {
    @Test func theReadmeExampleSolvesAsItSays() throws {
        let left = Variable("left"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraints([                 // one batch, one solve, all or nothing
            left == 20,
            left + width <= 300,
            (width == 400).withStrength(.medium),
        ])
        solver.updateVariables()                    // left = 20, width = 280
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(width, 120)         // re-solves from the current basis
        solver.updateVariables()                    // width = 120: the strong edit beats the medium pull

        #expect(left.value == 20)
        #expect(width.value == 120)
    }
}
