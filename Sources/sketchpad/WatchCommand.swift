import ArgumentParser
import Foundation
import Sketchpad
import SketchpadPreviews

struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Render templates, then re-render each one that changes (noticed at once through inotify).",
        discussion: """
        Only the templates that read what changed are drawn again: the template itself, a \
        partial it includes (_*.yaml), an image it shows. The outputs of a deleted template are \
        removed. Changes are noticed at once (inotify); --interval is the longest wait between \
        checks. Stop with Ctrl-C.

        A Swift package's folder (one with a Package.swift) is watched for its SwiftUI previews, as `sketchpad previews` draws them: saving a view file draws again only the previews that depend on it.

        Examples:
          sketchpad watch Templates -o out
          sketchpad watch Templates/sign-in.yaml -o out --overlay frames
          sketchpad watch Examples/Gallery -o out/previews
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
        // Swift packages are watched for their previews; everything else is templates.
        let packages = paths.filter { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("Package.swift")) }
        let templatePaths = paths.filter { !packages.contains($0) }
        for package in packages { drawPreviews(of: package, changed: nil) }
        do {
            if !templatePaths.isEmpty || packages.isEmpty { printer.finish(try renderer.render(paths: templatePaths, progress: printer.handle)) }
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
            for package in packages {
                let folder = (package as NSString).standardizingPath + "/"
                let touched = changed.filter { ($0 as NSString).standardizingPath.hasPrefix(folder) }
                if !touched.isEmpty { drawPreviews(of: package, changed: touched) }
            }
            guard !templatePaths.isEmpty else { continue }
            let start = DispatchTime.now().uptimeNanoseconds
            // A watched file or folder that is deleted (or renamed away) is reported; the others
            // are still rendered, and watching goes on.
            let present = templatePaths.filter { FileManager.default.fileExists(atPath: $0) }
            for path in templatePaths where !present.contains(path) { printError("warning: \(path) is gone; watching for it to come back") }
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

    /// Draws a package's previews that are out of date (as `sketchpad previews` does) and says so.
    func drawPreviews(of package: String, changed: [String]?) {
        let start = DispatchTime.now().uptimeNanoseconds
        var preview = PreviewOptions(packageDirectory: package, outputDirectory: options.output,
                                     discoveryTool: PreviewsCommand.siblingTool("sketchpad-preview-discovery"))
        preview.formats = PreviewsCommand.list(options.format) ?? ["png"]
        preview.scale = options.scale
        preview.overlays = PreviewsCommand.list(options.overlay) ?? []
        preview.force = options.force && changed == nil
        do {
            let report = try PreviewSession(options: preview).run()
            for problem in report.problems { printError(problem) }
            for entry in report.entries where entry.status != .unchanged {
                print("\(entry.status == .rendered ? "✔" : "✘") \(entry.preview.location) \(entry.preview.outputName)")
                if let message = entry.message { printError(message) }
            }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            let what = changed.map { $0.count == 1 ? $0[0] : "\($0.count) files" } ?? package
            printError("[watch] \(what) changed: previews \(report.summary) in \(Int(ms.rounded())) ms")
        } catch {
            printError(error.description)
        }
        fflush(nil)
    }
}
