import Foundation
import SketchpadLayout
import SketchpadRender
import SketchpadTemplates

/// One template of a streaming batch, from its load to its report: its variants are drawn on any
/// thread, each staging its outputs (temporary files); when the last one is done, every output is
/// committed (renamed into place) if no variant failed, and all are discarded otherwise, so a
/// template's outputs appear together or not at all. Outputs and diagnostics are listed in
/// variant order, whichever thread finished first.
final class TemplateJob: @unchecked Sendable {
    // @unchecked: `results` and `remaining` are guarded by `lock`; the rest is immutable.

    /// What drawing one variant left.
    struct VariantResult {
        /// Errors that leave nothing to write.
        var errors: [Diagnostic] = []
        /// Layout errors drawn into the picture: the outputs are written, the template fails.
        var drawnErrors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        /// Outputs that could not be encoded or staged (reported after every variant's diagnostics).
        var writeErrors: [Diagnostic] = []
        var staged: [AtomicFile.Staged] = []
        /// Image files it drew (dependencies of the outputs).
        var images: [String] = []
        var milliseconds: Double = 0
    }

    /// What the template's finished job left: its report, and the files its outputs depend on.
    struct Outcome {
        var report: FileReport
        var images: [String]
    }

    let index: Int
    let file: TemplateFile
    let template: Template
    private let lock = NSLock()
    private var results: [VariantResult?]
    private var remaining: Int
    private var failed = false
    private let loadMilliseconds: Double

    init(index: Int, file: TemplateFile, template: Template, loadMilliseconds: Double) {
        self.index = index
        self.file = file
        self.template = template
        self.loadMilliseconds = loadMilliseconds
        results = Array(repeating: nil, count: template.variants.count)
        remaining = template.variants.count
    }

    /// Whether a variant already failed (the others need not be drawn: nothing will be written).
    var hasFailed: Bool {
        lock.lock(); defer { lock.unlock() }
        return failed
    }

    /// Records one variant; returns the template's outcome if it was the last, after committing
    /// or discarding all of the template's outputs.
    func finish(variant: Int, _ result: VariantResult) -> Outcome? {
        lock.lock(); defer { lock.unlock() }
        results[variant] = result
        if !result.errors.isEmpty || !result.writeErrors.isEmpty { failed = true }
        remaining -= 1
        guard remaining == 0 else { return nil }
        let all = results.map { $0! }
        var report = FileReport(file: file)
        // In variant order, each variant's errors then warnings, as the batch found them.
        report.diagnostics = all.flatMap { $0.errors + $0.drawnErrors + $0.warnings } + all.flatMap(\.writeErrors)
        report.milliseconds = loadMilliseconds + all.map(\.milliseconds).reduce(0, +)
        let staged = all.flatMap(\.staged)
        var images: [String] = []
        for path in all.flatMap(\.images) where !images.contains(path) { images.append(path) }
        if failed {
            for s in staged { s.discard() }
            return Outcome(report: report, images: images)
        }
        // Committed as one group, so an interrupt never leaves part of a template's outputs.
        do {
            try AtomicFile.commit(staged)
            report.outputs = staged.map(\.path)
        } catch {
            report.outputs = error.committed
            report.diagnostics.append(BatchMessages.commitFailed(file, error.error))
        }
        return Outcome(report: report, images: images)
    }
}
