import Foundation
import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

/// Hostile equations that crashed or slipped through (found with `Fuzz/run.sh equation` and while
/// writing it; inputs in Fuzz/equation/regressions/).
@Suite struct EquationFuzzRegressionTests {
    /// Parses on a thread with a 512 KB stack, like a rendering worker's.
    func parseOnSmallStack(_ text: String) -> Result<Equation, EquationError> {
        onSmallStack { Result { () throws(EquationError) in try EquationParser.parse(text) } }
    }

    /// deep-parens: 3,000 nested parentheses (a 6 KB template) overflowed the stack of
    /// `sketchpad render`'s worker thread: the parser recursed once per level without a limit.
    @Test func deepParenthesesFailWithAnError() {
        let text = "a.width == " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
        guard case .failure(let e) = parseOnSmallStack(text) else { Issue.record("parsed"); return }
        #expect(e.column == 12 + EquationParser.maxNesting)
        #expect(e.message == "parentheses and signs nested deeper than 64 levels")
    }

    /// deep-minus: a chain of unary minus signs recursed the same way.
    @Test func deepSignsFailWithAnError() {
        guard case .failure(let e) = parseOnSmallStack("a.width == " + String(repeating: "-", count: 100_000) + "1") else {
            Issue.record("parsed"); return
        }
        #expect(e.message == "parentheses and signs nested deeper than 64 levels")
    }

    @Test func nestingUpToTheLimitStillParses() throws {
        let n = EquationParser.maxNesting - 1
        let e = try EquationParser.parse("a.width == " + String(repeating: "(", count: n) + "b.width + 2" + String(repeating: ")", count: n))
        #expect(e.second?.path == ["b"] && e.constant == 2)
        #expect(try EquationParser.parse("a.width == - - - 3").constant == -3)
    }

    /// A number too large for a Double parsed as infinity, and finite numbers could overflow when
    /// multiplied: the equation parsed, and only the layout found it unusable, without a column.
    @Test func numbersTooLargeAreSyntaxErrors() {
        let huge = "1" + String(repeating: "0", count: 400)
        #expect(throws: EquationError(column: 12, message: "the number 10000000000000000000… is too large")) {
            try EquationParser.parse("a.width == \(huge)")
        }
        let big = "1" + String(repeating: "0", count: 200)
        #expect(throws: EquationError(column: 1, message: "the equation's numbers are too large (they overflow)")) {
            try EquationParser.parse("a.width == \(big) * \(big) * b.width")
        }
        #expect(throws: EquationError(column: 1, message: "the equation's numbers are too large (they overflow)")) {
            try EquationParser.parse("a.width == \(big) * \(big)")
        }
    }
}
