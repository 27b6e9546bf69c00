import ArgumentParser
import Sketchpad

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render template files and folders (recursively, in parallel).",
        discussion: """
        Outputs mirror the input folders under the output folder; a template with variants writes
        one file per variant, named after it (login--iphone-se-dark.png). A bad template is reported
        and skipped; the run ends with "N rendered, M failed" and exits non-zero if any failed.
        A layout error (conflicting required constraints, a constraint with an unusable number)
        fails the template but its picture is still written, with the views concerned outlined and
        the constraint that was left out named at the bottom; a negative size writes nothing.
        Two templates that would write the same file stop the run before anything is drawn.
        Files and folders named _* are partials (for include:) and are not rendered.

        Examples:
          sketchpad render Templates -o out
          sketchpad render Templates/sign-in.yaml --format png,svg,pdf --scale 2
          sketchpad render Templates --overlay frames,baselines --theme wireframe
          sketchpad render Templates --jobs 2 --shard 1/4
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @OptionGroup var options: RenderOptions

    func run() throws {
        Interrupts.install()
        let renderer = BatchRenderer(options: try options.batchOptionsOrExit())
        warnAboutFoldersWithoutTemplates(paths)
        let printer = ProgressPrinter(verb: "rendered")
        let summary: BatchSummary
        do {
            summary = try renderer.render(paths: paths, progress: printer.handle)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        printer.finish(summary)
        if !summary.succeeded { throw ExitCode(1) }
    }
}
