/// What happened to one template in a batch.
public struct FileReport: Sendable {
    public let file: TemplateFile
    /// The files written (empty when the template failed, or for `check`).
    public var outputs: [String] = []
    /// `path:line:col: error: …` lines; a file with errors failed.
    public var errors: [String] = []
    /// `path:line:col: warning: …` lines (layout warnings, text warnings).
    public var warnings: [String] = []
    /// Milliseconds spent on the file.
    public var milliseconds: Double = 0

    public init(file: TemplateFile) { self.file = file }

    public var failed: Bool { !errors.isEmpty }
}

/// The outcome of a batch: one report per file, in a stable order (given paths, then relative path).
public struct BatchSummary: Sendable {
    public var reports: [FileReport]
    public init(reports: [FileReport]) { self.reports = reports }
    public var rendered: Int { reports.filter { !$0.failed }.count }
    public var failed: Int { reports.filter(\.failed).count }
    /// `N rendered, M failed`.
    public var line: String { "\(rendered) rendered, \(failed) failed" }
    public var succeeded: Bool { failed == 0 }
}
