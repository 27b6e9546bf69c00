import Foundation

/// A parsed solver script (format: `../shared/solver-scenes/README.md`): its operations in
/// order, each with its line number.
///
/// ```swift
/// let script = try SolverScript(parsing: """
///     var x
///     c required >= -10 1 x     # x >= 10
///     c weak == 0 1 x           # x == 0, weakly
///     check x 10
///     """, file: "example.txt")
/// let result = ScriptRunner(script: script).run()
/// result.lines        // ["check x 10"]
/// result.mismatches   // []
/// ```
///
/// Parsing is strict: an unknown directive, a wrong number of words, a bad number, strength,
/// operator or variable name, or a `c#ID` whose text differs from the ID's first definition
/// throws a ``ScriptParseError`` naming the line. Things the *solver* must refuse (NaN
/// coefficients, duplicates, removing what is not there) parse fine and fail when run.
///
/// Comments start at a `#` that begins a word, so `c#ID` is not a comment. A whole-line
/// comment `# expect-error KIND` is an annotation (see ``ExpectedError``).
public struct SolverScript: Sendable {
    /// The name used in error messages (usually the path).
    public var file: String
    public var operations: [ScriptOperation]
    /// Every variable name, in order of first use (declaration or any other mention).
    public var variableNames: [String]
    /// The `# expect-error` annotations, in line order.
    public var expectedErrors: [ExpectedError]

    /// Parses script text; `file` only names it in errors.
    public init(parsing text: String, file: String) throws(ScriptParseError) {
        var parser = ScriptParser(file: file)
        try parser.parse(text)
        self.file = file
        self.operations = parser.operations
        self.variableNames = parser.variableNames
        self.expectedErrors = parser.expectedErrors
    }

    /// Reads and parses the file at `path`.
    public init(contentsOfFile path: String) throws(ScriptParseError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ScriptParseError(file: path, line: nil, reason: .unreadable(error.localizedDescription))
        }
        try self.init(parsing: text, file: path)
    }
}
