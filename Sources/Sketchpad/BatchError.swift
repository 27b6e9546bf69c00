import SketchpadRender

/// Why a batch could not start. Each case carries the offending value.
public enum BatchError: Error, Equatable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case missingPath(String)
    /// `--shard` is not `I/N` with 1 ≤ I ≤ N.
    case badShard(String)
    /// `--shard auto` found no CI variables that say which parallel job this is.
    case noShardEnvironment
    /// A CI variable `--shard auto` read is not a usable number (or index out of range): name and value.
    case badShardEnvironment(variable: String, value: String)
    /// A Kubernetes indexed Job's `JOB_COMPLETION_INDEX` (the value) without `--shard-count`.
    case missingShardCount(index: String)
    /// `--jobs` is below 1.
    case badJobs(Int)
    /// `--scale` is not a finite number in `RenderLimits.scales`.
    case badScale(Double)
    /// Two templates (or two variants) would write the same file: the output and its sources.
    case duplicateOutputs([(output: String, sources: [String])])
    /// Outputs whose paths differ only in letter case (`Screen.png`, `screen.png`): on a
    /// case-insensitive file system (macOS, Windows) one would replace the other. Each group: the
    /// outputs and the templates that write them.
    case outputsDifferingInCase([(outputs: [String], sources: [String])])
    /// The output folder cannot be created or written into (a file is in the way, a read-only or
    /// full file system, no permission): the folder and why.
    case outputFolder(path: String, reason: String)

    public static func == (a: BatchError, b: BatchError) -> Bool { a.description == b.description }

    public var description: String {
        switch self {
        case .missingPath(let p):
            return p.isEmpty ? "error: an empty path was given — name a template file or folder" : "error: no such file or folder: \(p)"
        case .badShard(let s): return "error: bad shard '\(s)' (use I/N with 1 ≤ I ≤ N, e.g. 2/4)"
        case .noShardEnvironment:
            return "error: --shard auto found no CI's shard variables (GitLab CI_NODE_INDEX/CI_NODE_TOTAL, CircleCI CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL, "
                + "Buildkite BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT, Bazel TEST_SHARD_INDEX/TEST_TOTAL_SHARDS, "
                + "Kubernetes JOB_COMPLETION_INDEX with --shard-count) — give the shard as I/N"
        case .badShardEnvironment(let variable, let value):
            return "error: bad shard variable \(variable)='\(value)' (a whole number, the index below the total) — check the CI job's parallelism settings"
        case .missingShardCount(let index):
            return "error: JOB_COMPLETION_INDEX=\(index) says which job this is, not how many there are — add --shard-count N (the Job's completions)"
        case .badJobs(let n): return "error: bad job count \(n) (use 1 or more)"
        case .badScale(let scale):
            return "error: bad scale \(scale) (use a number from \(RenderLimits.scales.lowerBound) to \(RenderLimits.scales.upperBound), e.g. 2)"
        case .outputFolder(let path, let reason):
            return "error: cannot write into the output folder \(path): \(reason) — choose another folder with -o"
        case .outputsDifferingInCase(let groups):
            return groups.map { group in
                "error: " + group.outputs.joined(separator: " and ") + " differ only in letter case (written by "
                    + group.sources.joined(separator: " and ")
                    + "); on a case-insensitive file system one would replace the other — rename one of the templates"
            }.joined(separator: "\n")
        case .duplicateOutputs(let list):
            return list.map { "error: \($0.output) would be written by " + $0.sources.joined(separator: " and ") }
                .joined(separator: "\n")
        }
    }
}
