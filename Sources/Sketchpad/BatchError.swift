import SketchpadRender

/// Why a batch could not start. Each case carries the offending value.
public enum BatchError: Error, Equatable, CustomStringConvertible {
    /// A path given on the command line does not exist.
    case missingPath(String)
    /// `--shard` is not `I/N` with 1 ≤ I ≤ N.
    case badShard(String)
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
