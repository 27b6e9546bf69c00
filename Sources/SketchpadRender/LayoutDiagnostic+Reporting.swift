import SketchpadLayout

extension LayoutDiagnostic {
    /// The severity every command reports (`render`, `check`, `watch`, `layout`, `test`): the
    /// diagnostic's own, except that `strict` (`--strict`) makes an ambiguous layout an error.
    /// An inconsistent layout, a constraint with an unusable number and a negative size are
    /// errors everywhere; `render` still draws the first two, with the problem marked (see
    /// ``Overlays/problems``), and fails the template.
    ///
    /// ```swift
    /// let failing = result.diagnostics.filter { $0.reportedSeverity(strict: false) == .error }
    /// ```
    package func reportedSeverity(strict: Bool) -> Severity {
        strict && kind == .ambiguous ? .error : severity
    }

    /// Whether a picture can show the layout despite this error: a negative size cannot be drawn.
    package var canBeDrawn: Bool { kind != .negativeSize }
}
