import ArgumentParser
import Foundation
import Sketchpad
import SketchpadSnapshotEngine

/// `sketchpad test`: renders every variant of the templates, compares each with its golden PNG,
/// and writes an HTML report with expected / actual / diff and a slider per template.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Render templates and compare them with golden PNGs; write an HTML report.",
        discussion: """
        Each variant of each template is compared with \
        <golden>/<template>[--<variant>].png (named as `sketchpad render` names \
        its outputs) and its frames with the .frames.json beside it, a readable \
        diff of which view moved (--no-frames skips them). Goldens that no \
        template produces any more are listed when whole folders are tested.

        Comparison is tolerant: a perceptual colour threshold, anti-aliased edge \
        pixels ignored, and a small allowance of differing pixels (--strict:
        identical pixels). Failures leave expected, actual and diff images in \
        the report folder.

        Record modes: never (default: a missing golden fails, nothing is \
        written), missing (write goldens that do not exist yet), failed (also \
        rewrite those that differ), all (rewrite every golden whose bytes \
        changed). A run that records anything exits 1: look at the new goldens, \
        commit them, and run again.

        Exit status: 0 all matched; 1 a golden is missing, differs or was \
        recorded, or a template failed; 2 bad arguments.

        Examples:
          sketchpad test Templates --golden Golden
          sketchpad test Templates --golden Golden --report out/golden-report
          sketchpad test Templates/sign-in.yaml --golden Golden --record failed
          sketchpad test Templates --golden Golden --shard 1/2 --report out/s1
          sketchpad test Templates --golden Golden --shard 2/2 --report out/s2
          sketchpad test --merge out/s1 out/s2 --report out/all --junit out/all.xml

        --shard auto (or --shard with no value) reads the CI's own variables, as \
        render does. Each shard's --report folder holds a summary.json; --merge \
        turns the folders into one report and one summary.
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @Option(help: "The folder of golden PNGs.")
    var golden: String?

    @Flag(help: "Merge the report folders given as arguments (written by shards with --report) into --report, with one summary.")
    var merge = false

    @OptionGroup var results: ResultOptions

    @OptionGroup var fontsOption: FontsOption

    @Option(help: "Record mode: never, missing, failed or all (default: never, or $SKETCHPAD_RECORD, or $SNAPSHOT_TESTING_RECORD).")
    var record: String?

    @Option(help: "Write the HTML report (index.html and images) to this folder.")
    var report: String?

    @Option(help: "Pixels per point of the goldens.")
    var scale: Double = 1

    @Flag(inversion: .prefixedNo, help: "Also compare the laid-out frames with <name>.frames.json.")
    var frames = true

    @Flag(help: "Every pixel identical: no colour threshold, anti-aliasing counted, no allowance.")
    var strict = false

    @Option(help: "Test only shard I of N (as render splits them), or auto: the CI's own variables.")
    var shard: String?

    @Option(help: "With --shard auto on a Kubernetes indexed Job: the number of shards.")
    var shardCount: Int?

    func run() throws {
        try fontsOption.apply()
        Interrupts.install()
        if merge { return try mergeReports() }
        guard let golden else {
            printError("error: --golden is needed (the folder of golden PNGs), e.g. sketchpad test Templates --golden Golden")
            throw ExitCode(2)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let mode = try Self.recordMode(record)
        let cases: [GoldenCase]
        do {
            let shard = try self.shard.map { try Shard.resolve($0, count: shardCount) }
            cases = try GoldenCase.cases(forTemplatesIn: paths, shard: shard)
        } catch let error as BatchError {
            printError(error.description)
            throw ExitCode(2)
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        let artifacts = report.map { SnapshotArtifacts(root: $0 + "/artifacts") }
        var suite = GoldenSuite(goldenDirectory: golden, record: mode, scale: scale,
                                tolerance: strict ? .strict : .default, artifacts: artifacts)
        suite.framesGoldens = frames
        // Orphans only make sense when whole folders were given, not a few files nor a shard.
        suite.reportsOrphans = shard == nil && paths.allSatisfy { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let command = (["sketchpad", "test"] + paths + ["--golden", golden]).joined(separator: " ")
        suite.howToRecord = { "run `\(command) --record \($0)`" }
        let result = suite.run(cases)
        for item in result.results {
            let mark = item.isFailure ? "✘" : "✔"
            let frames = item.frames.map { $0.status == item.outcome.status ? "" : " (frames: \($0.status.rawValue))" } ?? ""
            print("\(mark) \(item.name) \(item.outcome.status.rawValue)\(frames)")
            if item.isFailure, let message = item.message {
                printError(message.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            }
        }
        if let orphans = result.orphanMessage { printError("warning: " + orphans) }
        let run = Self.runSummary(result, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        let written = Self.writeResults(result, run: run, report: report, results: results)
        print(result.summary)
        if !result.succeeded || !written { throw ExitCode(1) }
    }

    /// `--record`, else the environment's mode, else never; a bad value exits 2 (shared with `previews --test`).
    static func recordMode(_ record: String?) throws -> SnapshotTestingConfiguration.Record {
        do {
            if let record {
                guard let parsed = SnapshotTestingConfiguration.Record(rawValue: record.lowercased()) else {
                    throw SnapshotError.invalidRecordMode(record, variable: "--record")
                }
                return parsed
            }
            return try SnapshotTestingConfiguration.Record.fromEnvironment() ?? .never
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }

    /// The HTML report and its summary (with `--report`), `--summary` and `--junit`; false if one could not be written.
    static func writeResults(_ result: GoldenReport, run: RunSummary, report: String?, results: ResultOptions) -> Bool {
        if let report {
            do {
                let page = try HTMLReport.write(result, to: report)
                try ResultFiles.writeSummary(run, to: report + "/summary.json")
                print("report: \(page)")
            } catch {
                printError("error: \(error)")
            }
        }
        return ResultFiles.write(run, summary: results.summary, junit: results.junit)
    }

    /// One record per case: the template, the variant, the status and the failure as a diagnostic.
    static func runSummary(_ result: GoldenReport, seconds: Double) -> RunSummary {
        RunSummary(command: "test", seconds: seconds, records: result.results.map { item in
            let variant = item.name.range(of: "--", options: .backwards).map { String(item.name[$0.upperBound...]) } ?? ""
            let status = item.isFailure ? "failed" : item.outcome.status.rawValue
            let diagnostics = item.isFailure ? [Diagnostic(severity: .error, kind: Diagnostic.Kind("snapshot." + item.outcome.status.rawValue),
                                                           message: item.message ?? status, location: SourceLocation(file: item.source, line: 0))] : []
            return RunSummary.Record(template: item.source, variant: variant, status: status, milliseconds: item.milliseconds,
                                     diagnostics: diagnostics)
        })
    }

    /// `--merge`: the shards' report folders (the arguments) into one report (`--report`) and one summary.
    func mergeReports() throws {
        guard let report else {
            printError("error: --merge needs --report FOLDER to write the merged report into")
            throw ExitCode(2)
        }
        let parts: [RunSummary]
        do { parts = try paths.map { try ResultFiles.readSummary($0 + "/summary.json") } } catch {
            printError("error: cannot read a shard's summary.json: \(error) — give folders written by `sketchpad test … --report`")
            throw ExitCode(2)
        }
        let merged = RunSummary.merged(parts)
        let failed = merged.records.filter { $0.status == "failed" }.count
        let line = merged.totals.keys.sorted().map { "\(merged.totals[$0]!) \($0)" }.joined(separator: ", ")
        do {
            let page = try HTMLReport.merge(paths, summary: line, failed: failed, into: report)
            try ResultFiles.writeSummary(merged, to: report + "/summary.json")
            print("report: \(page)")
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        let written = ResultFiles.write(merged, summary: results.summary, junit: results.junit)
        print(line)
        if !merged.succeeded || !written { throw ExitCode(1) }
    }
}
