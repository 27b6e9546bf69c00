/// What happened to one template in a batch.
public struct FileReport: Sendable {
    public let file: TemplateFile
    /// The files written (empty when the template failed, or for `check`).
    public var outputs: [String] = []
    /// Everything found in the file, in the order found: template errors, layout diagnostics, text
    /// warnings, drawing and writing errors. A file with an error failed. The command line prints
    /// each as `path:line:col: error: …`; the library never formats them.
    public var diagnostics: [Diagnostic] = []
    /// Milliseconds spent on the file.
    public var milliseconds: Double = 0
    /// Its outputs were up to date, so nothing was drawn (``outputs`` lists them).
    public var isUnchanged = false

    public init(file: TemplateFile) { self.file = file }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

/// The outcome of a batch: one report per file, in a stable order (given paths, then relative path).
public struct BatchSummary: Sendable {
    public var reports: [FileReport]
    public init(reports: [FileReport]) { self.reports = reports }
    public var rendered: Int { reports.filter { !$0.failed && !$0.isUnchanged }.count }
    public var failed: Int { reports.filter(\.failed).count }
    /// Templates whose outputs were up to date.
    public var unchanged: Int { reports.filter(\.isUnchanged).count }
    /// `N rendered, M failed`, and `, K unchanged` when some were.
    public var line: String { "\(rendered) rendered, \(failed) failed" + (unchanged > 0 ? ", \(unchanged) unchanged" : "") }
    public var succeeded: Bool { failed == 0 }
}
