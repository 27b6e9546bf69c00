import ArgumentParser
import Foundation
import Sketchpad

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render templates, then re-render each one that changes (noticed at once through inotify).",
        discussion: """
        Only the templates that read what changed are drawn again: the template itself, a \
        partial it includes (_*.yaml), an image it shows. The outputs of a deleted template are \
        removed. Changes are noticed at once (inotify); --interval is the longest wait between \
        checks. Stop with Ctrl-C.

        Examples:
          sketchpad watch Templates -o out
          sketchpad watch Templates/sign-in.yaml -o out --overlay frames
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @OptionGroup var options: RenderOptions

    @Option(help: "Seconds between checks when no change is announced.")
    var interval = 0.5

    @Option(help: "Stop after this many waits for a change (for scripts and tests; default: never).")
    var polls: Int?

    func run() throws {
        Interrupts.install()
        let renderer = BatchRenderer(options: try options.batchOptionsOrExit())
        var watcher = FileWatcher(paths: paths)
        _ = watcher.changes()
        let printer = ProgressPrinter(verb: "rendered")
        do {
            printer.finish(try renderer.render(paths: paths, progress: printer.handle))
        } catch {
            printError(error.description)
            throw ExitCode(2)
        }
        var count = 0
        while polls.map({ count < $0 }) ?? true {
            count += 1
            watcher.wait(timeout: interval)
            let changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            // A watched file or folder that is deleted (or renamed away) is reported; the others
            // are still rendered, and watching goes on.
            let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
            for path in paths where !present.contains(path) { printError("warning: \(path) is gone; watching for it to come back") }
            for file in renderer.removeOutputsOfDeletedTemplates() {
                print("removed \(file) (its template is gone)")
                fflush(nil)
            }
            // Every template is looked at; the manifest says which read a changed file (the
            // template, a partial it includes, an image), and only those are drawn.
            let summary: BatchSummary
            do { summary = try renderer.render(files: renderer.files(in: present), progress: printer.handle) } catch {
                printError(error.description)
                continue
            }
            guard summary.rendered + summary.failed > 0 else { continue }
            printer.finish(summary)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            printError("[watch] \(changed.count == 1 ? changed[0] : "\(changed.count) files") changed: drawn in \(Int(ms.rounded())) ms")
        }
    }
}
