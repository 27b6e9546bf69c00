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
        Each variant of each template is compared with
        <golden>/<template>[--<variant>].png (named as `sketchpad render` names
        its outputs) and its frames with the .frames.json beside it, a readable
        diff of which view moved (--no-frames skips them). Goldens that no
        template produces any more are listed when whole folders are tested.

        Comparison is tolerant: a perceptual colour threshold, anti-aliased edge
        pixels ignored, and a small allowance of differing pixels (--strict:
        identical pixels). Failures leave expected, actual and diff images in
        the report folder.

        Record modes: never (default: a missing golden fails, nothing is
        written), missing (write goldens that do not exist yet), failed (also
        rewrite those that differ), all (rewrite every golden whose bytes
        changed). A run that records anything exits 1: look at the new goldens,
        commit them, and run again.

        Exit status: 0 all matched; 1 a golden is missing, differs or was
        recorded, or a template failed; 2 bad arguments.

        Examples:
          sketchpad test Templates --golden Golden
          sketchpad test Templates --golden Golden --report out/golden-report
          sketchpad test Templates/sign-in.yaml --golden Golden --record failed
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @Option(help: "The folder of golden PNGs.")
    var golden: String

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
        Interrupts.install()
        let mode: SnapshotTestingConfiguration.Record
        do {
            if let record {
                guard let parsed = SnapshotTestingConfiguration.Record(rawValue: record.lowercased()) else {
                    throw SnapshotError.invalidRecordMode(record, variable: "--record")
                }
                mode = parsed
            } else {
                mode = try SnapshotTestingConfiguration.Record.fromEnvironment() ?? .never
            }
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
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
        if let report {
            do {
                let page = try HTMLReport.write(result, to: report)
                print("report: \(page)")
            } catch {
                printError("error: \(error)")
            }
        }
        print(result.summary)
        if !result.succeeded { throw ExitCode(1) }
    }
}
