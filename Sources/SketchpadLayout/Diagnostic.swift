/// One problem found anywhere between a template file and a written picture — a template error,
/// a layout diagnostic, a text warning, a file that could not be drawn or written — as plain data:
/// what the library returns and only the command line turns into text.
///
/// Layers make them from their own typed problems (`TemplateError`, ``LayoutDiagnostic``,
/// `TextWarning`); ``Kind`` keeps each layer's name for it (`template.structure`, `inconsistent`,
/// `text.uncoveredCharacters`), so tools can filter without parsing messages.
///
/// ```swift
/// for d in report.diagnostics where d.severity == .error {
///     print(d.location?.description ?? "", d.kind, d.message, d.hint ?? "")
/// }
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Codable, Comparable, CaseIterable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// What sort of problem: the name its layer gives it. Layers add their kinds as static members.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }

    /// A place that explains the diagnostic (a constraint of a conflicting set, where a file was
    /// included). Encodes flat: `{"message", "file", "line", "column"}`.
    public struct Note: Hashable, Sendable, Codable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }

        private enum CodingKeys: String, CodingKey { case message, file, line, column }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            message = try c.decode(String.self, forKey: .message)
            location = try c.decodeIfPresent(String.self, forKey: .file).map { file in
                SourceLocation(file: file, line: (try? c.decode(Int.self, forKey: .line)) ?? 0,
                               column: (try? c.decode(Int.self, forKey: .column)) ?? 0)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(message, forKey: .message)
            if let location {
                try c.encode(location.file, forKey: .file)
                try c.encode(location.line, forKey: .line)
                try c.encode(location.column, forKey: .column)
            }
        }
    }

    public var severity: Severity
    public var kind: Kind
    public var message: String
    /// What to do about it ("did you mean 'text'?", "nearest ids: …").
    public var hint: String?
    /// Where to look: a template's line and column, or a Swift file's (nil: the whole file or run).
    public var location: SourceLocation?
    public var notes: [Note]
    /// The template variant it was found in (`iphone-se-dark`), when the file has several.
    public var variant: String?

    public init(severity: Severity, kind: Kind, message: String, hint: String? = nil, location: SourceLocation? = nil,
                notes: [Note] = [], variant: String? = nil) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.hint = hint
        self.location = location
        self.notes = notes
        self.variant = variant
    }

    /// The compiler-style text editors understand, with a note line per note:
    /// `login.yaml:3:5: error: unknown key 'txt' (did you mean 'text'?) [iphone-se]`.
    /// The command line prints this; the library never does.
    public var description: String {
        var first = Self.place(location) + "\(severity.rawValue): \(message)"
        if let hint { first += " (\(hint))" }
        if let variant, !variant.isEmpty { first += " [\(variant)]" }
        return ([first] + notes.map { Self.place($0.location) + "note: \($0.message)" }).joined(separator: "\n")
    }

    private static func place(_ location: SourceLocation?) -> String {
        guard let location, !location.file.isEmpty else { return "" }
        if location.line <= 0 { return "\(location.file): " }
        return "\(location.file):\(location.line):\(max(1, location.column)): "
    }
}

/// A diagnostic encodes flat, as `sketchpad layout --json` has always listed them:
/// `{"severity", "kind", "message", "hint", "file", "line", "column", "notes", "variant"}`
/// (keys without a value left out).
extension Diagnostic: Codable {
    private enum CodingKeys: String, CodingKey { case severity, kind, message, hint, file, line, column, notes, variant }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var location: SourceLocation?
        if let file = try c.decodeIfPresent(String.self, forKey: .file) {
            location = SourceLocation(file: file, line: try c.decodeIfPresent(Int.self, forKey: .line) ?? 0,
                                      column: try c.decodeIfPresent(Int.self, forKey: .column) ?? 0)
        }
        self.init(severity: try c.decode(Severity.self, forKey: .severity), kind: try c.decode(Kind.self, forKey: .kind),
                  message: try c.decode(String.self, forKey: .message), hint: try c.decodeIfPresent(String.self, forKey: .hint),
                  location: location, notes: try c.decodeIfPresent([Note].self, forKey: .notes) ?? [],
                  variant: try c.decodeIfPresent(String.self, forKey: .variant))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(severity, forKey: .severity)
        try c.encode(kind, forKey: .kind)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(hint, forKey: .hint)
        if let location {
            try c.encode(location.file, forKey: .file)
            try c.encode(location.line, forKey: .line)
            try c.encode(location.column, forKey: .column)
        }
        if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
        try c.encodeIfPresent(variant, forKey: .variant)
    }
}

extension SourceLocation: Codable {
    private enum CodingKeys: String, CodingKey { case file, line, column }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
                  column: try c.decodeIfPresent(Int.self, forKey: .column) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(file, forKey: .file)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
    }
}
