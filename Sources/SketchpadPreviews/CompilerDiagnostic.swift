/// One `path:line:column: error: message` line of a compiler's output.
public struct CompilerDiagnostic: Hashable, Sendable, Codable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    /// The line as the compiler printed it.
    public var text: String { "\(file):\(line):\(column): error: \(message)" }

    /// Every error line of `output` (warnings and notes are left out), in order, each once.
    public static func errors(in output: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        var seen = Set<CompilerDiagnostic>()
        for line in output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let head = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard head.count >= 3, let row = Int(head[head.count - 2]), let column = Int(head[head.count - 1]) else { continue }
            let file = head.dropLast(2).joined(separator: ":")
            guard file.hasPrefix("/") else { continue }
            let diagnostic = CompilerDiagnostic(file: file, line: row, column: column, message: String(line[range.upperBound...]))
            if seen.insert(diagnostic).inserted { found.append(diagnostic) }
        }
        return found
    }
}
