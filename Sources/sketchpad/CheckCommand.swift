import Foundation
import ArgumentParser
import Sketchpad

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and lay out templates without drawing; print diagnostics.",
        discussion: """
        Reports template errors and layout diagnostics (inconsistent, negative sizes, ambiguous, \
        overlapping, overflowing, unmet optional constraints) as path:line:col lines, for every \
        variant, with the same severity as render. Exits non-zero if any file has errors.

        Examples:
          sketchpad check Templates
          sketchpad check Templates/sign-in.yaml Templates/settings.yaml
          sketchpad check Templates --summary out/check.json --junit out/check.xml
          sketchpad check Templates/pseudo-locales.yaml  # what en-XA no longer fits
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @Option(help: "Templates checked at once (default: all cores).")
    var jobs: Int?

    @Flag(help: "Also fail a template whose layout is ambiguous (as render --strict does).")
    var strict = false

    @OptionGroup var results: ResultOptions

    @OptionGroup var fontsOption: FontsOption

    func run() throws {
        var options = BatchOptions(outputDirectory: "")
        options.fonts = try fontsOption.apply()
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
        let written = ResultFiles.write(RunSummary(command: "check", summary: result, seconds: seconds), summary: results.summary, junit: results.junit)
        if !result.succeeded || !written { throw ExitCode(1) }
    }
}
