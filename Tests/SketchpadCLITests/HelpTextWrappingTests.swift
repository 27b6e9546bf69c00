import Foundation
import Testing

/// The help texts are wrapped once, by the argument parser, to the terminal's width (issue 25: the
/// sources were wrapped by hand too, so `sketchpad help watch` showed a line ending early and `a`
/// alone on the next one). Every help is read at 80 columns (what the parser uses off a terminal)
/// and at 100, and no line of prose may end before a word that would have fitted on it.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct HelpTextWrappingTests {
    @Test(arguments: [80, 100])
    func noHelpLineIsAStrayFragment(_ columns: Int) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["COLUMNS"] = "\(columns)"
        for command in [[]] + (try HelpExampleTests.subcommands()).map({ [$0] }) {
            let help = try runCLI(command + ["--help"], environment: environment).out
            #expect(!help.isEmpty)
            for fragment in Self.earlyBreaks(in: help, columns: columns) {
                Issue.record("sketchpad \((command + ["--help"]).joined(separator: " ")) at \(columns) columns breaks a line early:\n\(fragment)")
            }
        }
    }

    /// Pairs of lines where the first ends before a word of the second that would have fitted on
    /// it: lines of the same indentation, the second neither an option (`-…`, `<…>`), an example
    /// (`sketchpad …`) nor a row of a table (two spaces inside), the first not a heading (`…:`).
    static func earlyBreaks(in help: String, columns: Int) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [String] = []
        for (line, next) in zip(lines, lines.dropFirst()) {
            let indent = line.prefix { $0 == " " }.count
            let text = next.dropFirst(indent)
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty, !line.hasSuffix(":"),
                  next.prefix(while: { $0 == " " }).count == indent, let word = text.split(separator: " ").first,
                  !text.hasPrefix("-"), !text.hasPrefix("<"), !text.hasPrefix("sketchpad "),
                  !text.trimmingCharacters(in: .whitespaces).contains("  ") else { continue }
            // The parser breaks at the last space within the width, so a word fits when it and
            // the space after it do.
            if line.count + 1 + word.count + 1 <= columns { found.append(line + "⏎\n" + next) }
        }
        return found
    }

    @Test func aLineBrokenByHandIsFound() {
        let help = "  Only the templates that read what changed are drawn again: the template itself,\n  a\n  partial it includes.\n"
        #expect(Self.earlyBreaks(in: help, columns: 80) == ["  a⏎\n  partial it includes."])
        let wrapped = "  Only the templates that read what changed are drawn again: the template itself, a\n  partial it includes.\n"
        #expect(Self.earlyBreaks(in: wrapped, columns: 86).isEmpty)
        let table = "  render    Render templates.\n  check     Check templates.\n"
        #expect(Self.earlyBreaks(in: table, columns: 80).isEmpty)
    }
}
