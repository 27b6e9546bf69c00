import Foundation

/// What a script's executable reports when an error escapes its top-level code (see
/// `ScriptSources`): the error's description and the stack of its throw, as offsets into the
/// executable. `sketchpad run` turns it into one line, `path:line:col: error: description`,
/// pointing at the deepest frame in the script: the `throw` when the script threw, the call
/// when a library it called did.
///
/// ```swift
/// let report = try ScriptErrorReport(parsing: String(contentsOfFile: reportPath))
/// let line = report.line(for: "mockup.swift", executable: exe, symbolizer: ScriptErrorReport.symbolizer())
/// // "mockup.swift:12:5: error: cannot write out/x.png: No such file or directory"
/// ```
package struct ScriptErrorReport: Equatable {
    package var description: String
    /// Return addresses (minus one, so they fall in the calling line) relative to the
    /// executable's load address, innermost first.
    package var offsets: [UInt]

    package init(description: String, offsets: [UInt]) {
        self.description = description
        self.offsets = offsets
    }

    /// Reads the report format: a header line, one hex offset per line, `--`, the description.
    package init?(parsing text: String) {
        guard text.hasPrefix("sketchpad-run-report 1\n"), let separator = text.range(of: "\n--\n") else { return nil }
        let header = text[text.index(text.startIndex, offsetBy: "sketchpad-run-report 1\n".count)..<separator.lowerBound]
        offsets = header.split(separator: "\n").compactMap { UInt($0, radix: 16) }
        description = String(text[separator.upperBound...])
    }

    /// `path:line:col: error: description` at the deepest frame in the script, or
    /// `path: error: description` when no frame is (debug information missing, no symbolizer).
    /// Continuation lines of a multi-line description are indented under it.
    package func line(for scriptPath: String, executable: String, symbolizer: String?) -> String {
        let text = description.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ")
        guard let symbolizer, let place = scriptLocation(scriptPath: scriptPath, executable: executable, symbolizer: symbolizer) else {
            return "\(scriptPath): error: \(text)"
        }
        return "\(scriptPath):\(place.line):\(place.column): error: \(text)"
    }

    /// The deepest frame whose source is the script.
    func scriptLocation(scriptPath: String, executable: String, symbolizer: String) -> (line: Int, column: Int)? {
        guard !offsets.isEmpty else { return nil }
        let arguments = ["--obj=" + executable, "--no-inlines"] + offsets.map { "0x" + String($0, radix: 16) }
        guard let data = try? ChildProcess.run(symbolizer, arguments, standardError: .discard).output else { return nil }
        let script = URL(fileURLWithPath: scriptPath).standardizedFileURL.path
        // Each address gives "function\nfile:line:column\n\n".
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let number = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else { continue }
            let file = parts.dropLast(2).joined(separator: ":")
            if URL(fileURLWithPath: file).standardizedFileURL.path == script && number > 0 {
                return (number, max(1, column))
            }
        }
        return nil
    }

    /// The toolchain's `llvm-symbolizer` (next to `swiftc`), else one on `PATH`.
    package static func symbolizer(next compiler: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        var candidates: [String] = []
        if let compiler { candidates.append((compiler as NSString).deletingLastPathComponent + "/llvm-symbolizer") }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { $0 + "/llvm-symbolizer" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
