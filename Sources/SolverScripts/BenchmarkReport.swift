import Cassowary
import SketchpadGeometry

/// The timings of one benchmarked script, and what went wrong in it.
///
/// ```swift
/// let report = ScriptBenchmark.run(script, reps: 5)
/// print(report.json)                       // one line of JSON
/// report.mismatches.isEmpty                // the checks after the build held
/// ```
public struct BenchmarkReport {
    public var file: String
    public var variables: Int
    public var constraints: Int
    /// One sample per rep.
    public var buildMilliseconds: [Double]
    /// One sample per timed suggestion (empty without `suggest`).
    public var resolveMicroseconds: [Double]
    /// The checks and errors of the first rep.
    public var events: [ScriptEvent]
    /// The script's `# expect-error` annotations: those errors are part of the scene.
    public var expectedErrors: [ExpectedError]
    /// What the samples of ``buildMilliseconds`` time: the build (batched or one by one), or the
    /// removals.
    public var mode: BenchmarkMode = .batch
    /// One by one and removal: the solver's work summed over the first rep's calls (pivots and
    /// factorisations are deterministic, so they show what a change did where timings are noisy).
    public var work: SolverStatistics?

    public init(file: String, variables: Int, constraints: Int, buildMilliseconds: [Double],
                resolveMicroseconds: [Double], events: [ScriptEvent], expectedErrors: [ExpectedError],
                mode: BenchmarkMode = .batch, work: SolverStatistics? = nil) {
        self.work = work
        self.file = file
        self.variables = variables
        self.constraints = constraints
        self.buildMilliseconds = buildMilliseconds
        self.resolveMicroseconds = resolveMicroseconds
        self.events = events
        self.expectedErrors = expectedErrors
        self.mode = mode
    }

    public var mismatches: [CheckMismatch] { events.compactMap(\.mismatch) }

    /// Errors that no `# expect-error` annotation accounts for, in order.
    public var unexpectedErrors: [ScriptEvent] {
        var expected = expectedErrors
        return events.filter {
            guard case let .error(line, error) = $0 else { return false }
            if let i = expected.firstIndex(of: ExpectedError(line: line, kind: error.kind)) {
                expected.remove(at: i)
                return false
            }
            return true
        }
    }

    /// One line of JSON, keys in a fixed order, the same shape as `kiwi_bench.py` prints:
    /// `{"file": "…", "vars": N, "constraints": M, "build_ms": {"median": …, "min": …, "max": …},
    /// "resolve_us": {"median": …, "p95": …, "min": …, "max": …}}` (`resolve_us` only when
    /// something was re-solved). Milliseconds to 4 decimals, microseconds to 3. Other modes than
    /// batch add `"mode": "one-by-one"` or `"mode": "removal"` after `constraints`, name removal's
    /// samples `remove_ms`, and add `"pivots"` and `"factorizations"` (see ``work``).
    public var json: String {
        let build = SampleStatistics(buildMilliseconds)
        var text = "{\"file\": \(Self.quoted(file)), \"vars\": \(variables), \"constraints\": \(constraints), "
        if mode != .batch { text += "\"mode\": \"\(mode.rawValue)\", " }
        text += mode == .removal ? "\"remove_ms\"" : "\"build_ms\""
        text += ": {\"median\": \(Self.number(build.median, 4)), \"min\": \(Self.number(build.min, 4)), "
        text += "\"max\": \(Self.number(build.max, 4))}"
        if let work {
            text += ", \"pivots\": \(work.pivots), \"factorizations\": \(work.factorizations)"
        }
        if !resolveMicroseconds.isEmpty {
            let r = SampleStatistics(resolveMicroseconds)
            text += ", \"resolve_us\": {\"median\": \(Self.number(r.median, 3)), \"p95\": \(Self.number(r.p95, 3)), "
            text += "\"min\": \(Self.number(r.min, 3)), \"max\": \(Self.number(r.max, 3))}"
        }
        return text + "}"
    }

    /// Rounded to `places` decimals and printed shortest-round-trip, like Python's json.
    static func number(_ x: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (x * scale).rounded() / scale
        return "\(rounded)"
    }

    static func quoted(_ s: String) -> String { s.jsonQuoted }
}
