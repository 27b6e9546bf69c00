/// What `sketchpad-solve` does, as library calls that a test (or another tool) can make: the
/// executable only parses its arguments and calls these with the standard streams.
///
/// Exit statuses: 0 all is well; 1 a `check` value is off (or, with `--bench`, an operation
/// threw that no `# expect-error` annotation expects); 2 a script is malformed or unreadable.
///
/// ```swift
/// var out = "", err = ""
/// let status = SolveTool.solve(file: "chain-10.txt", output: &out, diagnostics: &err)
/// // out: "check width0 92.799999999999997\n…", status: 0
/// ```
public enum SolveTool {
    public static let success: Int32 = 0
    public static let mismatch: Int32 = 1
    public static let malformed: Int32 = 2

    /// `sketchpad-solve FILE`: prints `check VAR VALUE` and `error LINE KIND` lines; mismatched
    /// checks also go to `diagnostics` as `FILE:LINE: check VAR: expected E, got A`.
    public static func solve(file: String, output: inout some TextOutputStream,
                             diagnostics: inout some TextOutputStream) -> Int32 {
        let script: SolverScript
        do {
            script = try SolverScript(contentsOfFile: file)
        } catch {
            print(error, to: &diagnostics)
            return malformed
        }
        return solve(script, output: &output, diagnostics: &diagnostics)
    }

    /// As ``solve(file:output:diagnostics:)`` for a script already parsed.
    public static func solve(_ script: SolverScript, output: inout some TextOutputStream,
                             diagnostics: inout some TextOutputStream) -> Int32 {
        let result = ScriptRunner(script: script).run()
        var text = ""
        for line in result.lines { text += line + "\n" }
        output.write(text)
        let mismatches = result.mismatches
        for m in mismatches { print("\(script.file):\(m)", to: &diagnostics) }
        return mismatches.isEmpty ? success : mismatch
    }

    /// `sketchpad-solve --bench [--reps N] [--mode batch|one-by-one|removal] FILE…`: one JSON line per file (see
    /// ``ScriptBenchmark``); mismatches and errors go to `diagnostics`. A malformed file is
    /// reported and skipped; the status is the worst over all files.
    public static func bench(files: [String], reps: Int, mode: BenchmarkMode = .batch,
                             output: inout some TextOutputStream,
                             diagnostics: inout some TextOutputStream) -> Int32 {
        var status = success
        for file in files {
            let script: SolverScript
            do {
                script = try SolverScript(contentsOfFile: file)
            } catch {
                print(error, to: &diagnostics)
                status = malformed
                continue
            }
            let report = ScriptBenchmark.run(script, reps: reps, mode: mode)
            output.write(report.json + "\n")
            for m in report.mismatches { print("\(file):\(m)", to: &diagnostics) }
            let errors = report.unexpectedErrors
            for e in errors { print("\(file):\(e.line): \(e.outputLine)", to: &diagnostics) }
            if !report.mismatches.isEmpty || !errors.isEmpty { status = max(status, mismatch) }
        }
        return status
    }
}
