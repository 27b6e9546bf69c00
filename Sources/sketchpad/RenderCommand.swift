import Foundation
import ArgumentParser
import Sketchpad

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render template files and folders (recursively, in parallel).",
        discussion: """
        Outputs mirror the input folders under the output folder; a template with variants writes \
        one file per variant, named after it (login--iphone-se-dark.png). A bad template is reported \
        and skipped; the run ends with "N rendered, M failed" and exits non-zero if any failed. \
        A layout error (conflicting required constraints, a constraint with an unusable number) \
        fails the template but its picture is still written, with the views concerned outlined and \
        the constraint that was left out named at the bottom; a negative size writes nothing. \
        Two templates that would write the same file stop the run before anything is drawn. \
        Files and folders named _* are partials (for include:) and are not rendered.

        Examples:
          sketchpad render Templates -o out
          sketchpad render Templates/sign-in.yaml --format png,svg,pdf --scale 2
          sketchpad render Templates --overlay frames,baselines --theme wireframe
          sketchpad render Templates --jobs 2 --shard 1/4
          sketchpad render Templates -o out --summary out/render.json --force

        A template whose outputs are up to date (its file, includes, images, the fonts, the \
        options and Sketchpad unchanged since it was rendered into the same folder) is not drawn \
        again: the run ends with "N rendered, M failed, K unchanged". --force draws everything. \
        What each output was made from is kept in $SKETCHPAD_RENDER_CACHE (default \
        ~/.cache/sketchpad/renders), not in the output folder. Outputs are written as each \
        template finishes; Ctrl-C keeps those and removes unfinished ones. \
        --shard auto (or --shard last, with no value) reads the CI's own variables: GitLab \
        CI_NODE_INDEX/CI_NODE_TOTAL, CircleCI CIRCLE_NODE_INDEX/CIRCLE_NODE_TOTAL, Buildkite \
        BUILDKITE_PARALLEL_JOB/BUILDKITE_PARALLEL_JOB_COUNT, Bazel TEST_SHARD_INDEX/ \
        TEST_TOTAL_SHARDS, or a Kubernetes indexed Job's JOB_COMPLETION_INDEX with --shard-count.
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @OptionGroup var options: RenderOptions

    @Option(help: "Also write the results as JSON to this file: every template, output, status, diagnostic (with its location) and timing.")
    var summary: String?

    func run() throws {
        Interrupts.install()
        let renderer = BatchRenderer(options: try options.batchOptionsOrExit())
        warnAboutFoldersWithoutTemplates(paths)
        let printer = ProgressPrinter(verb: "rendered")
        let result: BatchSummary
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            result = try renderer.render(paths: paths, progress: printer.handle)
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        printer.finish(result)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let written = ResultFiles.write(RunSummary(command: "render", summary: result, seconds: seconds), summary: summary, junit: nil)
        if !result.succeeded || !written { throw ExitCode(1) }
    }
}
