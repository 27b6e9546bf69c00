import SketchpadLayout
import SketchpadTemplates

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

    /// `path:line:col: error: kind: message` for a layout diagnostic.
    public func describe(_ diagnostic: LayoutDiagnostic) -> String {
        let loc = location(of: diagnostic)
        return "\(loc.file):\(loc.line):\(max(1, loc.column)): \(diagnostic.severity): \(diagnostic.kind.rawValue): \(diagnostic.message)"
    }
}
