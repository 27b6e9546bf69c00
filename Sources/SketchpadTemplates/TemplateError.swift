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
    /// What sort of problem it is. The first three are what the JSON Schema catches too (see
    /// `isSchemaCheckable`); the others need the whole template (ids, equations) or the disk.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Not readable as YAML (syntax, encoding, tabs, a second document).
        case syntax
        /// The wrong shape: an unknown or duplicate key, a list where a mapping belongs, a missing key.
        case structure
        /// A value of the right shape that is not allowed: out of range, not one of the names, a bad colour.
        case value
        /// A name that refers to nothing (an id, a component, a parameter, an include) or is taken twice.
        case reference
        /// An equation or visual format that does not parse or does not fit the layout.
        case equation
        /// Over one of the limits that keep hostile files cheap (size, depth, aliases, views).
        case limit
        /// A file that cannot be read, is missing, or is not what it should be (an image that is not a PNG).
        case file
        /// Values that contradict each other (a selected index past the last item, two variants with one name).
        case consistency

        /// Whether the template's JSON Schema refuses the same problem.
        package var isSchemaCheckable: Bool { self == .syntax || self == .structure || self == .value }
    }

    public var kind: Kind
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

    public init(file: String, line: Int, column: Int, message: String, hint: String? = nil, kind: Kind = .value) {
        self.kind = kind
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    public init(at location: SourceLocation, message: String, hint: String? = nil, kind: Kind = .value) {
        self.init(file: location.file, line: location.line, column: location.column, message: message, hint: hint, kind: kind)
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
