import Foundation
import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

/// What fuzzing the template loader found (`Fuzz/run.sh template`; inputs in Fuzz/template/regressions/).
@Suite struct TemplateFuzzRegressionTests {
    func errors(_ yaml: String) -> [String] {
        do {
            _ = try TemplateLoader().load(text: yaml, path: "t.yaml")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    /// crash-a54bbf44: a double-quoted equation missing its closing quote ran on over the next
    /// lines; the bad token's column was counted from the string's start as if it were one line,
    /// so the error pointed past the end of the string's first line.
    @Test func anErrorInAStringFoldedOverLinesPointsAtItsLine() {
        let yaml = """
        canvas: {width: 100, height: 100}
        views:
          - {id: a, type: view}
        constraints:
          - "a.width ==
             a.height + :"
        """
        #expect(errors(yaml) == ["t.yaml:6:17: error: bad equation: unexpected character ':'"])
    }

    @Test func blankLinesInAFoldedStringAreLineFeeds() {
        let yaml = "canvas: {width: 100, height: 100}\nviews: [{id: a, type: view}]\nconstraints:\n  - 'a.width ==\n\n     a.height'\n  - \"a.height == 5\n    + (\"\n"
        // The first folds to "a.width ==\na.height" (a line feed is not a token), the second to "a.height == 5 + (".
        #expect(errors(yaml) == ["t.yaml:4:16: error: bad equation: unexpected character '\n'",
                                 "t.yaml:8:8: error: bad equation: expected a number or an anchor, found end of equation"])
    }

    /// Escapes are one character of the value but several of the file.
    @Test func anErrorAfterAnEscapePointsPastTheEscape() {
        let yaml = "canvas: {width: 100, height: 100}\nviews: [{id: a, type: view}]\nconstraints:\n  - \"a.width == a.height \\u002B :\"\n"
        #expect(errors(yaml) == ["t.yaml:4:33: error: bad equation: unexpected character ':'"])
        let single = "canvas: {width: 100, height: 100}\nviews: [{id: a, type: view}]\nconstraints:\n  - 'a.width == a.height ''x'' + :'\n"
        #expect(errors(single) == ["t.yaml:4:26: error: bad equation: unexpected character '''"])
    }

    /// A value that does not map back onto the file (a component's `${…}` was substituted into
    /// it) points at the string's start rather than at a wrong column.
    @Test func aSubstitutedStringPointsAtItsStart() {
        let yaml = """
        canvas: {width: 100, height: 100}
        components:
          card:
            view: {type: box, constraints: ["${id}.width == 10 + :"]}
        views:
          - {use: card, id: aVeryLongIdentifier}
        """
        #expect(errors(yaml) == ["t.yaml:4:38: error: bad equation: unexpected character ':'"])
    }

    /// compact-nesting: `- - - … x` nests a level every two characters on one line; 10,000 levels
    /// (a 20 KB file) overflowed the YAML library's recursion on a rendering thread before the
    /// depth limit (checked after composing) could say anything.
    @Test func compactNestingOnOneLineFailsFastWithAnError() {
        let yaml = "canvas: {width: 100, height: 100}\nviews:\n" + String(repeating: "- ", count: 10_000) + "x\n"
        let result = onSmallStack { self.errors(yaml) }   // a rendering worker's stack
        #expect(result == ["t.yaml:3:129: error: nesting deeper than 64 levels"])
        // Up to the limit, compact nesting is still read (and fails later for what it is).
        #expect(errors("views:\n" + String(repeating: "- ", count: 10) + "x\n") != ["t.yaml:2:21: error: nesting deeper than 64 levels"])
    }

    /// The compact-nesting scan reads bytes (for speed): lines end at LF, CR and CR LF, columns
    /// count from the line's start, and non-ASCII text before or after changes neither.
    @Test func theCompactNestingScanCountsLinesAndColumnsAsBefore() {
        let deep = String(repeating: "- ", count: 70) + "x"
        #expect(TemplateLoader.excessiveCompactNesting("a: 1\r\nb: é\r\n  \(deep)\r\n", limit: 64)?.0 == 3)
        #expect(TemplateLoader.excessiveCompactNesting("a: 1\r\nb: é\r\n  \(deep)\r\n", limit: 64)?.1 == 131)
        #expect(TemplateLoader.excessiveCompactNesting("é\rb\n\r\(deep)", limit: 64).map { [$0.0, $0.1] } == [4, 129])
        #expect(TemplateLoader.excessiveCompactNesting("- - x\n\t? : y\n- -\n", limit: 64) == nil)
        #expect(TemplateLoader.excessiveCompactNesting("- - - x", limit: 2).map { [$0.0, $0.1] } == [1, 5])
        #expect(TemplateLoader.excessiveCompactNesting("", limit: 0) == nil)
    }

    /// crash-f4ecf10d: the flow-nesting limit counted lines by "\n" characters, so a CR LF file
    /// (where "\r\n" is one character) was all line 1, and CR line breaks were not counted at all.
    @Test func theFlowNestingLimitCountsLinesAsYAMLDoes() {
        let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
        #expect(errors("canvas: {width: 100, height: 100}\r\nviews:\r\n  - \(deep)\r\n")
                == ["t.yaml:3:69: error: nesting deeper than 64 levels"])
        #expect(errors("canvas: {width: 100, height: 100}\rviews:\r\r  - \(deep)\n")
                == ["t.yaml:4:69: error: nesting deeper than 64 levels"])
        #expect(errors("\u{FEFF}views: \(deep)\n") == ["t.yaml:1:72: error: nesting deeper than 64 levels"])
    }

    @Test func theRegressionInputNowLoadsWithErrorsInsideTheFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/template/regressions/crash-a54bbf444d7448a83dc9e7e4f689f5f8017114c6")
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        do {
            _ = try TemplateLoader(root: "Templates").load(text: text, path: "Templates/fuzz.yaml")
            Issue.record("the input loaded")
        } catch {
            for e in error.errors where e.line >= 1 {
                #expect(e.line <= lines.count && e.column <= lines[e.line - 1].unicodeScalars.count + 1, "\(e)")
            }
        }
    }
}
