import Foundation
import SketchpadLayout
import SketchpadRender
import SketchpadTemplates
import SketchpadText

/// Renders folders of templates: files found recursively, loaded and checked first (a bad
/// template is reported and skipped), output paths checked for collisions before anything is
/// drawn, then rendered on `options.jobs` threads into `options.outputDirectory`, mirroring the
/// folders. Every file is written whole or not at all. Reports come back in a stable order.
///
/// ```swift
/// var options = BatchOptions(outputDirectory: "out")
/// options.formats = [.png, .svg]
/// let summary = try BatchRenderer(options: options).render(paths: ["Templates"])
/// print(summary.line)        // "17 rendered, 0 failed"
/// ```
public final class BatchRenderer {
    public var options: BatchOptions

    /// Progress while a batch runs: called on one thread at a time, reports in file order.
    public enum Event {
        case started(total: Int)
        case finished(FileReport, done: Int, total: Int)
    }

    public init(options: BatchOptions) { self.options = options }

    /// The template files under `paths`, narrowed to the options' shard.
    public func files(in paths: [String]) throws(BatchError) -> [TemplateFile] {
        let all = try TemplateFile.find(in: paths)
        guard let shard = options.shard else { return all }
        return all.filter { shard.contains(relativePath: $0.relativePath) }
    }

    public func render(paths: [String], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        try render(files: files(in: paths), progress: progress)
    }

    /// The output path of one variant in one format.
    public func outputPath(for file: TemplateFile, variant: TemplateVariant, format: OutputFormat) -> String {
        let dir = options.outputDirectory.hasSuffix("/") ? String(options.outputDirectory.dropLast()) : options.outputDirectory
        return dir + "/" + file.stem + (variant.name.isEmpty ? "" : "--" + variant.name) + "." + format.rawValue
    }

    static func load(_ file: TemplateFile) -> Result<Template, TemplateErrors> {
        TemplateLoader.withDevicePresets(root: file.root).result(path: file.path)
    }

    public func render(files: [TemplateFile], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        guard options.jobs >= 1 else { throw BatchError.badJobs(options.jobs) }
        let pool = WorkerPool(jobs: options.jobs)
        let loaded = pool.map(files.count) { i, _ in Self.load(files[i]) }

        // Collisions are an error before anything is drawn.
        var writers: [String: [String]] = [:]
        var order: [String] = []
        for (file, result) in zip(files, loaded) {
            guard case .success(let template) = result else { continue }
            for variant in template.variants {
                for format in options.formats {
                    let out = outputPath(for: file, variant: variant, format: format)
                    if writers[out] == nil { order.append(out) }
                    if !(writers[out]?.contains(file.path) ?? false) || template.variants.count > 1 {
                        writers[out, default: []].append(file.path)
                    }
                }
            }
        }
        let duplicates = order.filter { writers[$0]!.count > 1 }.map { (output: $0, sources: writers[$0]!) }
        if !duplicates.isEmpty { throw BatchError.duplicateOutputs(duplicates) }

        let ordered = OrderedProgress(total: files.count, handler: progress)
        let reports = pool.map(files.count) { i, worker -> FileReport in
            let start = DispatchTime.now().uptimeNanoseconds
            var report = self.renderOne(files[i], loaded[i], worker: worker)
            report.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            ordered.finished(i, report)
            return report
        }
        return BatchSummary(reports: reports)
    }

    func renderOne(_ file: TemplateFile, _ loaded: Result<Template, TemplateErrors>, worker: WorkerPool.Worker) -> FileReport {
        var report = FileReport(file: file)
        let template: Template
        switch loaded {
        case .failure(let errors): report.errors = errors.errors.map(\.description); return report
        case .success(let t): template = t
        }
        do {
            let measurer = try worker.measurer()
            _ = measurer.takeWarnings()
            var pending: [(String, DisplayList, OutputFormat, Double, Renderer)] = []
            for variant in template.variants {
                let instance = try template.instantiate(variant)
                let scene = try instance.scene(theme: options.theme, measurer: measurer)
                let result = scene.layout()
                for d in result.diagnostics where d.severity != .info {
                    let line = instance.describe(d) + (variant.name.isEmpty ? "" : " [\(variant.name)]")
                    if options.strict && d.severity == .error { report.errors.append(line) } else { report.warnings.append(line) }
                }
                let list = try scene.displayList(for: result, overlays: options.overlays)
                for format in options.formats {
                    let scale = format == .png ? (options.scale ?? instance.defaultScale) : 1
                    pending.append((outputPath(for: file, variant: variant, format: format), list, format, scale, scene.renderer))
                }
            }
            report.warnings += measurer.takeWarnings().map { "\(file.path): warning: \($0)" }
            if report.failed { return report }
            for (out, list, format, scale, renderer) in pending {
                let folder = (out as NSString).deletingLastPathComponent
                if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                try renderer.write(list, to: out, format: format, scale: scale)
                report.outputs.append(out)
            }
        } catch let errors as TemplateErrors {
            report.errors += errors.errors.map(\.description)
        } catch {
            report.errors.append("\(file.path): error: \(error)")
        }
        return report
    }

    /// Parses and lays out every variant of every file without drawing; layout errors (and
    /// template errors) make a file fail, warnings are listed.
    ///
    /// ```swift
    /// let summary = try BatchRenderer(options: BatchOptions(outputDirectory: "")).check(paths: ["Templates"])
    /// ```
    public func check(paths: [String], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        let files = try files(in: paths)
        guard options.jobs >= 1 else { throw BatchError.badJobs(options.jobs) }
        let ordered = OrderedProgress(total: files.count, handler: progress)
        let reports = WorkerPool(jobs: options.jobs).map(files.count) { i, worker -> FileReport in
            var report = FileReport(file: files[i])
            switch Self.load(files[i]) {
            case .failure(let errors): report.errors = errors.errors.map(\.description)
            case .success(let template):
                do {
                    let measurer = try worker.measurer()
                    _ = measurer.takeWarnings()
                    for variant in template.variants {
                        let instance = try template.instantiate(variant)
                        let result = try instance.scene(theme: self.options.theme, measurer: measurer).layout()
                        for d in result.diagnostics where d.severity != .info {
                            let line = instance.describe(d) + (variant.name.isEmpty ? "" : " [\(variant.name)]")
                            if d.severity == .error { report.errors.append(line) } else { report.warnings.append(line) }
                        }
                    }
                    report.warnings += measurer.takeWarnings().map { "\(files[i].path): warning: \($0)" }
                } catch let errors as TemplateErrors {
                    report.errors += errors.errors.map(\.description)
                } catch {
                    report.errors.append("\(files[i].path): error: \(error)")
                }
            }
            ordered.finished(i, report)
            return report
        }
        return BatchSummary(reports: reports)
    }
}
