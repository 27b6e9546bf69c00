import Foundation
import SketchpadLayout
import SketchpadWidgets
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
        // An empty folder is the current one (not the file system's root).
        let folder = options.outputDirectory.isEmpty ? "." : options.outputDirectory
        let dir = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return dir + "/" + file.stem + (variant.name.isEmpty ? "" : "--" + variant.name) + "." + format.rawValue
    }

    static func load(_ file: TemplateFile) -> Result<Template, TemplateErrors> {
        TemplateLoader.withDevicePresets(root: file.root).result(path: file.path)
    }

    public func render(files: [TemplateFile], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        guard options.jobs >= 1 else { throw BatchError.badJobs(options.jobs) }
        if let scale = options.scale, !(scale.isFinite && RenderLimits.scales.contains(scale)) { throw BatchError.badScale(scale) }
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
        try Self.checkLetterCase(of: order, writers: writers)
        // The output folder is made (with its parents) and tried before anything is drawn.
        if !order.isEmpty { try Self.prepareOutputFolder(options.outputDirectory.isEmpty ? "." : options.outputDirectory) }
        // Nothing the user has is replaced: a folder, or a file that is not of the output's format
        // (an earlier render is), at an output path fails its template before it is drawn.
        var blocked: [Int: [Diagnostic]] = [:]
        for (i, (file, result)) in zip(files, loaded).enumerated() {
            guard case .success(let template) = result else { continue }
            for variant in template.variants {
                for format in options.formats {
                    let out = outputPath(for: file, variant: variant, format: format)
                    if let problem = Self.escapeProblem(out, root: options.outputDirectory) {
                        blocked[i, default: []].append(Self.fileError(file, .output, problem))
                    } else if let problem = Self.existingOutputProblem(out, format: format) {
                        blocked[i, default: []].append(Self.fileError(file, .output,
                            "\(out) \(problem); Sketchpad will not replace it — move it away or choose another folder with -o"))
                    }
                }
            }
        }

        // Work is scheduled per variant and per output, not per file, so that a file with four
        // variants does not leave the other core idle at the end of a small batch. Stage 1 lays
        // out every variant (nothing is written); stage 2 encodes and writes the outputs of every
        // file whose variants all succeeded (a file is written whole or not at all).
        let ordered = OrderedProgress(total: files.count, handler: progress)
        var jobs: [(file: Int, variant: TemplateVariant)] = []
        var reports = files.map { FileReport(file: $0) }
        for (i, result) in loaded.enumerated() {
            switch result {
            case .failure(let errors): reports[i].diagnostics = errors.diagnostics
            case .success(let template):
                if let problems = blocked[i] { reports[i].diagnostics = problems; continue }
                jobs += template.variants.map { (i, $0) }
            }
        }
        let laidOut = pool.map(jobs.count) { j, worker -> VariantOutcome in
            let start = DispatchTime.now().uptimeNanoseconds
            guard case .success(let template) = loaded[jobs[j].file] else { return VariantOutcome() }
            var outcome = self.layOut(files[jobs[j].file], template, jobs[j].variant, worker: worker)
            outcome.milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            return outcome
        }
        var writes: [(file: Int, output: PendingOutput)] = []
        // A file is written unless a variant could not be drawn; layout errors that are drawn
        // (marked in the picture) fail the file all the same.
        var undrawable = Set<Int>()
        for (j, outcome) in laidOut.enumerated() {
            let i = jobs[j].file
            reports[i].diagnostics += outcome.errors + outcome.drawnErrors + outcome.warnings
            reports[i].milliseconds += outcome.milliseconds
            if !outcome.errors.isEmpty { undrawable.insert(i) }
        }
        for (j, outcome) in laidOut.enumerated() where !undrawable.contains(jobs[j].file) {
            writes += outcome.outputs.map { (jobs[j].file, $0) }
        }
        // Largest first (by pixels to encode; stable), so that no big image is left for the end
        // while the other thread idles.
        writes = writes.enumerated().sorted { a, b in
            let pa = a.element.output.pixelCount, pb = b.element.output.pixelCount
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
        // Files with nothing to write are finished now; the others when their last output is.
        let tracker = FileWrites(reports: reports, counts: writes.map(\.file))
        for i in files.indices where tracker.isFinished(i) { ordered.finished(i, reports[i]) }
        _ = pool.map(writes.count) { w, worker -> Bool in
            let start = DispatchTime.now().uptimeNanoseconds
            let out = writes[w].output
            var failure: Diagnostic?
            var staged: AtomicFile.Staged?
            do {
                let folder = (out.path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try Self.createFolder(folder) }
                // Checked again just before writing: a link made while the batch was drawing.
                if let problem = Self.escapeProblem(out.path, root: self.options.outputDirectory) {
                    throw OutputEscape(problem: problem)
                }
                let renderer = try worker.renderer()
                renderer.svgText = self.options.svgText
                let bytes = try renderer.data(for: out.list, format: out.format, scale: out.scale)
                staged = try AtomicFile.stage(bytes, for: out.path)
            } catch {
                var reason = (error as? BatchError).map { String($0.description.dropFirst("error: ".count)) } ?? "\(error)"
                if case RenderError.writeFailed? = error as? RenderError {
                    reason += " — nothing of this template was written; make room or choose another folder with -o"
                }
                failure = Self.fileError(files[writes[w].file], .output, reason)
            }
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if let report = tracker.record(file: writes[w].file, output: w, path: out.path, staged: staged, error: failure, milliseconds: ms) {
                ordered.finished(writes[w].file, report)
            }
            return true
        }
        return BatchSummary(reports: tracker.reports)
    }

    /// An error about a whole file (no line to point at).
    static func fileError(_ file: TemplateFile, _ kind: Diagnostic.Kind, _ message: String) -> Diagnostic {
        Diagnostic(severity: .error, kind: kind, message: message, location: SourceLocation(file: file.path, line: 0))
    }

    /// Creates `folder` and its missing parents (an existing folder is fine).
    static func createFolder(_ folder: String) throws(BatchError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw .outputFolder(path: folder, reason: "a file with that name is in the way")
        }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != folder { try createFolder(parent) }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw .outputFolder(path: folder, reason: String(cString: strerror(errno)))
        }
    }

    /// Makes the output folder and checks that a file can be created in it.
    static func prepareOutputFolder(_ folder: String) throws(BatchError) {
        try createFolder(folder)
        let probe = folder + "/.sketchpad-probe-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .outputFolder(path: folder, reason: String(cString: strerror(errno))) }
        close(fd)
        unlink(probe)
    }

    /// Why the thing already at an output path must not be replaced, or nil if it may be: nothing
    /// there, or a regular file of the output's format (an earlier render).
    static func existingOutputProblem(_ path: String, format: OutputFormat) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return "is a folder"
        case S_IFLNK: return "is a symbolic link"
        default: return "is not a regular file"
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return "cannot be read" }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 64))
        let looksRight: Bool
        switch format {
        case .png: looksRight = head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .pdf: looksRight = head.starts(with: Array("%PDF-".utf8))
        case .svg: looksRight = head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<svg".utf8))
        }
        return looksRight ? nil : "exists and is not a \(format.rawValue.uppercased()) file"
    }

    /// One output of one variant, laid out and turned into draw commands, not yet written.
    struct PendingOutput {
        let path: String
        let list: DisplayList
        let format: OutputFormat
        let scale: Double

        /// The work of writing it, roughly: the pixels a PNG encodes (vector output counts once).
        var pixelCount: Double { list.size.width * list.size.height * (format == .png ? scale * scale : 1) }
    }

    /// What laying out one variant produced: its diagnostics and the outputs to write.
    struct VariantOutcome {
        /// Errors that leave nothing to draw.
        var errors: [Diagnostic] = []
        /// Layout errors drawn into the picture: the outputs are written, the file fails.
        var drawnErrors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var outputs: [PendingOutput] = []
        var milliseconds: Double = 0
    }

    func layOut(_ file: TemplateFile, _ template: Template, _ variant: TemplateVariant, worker: WorkerPool.Worker) -> VariantOutcome {
        var outcome = VariantOutcome()
        do {
            let measurer = try worker.measurer()
            _ = measurer.takeWarnings()
            let instance = try template.instantiate(variant)
            let scene = try instance.scene(theme: options.theme, measurer: measurer)
            let result = scene.layout()
            var marks: [ProblemMark] = []
            for d in result.diagnostics where d.severity != .info {
                let severity = d.reportedSeverity(strict: options.strict)
                let line = instance.diagnostic(for: d, as: severity)
                if severity != .error {
                    outcome.warnings.append(line)
                } else if d.canBeDrawn {
                    outcome.drawnErrors.append(line)
                    marks.append(instance.problemMark(for: d, result: result))
                } else {
                    outcome.errors.append(line)
                }
            }
            // A size no picture can show: the layout error says where, and nothing is drawn.
            if !outcome.errors.isEmpty {
                outcome.warnings += measurer.takeWarnings().map { instance.diagnostic(for: $0) }
                return outcome
            }
            // An image that cannot be decoded fails the file, at its view, before anything is drawn.
            let imageProblems = Self.imageProblems(instance, worker: worker)
            guard imageProblems.isEmpty else {
                outcome.errors += imageProblems
                outcome.warnings += measurer.takeWarnings().map { instance.diagnostic(for: $0) }
                return outcome
            }
            scene.images = worker.images
            var list = try scene.displayList(for: result, overlays: options.overlays)
            try list.appendProblemMarks(marks, shapedBy: measurer)
            // Geometry no format can draw (a frame a million points away, from a huge margin or
            // constant) is one error before drawing, not one per output while writing.
            do { try list.validate() } catch {
                outcome.errors.append(instance.undrawable(error, result: result))
                return outcome
            }
            for format in options.formats {
                let scale = format == .png ? (options.scale ?? instance.defaultScale) : 1
                if format == .png {
                    // Too many pixels is the template's problem (or the scale's): say where, before drawing.
                    do { _ = try Renderer.pixelSize(of: list.size, scale: scale) } catch {
                        let at = instance.template.canvasLocation ?? SourceLocation(file: file.path, line: 1, column: 1)
                        outcome.errors.append(Diagnostic(severity: .error, kind: .canvas,
                                                         message: "\(error) — use a smaller canvas or a lower scale", location: at,
                                                         variant: variant.name.isEmpty ? nil : variant.name))
                        continue
                    }
                }
                outcome.outputs.append(PendingOutput(path: outputPath(for: file, variant: variant, format: format),
                                                     list: list, format: format, scale: scale))
            }
            outcome.warnings += measurer.takeWarnings().map { instance.diagnostic(for: $0) }
        } catch let errors as TemplateErrors {
            outcome.errors += errors.diagnostics
        } catch {
            outcome.errors.append(Self.fileError(file, .failure, "\(error)"))
        }
        return outcome
    }

    /// Image files that cannot be decoded (the loader checked that they exist and start like a
    /// PNG), each at its view: found before anything is drawn, so nothing of the file is written.
    static func imageProblems(_ instance: TemplateInstance, worker: WorkerPool.Worker) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for entry in instance.entries {
            guard let image = entry.view as? ImageView, case .pngFile(let path) = image.source,
                  let reason = worker.imageProblem(path) else { continue }
            problems.append(Diagnostic(severity: .error, kind: .image,
                                       message: "image '\(path)' cannot be decoded (\(reason)) — re-export it as a PNG", location: entry.location))
        }
        return problems
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
            case .failure(let errors): report.diagnostics = errors.diagnostics
            case .success(let template):
                do {
                    let measurer = try worker.measurer()
                    _ = measurer.takeWarnings()
                    for variant in template.variants {
                        let instance = try template.instantiate(variant)
                        let result = try instance.scene(theme: self.options.theme, measurer: measurer).layout()
                        for d in result.diagnostics where d.severity != .info {
                            let severity = d.reportedSeverity(strict: self.options.strict)
                            report.diagnostics.append(instance.diagnostic(for: d, as: severity))
                        }
                        if variant == template.variants.first { report.diagnostics += Self.imageProblems(instance, worker: worker) }
                        for w in measurer.takeWarnings().map({ instance.diagnostic(for: $0) }) where !report.diagnostics.contains(w) {
                            report.diagnostics.append(w)
                        }
                    }
                } catch let errors as TemplateErrors {
                    report.diagnostics += errors.diagnostics
                } catch {
                    report.diagnostics.append(Self.fileError(files[i], .failure, "\(error)"))
                }
            }
            ordered.finished(i, report)
            return report
        }
        return BatchSummary(reports: reports)
    }
}
