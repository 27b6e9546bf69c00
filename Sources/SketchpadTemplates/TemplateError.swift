import SketchpadLayout
import SketchpadWidgets

/// One problem in a template file, at a line and column, with an optional hint.
///
/// Its description is the compiler-style line editors understand:
///
/// ```swift
/// let e = TemplateError(file: "login.yaml", line: 3, column: 5, message: "unknown key 'txt'",
///                       hint: "did you mean 'text'?")
/// print(e)   // login.yaml:3:5: error: unknown key 'txt' (did you mean 'text'?)
/// ```
///
/// A problem inside an included file adds a `note:` line for each include that brought it in.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// 1-based line (0 when the problem concerns the whole file).
    public var line: Int
    /// 1-based column.
    public var column: Int
    public var message: String
    /// A suggestion ("did you mean 'text'?", "nearest ids: …").
    public var hint: String?
    /// For a problem inside an included file: where it was included, innermost first, each
    /// printed as a `note:` line (`main.yaml:2:10: note: included here`), so the reader can
    /// tell which template brought the file in.
    public var includedFrom: [SourceLocation] = []

    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    public init(at location: SourceLocation, message: String, hint: String? = nil) {
        self.init(file: location.file, line: location.line, column: location.column, message: message, hint: hint)
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(max(column, 1))" : file
        let error = "\(place): error: \(message)" + (hint.map { " (\($0))" } ?? "")
        let notes = includedFrom.map { "\($0.file):\($0.line):\(max($0.column, 1)): note: included here" }
        return ([error] + notes).joined(separator: "\n")
    }
}

/// Every problem found in one template file, in file order.
///
/// ```swift
/// do { _ = try TemplateLoader().load(path: "login.yaml") }
/// catch let errors as TemplateErrors { errors.errors.forEach { print($0) } }
/// ```
public struct TemplateErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [TemplateError]
    public init(_ errors: [TemplateError]) { self.errors = errors }
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
