import Foundation
import SketchpadLayout
import SketchpadRender
import SketchpadTemplates
import SketchpadWidgets

/// The steps of a streaming batch that workers run (see ``RenderQueue``): start a file (skip it if
/// unchanged, load it, check its output paths) and draw a variant (lay out, encode, stage); the
/// last variant of a file commits its outputs, records them in the manifest and reports the file.
final class StreamingBatch: @unchecked Sendable {
    // @unchecked: immutable, and every member it calls is thread-safe (manifest, stamp, queue, progress).
    let renderer: BatchRenderer
    let files: [TemplateFile]
    let plan: BatchPlan
    let manifest: RenderManifest
    let stamp: RenderStamp
    let queue: RenderQueue<TemplateJob>
    let progress: OrderedProgress
    private let folderLock = NSLock()
    private var folderPrepared = false
    /// Why the output folder could not be made or written (the run stops; nothing was drawn).
    private(set) var folderError: BatchError?

    init(renderer: BatchRenderer, files: [TemplateFile], plan: BatchPlan, manifest: RenderManifest, stamp: RenderStamp,
         queue: RenderQueue<TemplateJob>, progress: OrderedProgress) {
        self.renderer = renderer
        self.files = files
        self.plan = plan
        self.manifest = manifest
        self.stamp = stamp
        self.queue = queue
        self.progress = progress
    }

    private var options: BatchOptions { renderer.options }

    /// Starts file `i`: reports it at once if it is unchanged or cannot be drawn, else queues its
    /// other variants and draws the first.
    func start(file i: Int, worker: WorkerPool.Worker) {
        let file = files[i]
        let start = DispatchTime.now().uptimeNanoseconds
        if let entry = plan.unchanged[i] {
            var report = FileReport(file: file)
            report.isUnchanged = true
            report.outputs = entry.outputs.map { manifest.folder + "/" + $0.path }
            return finishUnloaded(i, report, since: start)
        }
        var report = FileReport(file: file)
        let template: Template
        switch BatchRenderer.load(file) {
        case .failure(let errors):
            report.diagnostics = errors.diagnostics
            return finishUnloaded(i, report, since: start)
        case .success(let t): template = t
        }
        // Nothing the user has is replaced: a folder, or a file that is not of the output's
        // format (an earlier render is), at an output path fails the template before it is drawn.
        for variant in template.variants {
            for format in options.formats {
                let out = renderer.outputPath(for: file, variant: variant, format: format)
                if let problem = BatchRenderer.escapeProblem(out, root: options.outputDirectory) {
                    report.diagnostics.append(BatchMessages.escape(file, problem: problem))
                } else if let problem = BatchRenderer.existingOutputProblem(out, format: format) {
                    report.diagnostics.append(BatchMessages.blocked(file, output: out, problem: problem))
                }
            }
        }
        if report.failed { return finishUnloaded(i, report, since: start) }
        guard prepareOutputFolder() else { return queue.loaded(nil, variants: []) }
        let job = TemplateJob(index: i, file: file, template: template,
                              loadMilliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        queue.loaded(job, variants: Array(template.variants.indices.dropFirst()))
        draw(job, variant: 0, worker: worker)
    }

    /// Draws one variant of a started file and stages its outputs; the last one finishes the file.
    func draw(_ job: TemplateJob, variant v: Int, worker: WorkerPool.Worker) {
        let start = DispatchTime.now().uptimeNanoseconds
        var result = TemplateJob.VariantResult()
        if !job.hasFailed {
            let outcome = renderer.layOut(job.file, job.template, job.template.variants[v], worker: worker)
            result.errors = outcome.errors
            result.drawnErrors = outcome.drawnErrors
            result.warnings = outcome.warnings
            result.images = outcome.images
            if outcome.errors.isEmpty {
                for out in outcome.outputs where result.writeErrors.isEmpty && !job.hasFailed {
                    do {
                        let folder = (out.path as NSString).deletingLastPathComponent
                        if !folder.isEmpty { try BatchRenderer.createFolder(folder) }
                        // Checked again just before writing: a link made while the batch was drawing.
                        if let problem = BatchRenderer.escapeProblem(out.path, root: options.outputDirectory) {
                            throw OutputEscape(problem: problem)
                        }
                        let drawer = try worker.renderer()
                        drawer.svgText = options.svgText
                        let bytes = try drawer.data(for: out.list, format: out.format, scale: out.scale)
                        result.staged.append(try AtomicFile.stage(bytes, for: out.path))
                    } catch {
                        result.writeErrors.append(BatchMessages.writeFailed(job.file, error))
                    }
                }
            }
        }
        result.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        guard let outcome = job.finish(variant: v, result) else { return }
        if !outcome.report.failed {
            let dependencies = job.template.includedFiles + outcome.images.filter { !job.template.includedFiles.contains($0) }.sorted()
            manifest.record(template: job.file, key: stamp.key(for: job.file, dependencies: dependencies),
                            dependencies: dependencies, outputs: outcome.report.outputs)
        }
        finish(job.index, outcome.report)
    }

    /// Makes the output folder (with its parents) and tries it, once, before the first template is
    /// drawn: a batch with nothing to draw (all unchanged, or none loads) does not touch it. If it
    /// cannot be used, the run stops before anything is drawn.
    private func prepareOutputFolder() -> Bool {
        folderLock.lock(); defer { folderLock.unlock() }
        if folderPrepared { return folderError == nil }
        folderPrepared = true
        do { try BatchRenderer.prepareOutputFolder(renderer.outputFolder) } catch {
            folderError = error
            queue.cancel()
        }
        return folderError == nil
    }

    /// Finishes a file that queued no variants (`start` is when work on it began).
    private func finishUnloaded(_ i: Int, _ report: FileReport, since start: UInt64) {
        var report = report
        report.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        queue.loaded(nil, variants: [])
        finish(i, report)
    }

    private func finish(_ i: Int, _ report: FileReport) {
        queue.finished(i)
        progress.finished(i, report)
    }
}
