import Cassowary
import Testing
/// Seed 631162 once failed because the reference stopped phase 2 on a false "unbounded".
@Test func referenceOnSeed631162() {
    let (_, constraints) = randomSystem(seed: 631162)
    #expect(ReferenceLP.solve(constraints) == .optimal(objective: 0))
}
