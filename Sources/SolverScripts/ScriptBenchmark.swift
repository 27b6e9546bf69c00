import Cassowary

/// Times a script the way `sketchpad-solve --bench` does (and `Benchmarks/kiwi_bench.py`
/// does for kiwi), so both solvers are measured on the same system by the same rules.
///
/// - **Build + solve**, once per rep on a fresh ``Solver``: every `c`, `edit`, `remove` and
///   `unedit` line before the first `suggest`, then `updateVariables()`. In
///   ``BenchmarkMode/batch`` consecutive constraints go in as one batch (as in ``ScriptRunner``);
///   in ``BenchmarkMode/oneByOne`` each goes in with its own `addConstraint` call, as kiwi is
///   driven. Parsing and the construction of every ``Constraint`` and ``Variable`` happen before,
///   outside the clock.
/// - **Removal** (``BenchmarkMode/removal``, instead of the build): after an untimed batched
///   build, every constraint the build added is removed with its own `removeConstraint` call,
///   last added first, then `updateVariables()`; one sample per rep.
/// - **Re-solve**: after the build, the first suggested value (V0 of `suggest VAR V0 V1 …`)
///   is applied untimed; every later value is `suggestValue` + `updateVariables()`, timed one
///   by one. Samples of all reps are pooled.
/// - `check` lines before the first `suggest` are compared after the (first) build; any
///   mismatch, and any operation that throws without an `# expect-error` for it, is reported,
///   and `sketchpad-solve` exits 1.
///
/// Times come from `ContinuousClock` (monotonic).
///
/// ```swift
/// let script = try SolverScript(contentsOfFile: "chain-100-edit.txt")
/// let report = ScriptBenchmark.run(script, reps: 10)
/// print(report.json)   // {"file": "chain-100-edit.txt", "vars": 201, "constraints": 300, …}
/// ```
public enum ScriptBenchmark {
    public static func run(_ script: SolverScript, reps: Int, mode: BenchmarkMode = .batch) -> BenchmarkReport {
        let compiled = CompiledScript(script)
        let firstSuggest = compiled.steps.firstIndex {
            if case .suggest = $0 { return true }
            return false
        } ?? compiled.steps.endIndex
        let buildSteps = compiled.steps[..<firstSuggest].filter {
            if case .check = $0 { return false }
            return true
        }
        let buildChecks = compiled.steps[..<firstSuggest].filter {
            if case .check = $0 { return true }
            return false
        }
        let rest = compiled.steps[firstSuggest...]
        var constraintCount = 0
        for case .add(let batch) in buildSteps { constraintCount += batch.count }

        let clock = ContinuousClock()
        var builds: [Double] = []
        var resolves: [Double] = []
        var reported: [ScriptEvent] = []
        // The solver's work over the first rep's calls, one by one or removing (deterministic).
        var work = SolverStatistics()
        func count(_ s: SolverStatistics) {
            work.feasibilityPivots += s.feasibilityPivots
            work.optimalityPivots += s.optimalityPivots
            work.factorizations += s.factorizations
            work.eliminationWork += s.eliminationWork
        }
        for rep in 0..<max(reps, 1) {
            var events: [ScriptEvent] = []
            let start = clock.now
            let solver = Solver()
            for step in buildSteps {
                if mode == .oneByOne, case .add(let batch) = step {
                    for (line, constraint) in batch {
                        do throws(SolverError) { try solver.addConstraint(constraint) } catch {
                            events.append(.error(line: line, error))
                        }
                        if rep == 0 { count(solver.lastSolveStatistics) }
                    }
                } else {
                    compiled.execute(step, on: solver, events: &events)
                }
            }
            solver.updateVariables()
            if mode != .removal { builds.append(milliseconds(start.duration(to: clock.now))) }

            for step in buildChecks { compiled.execute(step, on: solver, events: &events) }
            if mode == .removal {
                let added = solver.constraints
                let t0 = clock.now
                for constraint in added.reversed() {
                    do throws(SolverError) { try solver.removeConstraint(constraint) } catch {
                        events.append(.error(line: 0, error))
                    }
                    if rep == 0 { count(solver.lastSolveStatistics) }
                }
                solver.updateVariables()
                builds.append(milliseconds(t0.duration(to: clock.now)))
                if rep == 0 { reported = events }
                continue
            }
            var first = true
            for step in rest {
                guard case let .suggest(line, variable, values) = step else {
                    compiled.execute(step, on: solver, events: &events)
                    continue
                }
                for value in values {
                    if first { // V0: settles the edit after the build; not a re-solve
                        first = false
                        suggest(variable, value, line: line, on: solver, events: &events)
                        solver.updateVariables()
                        continue
                    }
                    let t0 = clock.now
                    suggest(variable, value, line: line, on: solver, events: &events)
                    solver.updateVariables()
                    resolves.append(milliseconds(t0.duration(to: clock.now)) * 1000)
                }
            }
            if rep == 0 { reported = events }
        }
        return BenchmarkReport(file: script.file, variables: script.variableNames.count,
                               constraints: constraintCount, buildMilliseconds: builds,
                               resolveMicroseconds: resolves, events: reported,
                               expectedErrors: script.expectedErrors, mode: mode,
                               work: mode == .batch ? nil : work)
    }

    private static func suggest(_ variable: Variable, _ value: Double, line: Int, on solver: Solver,
                                events: inout [ScriptEvent]) {
        do throws(SolverError) { try solver.suggestValue(variable, value) } catch {
            events.append(.error(line: line, error))
        }
    }

    private static func milliseconds(_ d: Duration) -> Double {
        let (seconds, attoseconds) = d.components
        return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
    }
}

/// What `sketchpad-solve --bench` times (see ``ScriptBenchmark``).
public enum BenchmarkMode: String, CaseIterable, Sendable {
    /// Consecutive constraints in one `addConstraints` batch.
    case batch
    /// Each constraint with its own `addConstraint` call, as kiwi is driven.
    case oneByOne = "one-by-one"
    /// Each constraint of the build removed with its own call, last added first.
    case removal
}
