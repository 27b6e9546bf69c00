import Testing
import SketchpadLayout
import SketchpadWidgets
@testable import SketchpadTemplates

@Suite struct EquationParserTests {
    @Test func constantOnly() throws {
        let e = try EquationParser.parse("button.width == 88")
        #expect(e.first.path == ["button"])
        #expect(e.first.attribute == .width)
        #expect(e.second == nil)
        #expect(e.constant == 88)
        #expect(e.priority == nil)
    }

    @Test func guidesMultipliersAndPriorities() throws {
        let e = try EquationParser.parse("title.top == safeArea.top + 20 @750")
        #expect(e.second?.path == ["safeArea"])
        #expect(e.constant == 20)
        #expect(e.priority == .defaultHigh)
        let m = try EquationParser.parse("left.width == 0.75 * root.width - 6")
        #expect(m.multiplier == 0.75)
        #expect(m.constant == -6)
        let g = try EquationParser.parse("a.leading >= root.margins.leading @low")
        #expect(g.relation == .greaterThanOrEqual)
        #expect(g.second?.path == ["root", "margins"])
        #expect(g.priority == .defaultLow)
    }

    /// The lexer decides ASCII without Unicode look-ups; other letters and digits are still names
    /// and numbers as `Character` says.
    @Test func namesMayUseAnyLetterAndNumbersAnyDigitsTheyHad() throws {
        let e = try EquationParser.parse("café_2.width == Ünïcode.width * 0.5 + 1e1")
        #expect(e.first.path == ["café_2"] && e.second?.path == ["Ünïcode"])
        #expect(e.multiplier == 0.5 && e.constant == 10)
        #expect(throws: EquationError.self) { try EquationParser.parse("a.width == 1$") }
    }

    @Test func rearrangesLinearExpressions() throws {
        // 2·a.width + 10 <= b.width  →  a.width <= 0.5·b.width − 5
        let e = try EquationParser.parse("2 * a.width + 10 <= b.width")
        #expect(e.relation == .lessThanOrEqual)
        #expect(e.multiplier == 0.5)
        #expect(e.constant == -5)
        // 88 == button.width  →  button.width == 88
        let s = try EquationParser.parse("88 == button.width")
        #expect(s.first.path == ["button"] && s.constant == 88)
        // -a.top >= -b.top  →  a.top <= b.top
        let n = try EquationParser.parse("-a.top >= -b.top")
        #expect(n.relation == .lessThanOrEqual && n.multiplier == 1)
        let d = try EquationParser.parse("a.width == b.width / 4 + (3 - 1)")
        #expect(d.multiplier == 0.25 && d.constant == 2)
    }

    @Test(arguments: [
        ("a.width == ", 12, "expected a number or an anchor, found end of equation"),
        ("a.width == b.width + c.width", 22, "only one anchor per side; 'c.width' is a second one"),
        ("a.widht == 3", 3, "unknown attribute 'widht' (did you mean 'width'?)"),
        ("a == 3", 1, "'a' needs an attribute, like 'a.top' or 'a.width'"),
        ("a.width == 3 @2000", 15, "priority 2000 is outside 1…1000"),
        ("a.width == 3 @often", 15, "unknown priority 'often' (a number 1…1000, or: required, high, low, defaultHigh, defaultLow, fittingSizeLevel, fitting)"),
        ("a.width == b.width * c.width", 22, "cannot multiply two anchors"),
        ("a.width == 3 4", 14, "unexpected number 4"),
        ("a.width 3", 9, "expected '==', '<=' or '>=', found number 3"),
    ])
    func errorsCarryTheColumn(_ text: String, _ column: Int, _ message: String) {
        #expect(throws: EquationError(column: column, message: message)) { try EquationParser.parse(text) }
    }
}
