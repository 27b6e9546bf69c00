import Foundation
import SketchpadLayout
import SketchpadWidgets
import SketchpadTemplates

extension BatchRenderer {
    /// Parses and lays out every variant of every file without drawing; layout errors (and
    /// template errors) make a file fail, warnings are listed.
    ///
    /// ```swift
    /// let summary = try BatchRenderer(options: BatchOptions(outputDirectory: "")).check(paths: ["Templates"])
    /// ```
    package func check(paths: [String], progress: ((Event) -> Void)? = nil) throws(BatchError) -> BatchSummary {
        let files = try files(in: paths)
        guard options.jobs >= 1 else { throw BatchError.badJobs(options.jobs) }
        let ordered = OrderedProgress(total: files.count, handler: progress)
        let theme = options.theme, strict = options.strict
        let reports = WorkerPool(jobs: options.jobs, fonts: options.fonts).map(files.count) { i, worker -> FileReport in
            var report = FileReport(file: files[i])
            switch Self.load(files[i]) {
            case .failure(let errors): report.diagnostics = errors.diagnostics
            case .success(let template):
                do {
                    let measurer = try worker.measurer()
                    _ = measurer.takeWarnings()
                    for variant in template.variants {
                        let instance = try template.instantiate(variant)
                        for w in instance.warnings where !report.diagnostics.contains(where: { $0.message == w.message && $0.location == w.location }) {
                            report.diagnostics.append(w)
                        }
                        let result = try instance.scene(theme: theme, measurer: measurer).layout()
                        for d in result.diagnostics where d.severity != .info {
                            let severity = d.reportedSeverity(strict: strict)
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
