@testable import Cassowary
import Testing

/// The check at the end of a solve (`RevisedSimplex.optimize`): `infeasibility() == 0`, then
/// `snapToBounds()` and `holds()`, fused into one pass over the columns
/// (`snapToBoundsAndCheckHoldsIfFeasible()`). It must snap the same values and answer the same.
@Suite struct SnapAndHoldsTests {
    enum Perturbation: CaseIterable { case none, withinTolerance, beyondTolerance, brokenRow }

    @Test(arguments: Perturbation.allCases)
    func theFusedCheckSnapsAndAnswersAsTheSeparateOnesDo(perturbation: Perturbation) throws {
        let solver = Solver()
        try solver.addConstraints(EqualCellGrid(n: 6).constraints)
        var engine = try #require(solver.engine)
        let program = engine.program
        // A basic auxiliary with a finite lower bound and a tolerance to move within.
        let basic = try #require(engine.basis.first { program.lower[$0].isFinite && engine.boundTolerance[$0] > 0 })
        switch perturbation {
        case .none:
            break
        case .withinTolerance:
            // Below its bound by half its tolerance: feasible, and snapped back onto it.
            engine.x[basic] = program.lower[basic] - engine.boundTolerance[basic] / 2
        case .beyondTolerance:
            engine.x[basic] = program.lower[basic] - 2 * engine.boundTolerance[basic] - 1
        case .brokenRow:
            // A non-basic value moved (every variable of the grid is basic: an auxiliary): the basic
            // values are feasible, a row no longer holds.
            let nonBasic = try #require((0..<program.columnCount).first { engine.positionOf[$0] < 0 })
            engine.x[nonBasic] += 1
        }
        var separate = engine
        var expected: Bool?
        if separate.infeasibility() == 0 {
            separate.snapToBounds()
            expected = separate.holds()
        }
        let before = engine.x
        let fused = engine.snapToBoundsAndCheckHoldsIfFeasible()
        #expect(fused == expected)
        #expect(engine.x == separate.x)
        switch perturbation {
        case .none: #expect(fused == true)
        case .withinTolerance:
            #expect(fused != nil)
            #expect(before[basic] != engine.x[basic] && engine.x[basic] == program.lower[basic])
        case .beyondTolerance:
            // Infeasible: nothing snapped, nothing changed.
            #expect(fused == nil)
            #expect(engine.x == before)
        case .brokenRow: #expect(fused == false)
        }
    }
}
