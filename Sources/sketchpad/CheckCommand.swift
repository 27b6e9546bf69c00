import Foundation
import ArgumentParser
import Sketchpad

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and lay out templates without drawing; print diagnostics.",
        discussion: """
        Reports template errors and layout diagnostics (inconsistent, negative sizes, ambiguous,
        overlapping, overflowing, unmet optional constraints) as path:line:col lines, for every
        variant, with the same severity as render. Exits non-zero if any file has errors.

        Examples:
          sketchpad check Templates
          sketchpad check Templates/sign-in.yaml Templates/settings.yaml
          sketchpad check Templates --summary out/check.json --junit out/check.xml
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @Option(help: "Templates checked at once (default: all cores).")
    var jobs: Int?

    @Flag(help: "Also fail a template whose layout is ambiguous (as render --strict does).")
    var strict = false

    @Option(help: "Also write the results as JSON to this file: every template, status, diagnostic (with its location) and timing.")
    var summary: String?

    @Option(help: "Also write the results as JUnit XML to this file (one test case per template), for CI test reports.")
    var junit: String?

    func run() throws {
        var options = BatchOptions(outputDirectory: "")
        if let jobs { options.jobs = jobs }
        options.strict = strict
        warnAboutFoldersWithoutTemplates(paths)
        let printer = ProgressPrinter(verb: "ok")
        let result: BatchSummary
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            result = try BatchRenderer(options: options).check(paths: paths, progress: printer.handle)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        printer.finish(result)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let written = ResultFiles.write(RunSummary(command: "check", summary: result, seconds: seconds), summary: summary, junit: junit)
        if !result.succeeded || !written { throw ExitCode(1) }
    }
}
