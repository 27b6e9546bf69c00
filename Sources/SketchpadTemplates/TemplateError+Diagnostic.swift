import SketchpadLayout

extension Diagnostic.Kind {
    /// The kind of a template error: `template.` and its ``TemplateError/Kind`` (`template.structure`).
    public static func template(_ kind: TemplateError.Kind) -> Diagnostic.Kind { Diagnostic.Kind("template." + kind.rawValue) }
}

extension TemplateError {
    /// The error as a `Diagnostic`: an error of kind `template.<kind>`, with a note for each
    /// include that brought its file in.
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .error, kind: .template(kind), message: message, hint: hint,
                   location: SourceLocation(file: file, line: line, column: line > 0 ? max(column, 1) : 0),
                   notes: includedFrom.map { Diagnostic.Note("included here", at: $0) })
    }
}

extension TemplateErrors {
    /// Every error as a `Diagnostic`, in file order.
    public var diagnostics: [Diagnostic] { errors.map(\.diagnostic) }
}
