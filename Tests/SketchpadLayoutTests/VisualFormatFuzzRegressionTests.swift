import Testing
@testable import SketchpadLayout
import SketchpadWidgets

/// Hostile visual formats (`Fuzz/run.sh vfl`; inputs in Fuzz/vfl/regressions/).
@Suite struct VisualFormatFuzzRegressionTests {
    /// huge-number: a width of 400 nines parsed as ∞; the format "succeeded" and only the layout
    /// found the constraint unusable, without pointing into the format.
    @Test func aNumberTooLargeForADoubleIsAnError() throws {
        let root = View(id: "root"), a = View(id: "a")
        root.addSubview(a)
        let nines = String(repeating: "9", count: 400)
        #expect(throws: VisualFormatError(format: "H:|-[a(\(nines))]-|", column: 8, message: "the number 99999999999999999999… is too large")) {
            try Constraint.constraints(withVisualFormat: "H:|-[a(\(nines))]-|", views: ["a": a])
        }
        #expect(throws: VisualFormatError.self) { try Constraint.constraints(withVisualFormat: "H:|-\(nines)-[a]", views: ["a": a]) }
        // 300 digits still fit.
        let big = "1" + String(repeating: "0", count: 300)
        #expect(try Constraint.constraints(withVisualFormat: "H:[a(\(big))]", views: ["a": a]).first?.constant == 1e300)
    }
}
