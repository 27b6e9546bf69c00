
/// One preview found in a package's sources: a `#Preview` or a `PreviewProvider`.
public struct PreviewDeclaration: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        /// `#Preview(…) { … }`
        case macro
        /// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`
        case provider
    }

    public var kind: Kind
    /// The module (target) the file belongs to.
    public var module: String
    /// The file's absolute path.
    public var file: String
    /// The file's path relative to the package (for messages and names).
    public var relativePath: String
    /// Where the `#` of `#Preview`, or the provider's `struct`, is (1-based).
    public var line: Int
    public var column: Int
    /// The last line of the declaration (compiler errors between `line` and this belong to it).
    public var endLine: Int
    /// The name when it is written as a string literal (`#Preview("Dark") {…}`), else nil.
    public var name: String?
    /// A provider's type name, qualified by its enclosing types (`Outer.Card_Previews`).
    public var providerType: String?
    /// The preview's index among the previews of its file (1-based), for unnamed ones.
    public var indexInFile: Int
    /// The package's files this preview's picture may depend on (its own file, and the files declaring
    /// what it names, transitively), sorted: only a change to one of them re-renders it.
    public var dependencies: [String] = []

    public init(kind: Kind, module: String, file: String, relativePath: String, line: Int, column: Int, endLine: Int,
                name: String? = nil, providerType: String? = nil, indexInFile: Int, dependencies: [String] = []) {
        self.kind = kind
        self.module = module
        self.file = file
        self.relativePath = relativePath
        self.line = line
        self.column = column
        self.endLine = endLine
        self.name = name
        self.providerType = providerType
        self.indexInFile = indexInFile
        self.dependencies = dependencies
    }

    /// `Module/File.swift`, as `#fileID` spells it.
    public var fileID: String { "\(module)/\(fileName)" }

    public var fileName: String { String(file.split(separator: "/").last ?? "") }

    /// The link name of the function the macro made (macro previews only).
    public var symbol: String { PreviewSymbol.name(fileID: fileID, line: line, column: column) }

    /// Stable within a run and across runs while the preview keeps its place: `Sources/Gallery/Cards.swift:12:1`.
    public var id: String { "\(relativePath):\(line):\(column)" }

    /// Where it is written, for messages: `Sources/Gallery/Cards.swift:12`.
    public var location: String { "\(relativePath):\(line)" }

    /// The file name its pictures get, stable across runs: the file's name and the preview's name
    /// (`Cards--Profile-card`), else its type (`Cards--CardRow_Previews`), else its place among the
    /// file's previews (`Cards--2`), so moving code inside a file does not rename pictures.
    public var outputName: String {
        let base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        if let name, !name.isEmpty { return "\(base)--\(Self.slug(name))" }
        if let providerType { return "\(base)--\(Self.slug(providerType))" }
        return "\(base)--\(indexInFile)"
    }

    /// Letters, digits, `_` and `.`; runs of anything else become one `-` (the discovery's names and
    /// the runner's display-name suffixes both use it).
    public static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let keep = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F || v == 0x2E
            if keep {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "preview" : out
    }
}
