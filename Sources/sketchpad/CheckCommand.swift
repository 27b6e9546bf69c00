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
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @Option(help: "Templates checked at once (default: all cores).")
    var jobs: Int?

    @Flag(help: "Also fail a template whose layout is ambiguous (as render --strict does).")
    var strict = false

    func run() throws {
        var options = BatchOptions(outputDirectory: "")
        if let jobs { options.jobs = jobs }
        options.strict = strict
        warnAboutFoldersWithoutTemplates(paths)
        let printer = ProgressPrinter(verb: "ok")
        let summary: BatchSummary
        do {
            summary = try BatchRenderer(options: options).check(paths: paths, progress: printer.handle)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        printer.finish(summary)
        if !summary.succeeded { throw ExitCode(1) }
    }
}
