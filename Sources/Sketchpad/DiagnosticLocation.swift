import SketchpadLayout
import SketchpadWidgets
import SketchpadTemplates
import SketchpadText

extension TemplateInstance {
    /// Where a layout diagnostic points in the template: its first constraint written in this
    /// template, else the first view it concerns, else the top of the file.
    public func location(of diagnostic: LayoutDiagnostic) -> SourceLocation {
        if let loc = diagnostic.locations.first(where: { $0.file == template.path }) { return loc }
        for item in diagnostic.items {
            if let view = item.owningView, let entry = entry(for: view) { return entry.location }
        }
        if let loc = diagnostic.locations.first { return loc }
        return SourceLocation(file: template.path, line: 1, column: 1)
    }

    /// `path:line:col: error: kind: message` for a layout diagnostic; for an inconsistent layout or
    /// a negative size, then one `path:line:col: note: …` line per constraint involved.
    public func describe(_ diagnostic: LayoutDiagnostic) -> String { describe(diagnostic, as: diagnostic.severity) }

    /// ``describe(_:)`` with another severity (`--strict` reports an ambiguous layout as an error).
    public func describe(_ diagnostic: LayoutDiagnostic, as severity: LayoutDiagnostic.Severity) -> String {
        let loc = location(of: diagnostic)
        // "ambiguous: ambiguous layout: …" says it twice.
        let kind = diagnostic.kind.rawValue
        let message = diagnostic.message.hasPrefix(kind + " ") ? diagnostic.message : "\(kind): \(diagnostic.message)"
        var lines = ["\(loc.file):\(loc.line):\(max(1, loc.column)): \(severity): \(message)"]
        if diagnostic.kind == .inconsistent || diagnostic.kind == .negativeSize {
            for note in diagnostic.notes {
                let at = location(of: note)
                lines.append("\(at.file):\(at.line):\(max(1, at.column)): note: \(note.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Where a diagnostic's note points: the constraint's place in a template; constraints
    /// Sketchpad adds (the canvas pinning the root, made in Swift) are placed where the canvas is written.
    public func location(of note: LayoutDiagnostic.Note) -> SourceLocation {
        let canvas = template.canvasLocation ?? SourceLocation(file: template.path, line: 1, column: 1)
        guard let at = note.location, !at.file.hasSuffix(".swift") else { return canvas }
        return at
    }

    /// Where a text warning points: the first text (or font family) written in the template that
    /// it concerns, else the file.
    public func location(of warning: TextWarning) -> SourceLocation? {
        switch warning {
        case .unavailableFamily(let requested, _):
            return familySources.first { $0.family == requested }?.location
        case .uncoveredCharacters(let text, _):
            return (textSources.first { $0.text == text } ?? textSources.first { !$0.text.isEmpty && text.contains($0.text) })?.location
        }
    }

    /// `path:line:col: warning: …` for a text warning (`path: warning: …` if no text in the file matches).
    public func describe(_ warning: TextWarning) -> String {
        guard let at = location(of: warning), at.line > 0 else { return "\(template.path): warning: \(warning)" }
        return "\(at.file):\(at.line):\(max(1, at.column)): warning: \(warning)"
    }
}
