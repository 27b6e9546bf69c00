import Testing
@testable import SolverScripts

/// The solver's work on the shared scenes driven one call at a time, as `sketchpad-solve --bench
/// --mode one-by-one|removal` drives them: pivots and factorisations are deterministic, so they pin
/// what the warm paths do where timings cannot (see Benchmarks/README.md, issue 26).
@Suite struct WarmWorkTests {
    @Test func gridTenIsBuiltOneByOneWithoutDualPivots() throws {
        // An equal-width preference that holds through basic widths takes a free position as its
        // basic variable; with a holder fixed at 0 instead, each row's last width pushed the
        // holders of its chain out of bounds: 97 dual pivots and 4 factorisations.
        let report = ScriptBenchmark.run(try ScriptFileTests.script("grid-10.txt"), reps: 1, mode: .oneByOne)
        #expect(report.mismatches.isEmpty && report.unexpectedErrors.isEmpty)
        let work = try #require(report.work)
        #expect(work.pivots <= 1, "\(work)")
        #expect(work.factorizations <= 3, "\(work)")
    }

    @Test func formTwoHundredIsEmptiedWithFewFactorizations() throws {
        // Each pivot of these removals moves the shared guide and every row with it (an eta of
        // ~700 entries); refactorising once the eta file outgrew the LU took 7 factorisations.
        let report = ScriptBenchmark.run(try ScriptFileTests.script("form-200.txt"), reps: 1, mode: .removal)
        #expect(report.mismatches.isEmpty && report.unexpectedErrors.isEmpty)
        let work = try #require(report.work)
        #expect(work.pivots <= 23, "\(work)")
        #expect(work.factorizations <= 3, "\(work)")
    }
}
