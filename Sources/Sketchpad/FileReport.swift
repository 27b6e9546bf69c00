/// What happened to one template in a batch.
package struct FileReport: Sendable {
    package let file: TemplateFile
    /// The files written (empty when the template failed, or for `check`).
    package var outputs: [String] = []
    /// Everything found in the file, in the order found: template errors, layout diagnostics, text
    /// warnings, drawing and writing errors. A file with an error failed. The command line prints
    /// each as `path:line:col: error: …`; the library never formats them.
    package var diagnostics: [Diagnostic] = []
    /// Milliseconds spent on the file.
    package var milliseconds: Double = 0
    /// Its outputs were up to date, so nothing was drawn (``outputs`` lists them).
    package var isUnchanged = false

    package init(file: TemplateFile) { self.file = file }

    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    package var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    package var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The outcome of a batch: one report per file, in a stable order (given paths, then relative path).
package struct BatchSummary: Sendable {
    package var reports: [FileReport]
    package init(reports: [FileReport]) { self.reports = reports }
    package var rendered: Int { reports.filter { !$0.failed && !$0.isUnchanged }.count }
    package var failed: Int { reports.filter(\.failed).count }
    /// Templates whose outputs were up to date.
    package var unchanged: Int { reports.filter(\.isUnchanged).count }
    /// `N rendered, M failed`, and `, K unchanged` when some were.
    package var line: String { "\(rendered) rendered, \(failed) failed" + (unchanged > 0 ? ", \(unchanged) unchanged" : "") }
    package var succeeded: Bool { failed == 0 }
}
