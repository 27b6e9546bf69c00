import ArgumentParser
import Foundation
import Sketchpad

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render templates, then re-render each one that changes (polls modification times).",
        discussion: """
        A change to a partial (_*.yaml, used by include:) re-renders everything. Stop with Ctrl-C.

        Examples:
          sketchpad watch Templates -o out
          sketchpad watch Templates/sign-in.yaml -o out --overlay frames
        """)

    @Argument(help: "Template files (.yaml) and folders.")
    var paths: [String]

    @OptionGroup var options: RenderOptions

    @Option(help: "Seconds between polls.")
    var interval = 0.5

    @Option(help: "Stop after this many polls (for scripts and tests; default: never).")
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
            Thread.sleep(forTimeInterval: interval)
            let changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            // A watched file or folder that is deleted (or renamed away) is reported; the others
            // are still rendered, and watching goes on.
            let present = paths.filter { FileManager.default.fileExists(atPath: $0) }
            for path in paths where !present.contains(path) { printError("warning: \(path) is gone; watching for it to come back") }
            let files: [TemplateFile]
            do { files = try renderer.files(in: present) } catch {
                printError(error.description)
                continue
            }
            let partialChanged = changed.contains { ($0 as NSString).lastPathComponent.hasPrefix("_") || $0.contains("/_") }
            let todo = partialChanged ? files : files.filter { changed.contains($0.path) }
            guard !todo.isEmpty else { continue }
            do {
                printer.finish(try renderer.render(files: todo, progress: printer.handle))
            } catch {
                printError(error.description)
            }
        }
    }
}
