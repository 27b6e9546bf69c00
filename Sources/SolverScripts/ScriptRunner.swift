import Cassowary

/// Runs a ``SolverScript`` against a fresh ``Solver``, the way `sketchpad-solve FILE` does.
///
/// Every operation is applied in order; one that throws is reported as `error LINE KIND` and
/// the run goes on. Every `check` calls `updateVariables()` and reports the variable's value.
///
/// ```swift
/// let script = try SolverScript(parsing: "c required == -5 1 x\ncheck x 5\nremove nope", file: "s.txt")
/// let result = ScriptRunner(script: script).run()
/// result.lines   // ["check x 5", "error 3 unknownConstraint"]
/// ```
///
/// Consecutive `c` lines go to the solver in one `addConstraints` batch (into an empty solver a
/// batch is solved from a crash basis). The batch is all-or-nothing, so when it is refused the
/// runner adds its lines one by one: exactly the lines that would fail one by one are reported,
/// and the solver ends as if every line had been added on its own. See
/// `CompiledScript.add(_:to:events:)`.
public final class ScriptRunner {
    public let script: SolverScript
    /// The solver the script runs on; inspect it after ``run()``.
    public let solver: Solver
    let compiled: CompiledScript

    public init(script: SolverScript, solver: Solver = Solver()) {
        self.script = script
        self.solver = solver
        self.compiled = CompiledScript(script)
    }

    /// The variable a name in the script stands for (nil for a name the script never uses).
    public func variable(named name: String) -> Variable? {
        compiled.variables[name]
    }

    /// Runs every operation once, in order.
    public func run() -> ScriptResult {
        var events: [ScriptEvent] = []
        for step in compiled.steps {
            compiled.execute(step, on: solver, events: &events)
        }
        return ScriptResult(events: events)
    }
}
