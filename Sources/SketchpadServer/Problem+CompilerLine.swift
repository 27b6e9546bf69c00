import SketchpadLayout

extension Problem {
    /// Reads one `path:line:column: error: message` line, as the Swift compiler and a script's
    /// scenes print them (`warning:` too); nil for any other line (source excerpts, notes).
    ///
    /// ```swift
    /// Problem(compilerLine: "mockup.swift:4:9: error: cannot find 'Lable' in scope")?.line   // 4
    /// ```
    init?(compilerLine line: Substring) {
        let severities: [(String, Diagnostic.Severity)] = [(": error: ", .error), (": warning: ", .warning)]
        guard let (range, severity) = severities.lazy.compactMap({ marker, severity in
            line.range(of: marker).map { ($0, severity) }
        }).first else { return nil }
        let head = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard head.count >= 3, let row = Int(head[head.count - 2]), let column = Int(head[head.count - 1]), row > 0 else { return nil }
        let file = head.dropLast(2).joined(separator: ":")
        guard !file.isEmpty else { return nil }
        self.init(Diagnostic(severity: severity, kind: Diagnostic.Kind("script"), message: String(line[range.upperBound...]),
                             location: SourceLocation(file: file, line: row, column: column)))
    }

    /// Every error and warning line of `text`, in order, each once.
    static func compilerLines(in text: String) -> [Problem] {
        var found: [Problem] = []
        for line in text.split(separator: "\n") {
            if let problem = Problem(compilerLine: line), !found.contains(problem) { found.append(problem) }
        }
        return found
    }
}
