// sketchpad-solve: runs or benchmarks solver scripts (../shared/solver-scenes/README.md).
// All logic lives in SolverScripts (SolveTool); this file only reads the arguments.
import ArgumentParser
import CProcessMemory
import SolverScripts

struct SketchpadSolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sketchpad-solve",
        abstract: "Run a solver script, or time scripts against the Cassowary solver.",
        discussion: """
            sketchpad-solve FILE prints `check VAR VALUE` (%.17g) for every check line and \
            `error LINE KIND` for every operation the solver refuses; exit 1 if a check value is \
            off, 2 if the script is malformed. With --bench (use a release build), prints one JSON \
            line of timings per file; see Benchmarks/README.md.
            """)

    @Flag(help: "Time build+solve and re-solves instead of printing values.")
    var bench = false

    @Option(help: "Build repetitions per file with --bench.")
    var reps = 10

    @Option(help: "With --bench, what to time: batch (runs of constraints in one call), one-by-one (each constraint its own call, as kiwi is driven), or removal (each constraint removed by its own call, last first).")
    var mode: BenchmarkMode = .batch

    @Flag(help: "With --bench, glibc's default allocator settings instead of the command line's (freed memory kept for reuse; see Benchmarks/README.md).")
    var systemAllocator = false

    @Argument(help: "Solver script(s); exactly one without --bench.")
    var files: [String]

    func validate() throws {
        if files.isEmpty { throw ValidationError("give a solver script") }
        if !bench && files.count != 1 { throw ValidationError("give exactly one script (or use --bench)") }
        if reps < 1 { throw ValidationError("--reps must be at least 1") }
    }

    func run() throws {
        // As the command line and the layout benchmark do: with glibc's defaults every rep unmaps
        // the solver's larger arrays when they are freed and faults them in again (some 300 page
        // faults a rep on form-200), which made the build time swing with the machine's load.
        if bench && !systemAllocator { _ = sketchpad_retain_freed_memory(256 << 20) }
        var output = StandardStream.output
        var diagnostics = StandardStream.error
        let status = bench
            ? SolveTool.bench(files: files, reps: reps, mode: mode, output: &output, diagnostics: &diagnostics)
            : SolveTool.solve(file: files[0], output: &output, diagnostics: &diagnostics)
        if status != SolveTool.success { throw ExitCode(status) }
    }
}

extension BenchmarkMode: ExpressibleByArgument {}

SketchpadSolve.main()
