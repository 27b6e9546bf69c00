/// A malformed solver script: where and why.
///
/// Its description is the compiler-style `FILE:LINE: error: message` that `sketchpad-solve`
/// prints before exiting with status 2 (`FILE: error: message` when no line is at fault, for
/// example an unreadable file).
///
/// ```swift
/// do { _ = try SolverScript(parsing: "frobnicate x", file: "a.txt") }
/// catch { print(error) }   // a.txt:1: error: unknown directive 'frobnicate'
/// ```
public struct ScriptParseError: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based line number, or nil for a problem with the whole file.
    public var line: Int?
    public var message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String {
        if let line { return "\(file):\(line): error: \(message)" }
        return "\(file): error: \(message)"
    }
}
