import SketchpadLayout
import SketchpadWidgets
import SketchpadTemplates
import SketchpadText

extension TemplateInstance {
    /// Where a layout diagnostic points in the template: its first constraint written in this
    /// template, else the first view it concerns, else the top of the file.
    package func location(of diagnostic: LayoutDiagnostic) -> SourceLocation {
        if let loc = diagnostic.locations.first(where: { $0.file == template.path }) { return loc }
        for item in diagnostic.items {
            if let view = item.owningView, let entry = entry(for: view) { return entry.location }
        }
        if let loc = diagnostic.locations.first { return loc }
        return SourceLocation(file: template.path, line: 1, column: 1)
    }

    /// The layout diagnostic as a `Diagnostic` reported at `severity` (see
    /// `LayoutDiagnostic.reportedSeverity(strict:)`), placed in the template (see
    /// ``location(of:)-(LayoutDiagnostic)``); an inconsistent layout or a negative size has a note per
    /// constraint involved, at its place in the template.
    package func diagnostic(for diagnostic: LayoutDiagnostic, as severity: LayoutDiagnostic.Severity? = nil) -> Diagnostic {
        // "ambiguous: ambiguous layout: …" says it twice.
        let kind = diagnostic.kind.rawValue
        let message = diagnostic.message.hasPrefix(kind + " ") ? diagnostic.message : "\(kind): \(diagnostic.message)"
        let notes = diagnostic.kind == .inconsistent || diagnostic.kind == .negativeSize
            ? diagnostic.notes.map { Diagnostic.Note($0.message, at: location(of: $0)) } : []
        return Diagnostic(severity: Diagnostic.Severity(severity ?? diagnostic.severity), kind: Diagnostic.Kind(kind), message: message,
                          location: location(of: diagnostic), notes: notes, variant: variant.name.isEmpty ? nil : variant.name)
    }

    /// Where a diagnostic's note points: the constraint's place in a template; constraints
    /// Sketchpad adds (the canvas pinning the root, made in Swift) are placed where the canvas is written.
    package func location(of note: LayoutDiagnostic.Note) -> SourceLocation {
        let canvas = template.canvasLocation ?? SourceLocation(file: template.path, line: 1, column: 1)
        guard let at = note.location, !at.file.hasSuffix(".swift") else { return canvas }
        return at
    }

    /// Where a text warning points: the first text (or font family) written in the template that
    /// it concerns, else the file.
    package func location(of warning: TextWarning) -> SourceLocation? {
        switch warning {
        case .unavailableFamily(let requested, _, _):
            return familySources.first { $0.family == requested }?.location
        case .uncoveredCharacters(let text, _):
            return (textSources.first { $0.text == text } ?? textSources.first { !$0.text.isEmpty && text.contains($0.text) })?.location
        }
    }

    /// The text warning as a `Diagnostic` of kind `text`, at the text it concerns (the file when
    /// no text written in it matches).
    package func diagnostic(for warning: TextWarning) -> Diagnostic {
        let at = location(of: warning).flatMap { $0.line > 0 ? $0 : nil } ?? SourceLocation(file: template.path, line: 0)
        return Diagnostic(severity: .warning, kind: .text, message: "\(warning)", location: at)
    }
}

extension Diagnostic.Severity {
    /// A layout diagnostic's severity (`info` is a note).
    package init(_ severity: LayoutDiagnostic.Severity) {
        switch severity {
        case .info: self = .note
        case .warning: self = .warning
        case .error: self = .error
        }
    }
}

extension Diagnostic.Kind {
    /// A problem with text: an unavailable font family, characters no font covers.
    public static let text = Diagnostic.Kind("text")
    /// An image file that cannot be decoded.
    public static let image = Diagnostic.Kind("image")
    /// A layout no format can draw (coordinates beyond what the backends keep).
    public static let undrawable = Diagnostic.Kind("undrawable")
    /// A canvas too large for the scale asked for.
    public static let canvas = Diagnostic.Kind("canvas")
    /// An output that cannot be written, or a place Sketchpad will not write to.
    public static let output = Diagnostic.Kind("output")
    /// Anything else that stopped a file.
    public static let failure = Diagnostic.Kind("failure")
}
