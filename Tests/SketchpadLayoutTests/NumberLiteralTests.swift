import Testing
import SketchpadLayout

/// Messages quote numbers as the user wrote them (issue 17: `0.000000001` was printed `-1e-09`).
@Suite struct NumberLiteralTests {
    @Test func findsTheLiteralOfAValueAsWritten() {
        #expect(NumberLiteral.find(1e-9, in: "box.width == 0.000000001 * root.width + 40") == "0.000000001")
        #expect(NumberLiteral.find(1e-9, in: "box.width == 1e-9 * root.width") == "1e-9")
        #expect(NumberLiteral.find(1e308, in: "a.width == 1E+308 * b.width") == "1E+308")
        #expect(NumberLiteral.find(40, in: "box.width == 0.000000001 * root.width + 40") == "40")
    }

    @Test func digitsInNamesAreNotNumbers() {
        #expect(NumberLiteral.find(2, in: "view2.width == view22.width") == nil)
        #expect(NumberLiteral.find(2, in: "view2.width == 2 * view22.width") == "2")
        #expect(NumberLiteral.find(5, in: "a.width == 50") == nil)
        // An `e` not followed by digits ends the number.
        #expect(NumberLiteral.find(2, in: "a.width == 2em") == "2")
    }
}
