import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadRender
import SketchpadTemplates
import SketchpadText

/// Renders folders of templates, streaming: each template is loaded, laid out and drawn, and its
/// outputs are written (together, whole or not at all) as soon as its last variant is drawn, on
/// `options.jobs` threads into `options.outputDirectory`, mirroring the folders. A bad template
/// is reported and skipped. Reports come in file order, as templates finish.
///
/// Before anything is drawn, output names that two templates would share stop the run, and
/// templates whose outputs are up to date are found: a manifest per output folder (in a cache folder) keeps
/// what every template's outputs were made from (see ``RenderManifest``), and a template whose
/// file, includes, images, fonts, options and Sketchpad are unchanged is not drawn again
/// (`options.force` draws everything). Memory does not grow with the number of templates.
///
/// ```swift
/// var options = BatchOptions(outputDirectory: "out")
/// options.formats = [.png, .svg]
/// let summary = try BatchRenderer(options: options).render(paths: ["Templates"])
/// print(summary.line)        // "17 rendered, 0 failed", then "0 rendered, 0 failed, 17 unchanged"
/// ```
package final class BatchRenderer {
    package var options: BatchOptions

    /// Progress while a batch runs: called on one thread at a time, reports in file order.
    package enum Event {
        case started(total: Int)
        case finished(FileReport, done: Int, total: Int)
    }

    package init(options: BatchOptions) { self.options = options }

    /// The template files under `paths`, narrowed to the options' shard.
    package func files(in paths: [String]) throws(BatchError) -> [TemplateFile] {
        let all = try TemplateFile.find(in: paths)
        guard let shard = options.shard else { return all }
        return all.filter { shard.contains(relativePath: $0.relativePath) }
    }

    package func render(paths: [String], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        try render(files: files(in: paths), progress: progress)
    }

    /// The folder outputs go to (an empty one is the current folder, not the file system's root).
    var outputFolder: String {
        let folder = options.outputDirectory.isEmpty ? "." : options.outputDirectory
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// The output path of one variant in one format.
    package func outputPath(for file: TemplateFile, variant: TemplateVariant, format: OutputFormat) -> String {
        Self.outputPath(in: outputFolder, for: file, variant: variant, format: format)
    }

    /// ``outputPath(for:variant:format:)`` in `folder`, for work on other threads (which take the
    /// folder, not the renderer).
    static func outputPath(in folder: String, for file: TemplateFile, variant: TemplateVariant, format: OutputFormat) -> String {
        folder + "/" + file.stem + (variant.name.isEmpty ? "" : "--" + variant.name) + "." + format.rawValue
    }

    static func load(_ file: TemplateFile) -> Result<Template, TemplateErrors> {
        TemplateLoader.withDevicePresets(root: file.root).result(path: file.path)
    }

    package func render(files: [TemplateFile], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        guard options.jobs >= 1 else { throw BatchError.badJobs(options.jobs) }
        if let scale = options.scale, !(scale.isFinite && RenderLimits.scales.contains(scale)) { throw BatchError.badScale(scale) }
        let pool = WorkerPool(jobs: options.jobs, fonts: options.fonts)
        let manifest = RenderManifest(folder: outputFolder, cache: options.manifestCache)
        let stamp = RenderStamp(options: options)
        let plan = try plan(files, manifest: manifest, stamp: stamp, pool: pool)
        let ordered = OrderedProgress(total: files.count, handler: progress)
        let queue = RenderQueue<TemplateJob>(count: files.count, window: 4 * options.jobs + 4)
        let batch = StreamingBatch(renderer: self, files: files, plan: plan, manifest: manifest, stamp: stamp, queue: queue, progress: ordered)
        pool.run { worker in
            while let work = queue.next() {
                switch work {
                case .file(let i): batch.start(file: i, worker: worker)
                case .variant(let job, let v): batch.draw(job, variant: v, worker: worker)
                }
            }
        }
        if let error = batch.folderError { throw error }
        manifest.compact()
        return BatchSummary(reports: ordered.reports)
    }

    /// An error about a whole file (no line to point at).
    static func fileError(_ file: TemplateFile, _ kind: Diagnostic.Kind, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, kind: kind, message: message, location: SourceLocation(file: file.path, line: 0))
    }
}
