import Foundation
import SketchpadLayout

/// A run's results as data (what `--summary FILE.json` writes): every template (or, for golden
/// tests, every template variant), its status, outputs with their variants, diagnostics with
/// their locations, and timings. Codable, so shard summaries can be read back and merged.
///
/// ```swift
/// let summary = try BatchRenderer(options: options).render(paths: ["Templates"])
/// let run = RunSummary(command: "render", summary: summary, seconds: 4.2)
/// let json = try JSONEncoder().encode(run)
/// ```
package struct RunSummary: Codable, Hashable, Sendable {
    package var command: String
    package var version: String
    package var seconds: Double
    /// How many records have each status (`rendered`, `failed`, `unchanged`, `passed`…), by status.
    package var totals: [String: Int]
    package var records: [Record]

    /// One template, or one variant of one (golden tests).
    package struct Record: Codable, Hashable, Sendable {
        /// The template file, as it was read.
        package var template: String
        /// The variant, for a record of one variant.
        package var variant: String?
        package var status: String
        package var milliseconds: Double
        package var outputs: [Output]
        package var diagnostics: [Diagnostic]

        package init(template: String, variant: String? = nil, status: String, milliseconds: Double, outputs: [Output] = [],
                    diagnostics: [Diagnostic] = []) {
            self.template = template
            self.variant = variant
            self.status = status
            self.milliseconds = milliseconds
            self.outputs = outputs
            self.diagnostics = diagnostics
        }
    }

    /// A written file and the variant it shows ("" for a template without variants).
    package struct Output: Codable, Hashable, Sendable {
        package var path: String
        package var variant: String
    }

    package init(command: String, seconds: Double, records: [Record]) {
        self.command = command
        version = SketchpadVersion.current
        self.seconds = seconds
        self.records = records
        totals = Dictionary(records.map { ($0.status, 1) }, uniquingKeysWith: +)
    }

    /// The records of a `render` (statuses `rendered`, `failed`, `unchanged`) or a `check`
    /// (`passed`, `failed`).
    package init(command: String, summary: BatchSummary, seconds: Double) {
        let records = summary.reports.map { report -> Record in
            let status = report.failed ? "failed" : report.isUnchanged ? "unchanged" : command == "check" ? "passed" : "rendered"
            let outputs = report.outputs.map { Output(path: $0, variant: Self.variant(of: $0, stem: report.file.stem)) }
            return Record(template: report.file.path, status: status, milliseconds: report.milliseconds, outputs: outputs,
                          diagnostics: report.diagnostics)
        }
        self.init(command: command, seconds: seconds, records: records)
    }

    /// Several runs' records as one (shards of one run, in the order given).
    package static func merged(_ parts: [RunSummary]) -> RunSummary {
        RunSummary(command: parts.first?.command ?? "", seconds: parts.map(\.seconds).max() ?? 0, records: parts.flatMap(\.records))
    }

    /// Whether no record failed.
    package var succeeded: Bool { !records.contains { $0.status == "failed" } }

    /// `out/sub/login--iphone-se-dark.png` of `sub/login` → `iphone-se-dark`.
    static func variant(of output: String, stem: String) -> String {
        let name = ((output as NSString).lastPathComponent as NSString).deletingPathExtension
        let base = (stem as NSString).lastPathComponent
        return name.hasPrefix(base + "--") ? String(name.dropFirst(base.count + 2)) : ""
    }
}
