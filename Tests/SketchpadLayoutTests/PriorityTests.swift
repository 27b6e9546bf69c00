import Cassowary
import Testing
@testable import SketchpadLayout
import SketchpadWidgets

@Suite struct PriorityTests {
    @Test func clampsAndNames() {
        #expect(LayoutPriority(0).rawValue == 1)
        #expect(LayoutPriority(5000).rawValue == 1000)
        #expect(LayoutPriority(.nan).rawValue == 1)
        #expect(LayoutPriority.required.isRequired)
        #expect(!(LayoutPriority.required - 1).isRequired)
        #expect((LayoutPriority.defaultLow + 1).rawValue == 251)
        let literal: LayoutPriority = 510.5
        #expect(literal.rawValue == 510.5)
        #expect(LayoutPriority.required.strength == .required)
    }

    @Test func strengthsAreStrictlyIncreasing() {
        var previous = 0.0
        for p in stride(from: 1.0, through: 999.5, by: 0.5) {
            let s = LayoutPriority(p).strength.value
            #expect(s > previous, "strength(\(p)) = \(s) is not above strength(\(p - 0.5)) = \(previous)")
            previous = s
        }
        #expect(previous < Strength.required.value)
    }

    /// One constraint at `high` against `count` constraints at `low` pulling the same variable the
    /// other way: the high one must win.
    func winner(high: LayoutPriority, low: LayoutPriority, count: Int) throws -> Double {
        let x = Variable("x")
        let solver = Solver()
        var cs = [(x == 0).withStrength(high.strength)]
        for i in 0..<count { cs.append((x == Double(10 + i)).withStrength(low.strength)) }
        try solver.addConstraints(cs)
        solver.updateVariables()
        return x.value
    }

    @Test(arguments: [1, 2, 5, 9]) func highBeatsSeveralDefaultLows(count: Int) throws {
        #expect(abs(try winner(high: .defaultHigh, low: .defaultLow, count: count)) < 1e-9)
        #expect(abs(try winner(high: 251, low: .defaultLow, count: count)) < 1e-9)
        #expect(abs(try winner(high: .defaultHigh, low: 749, count: min(count, 4))) < 1e-9)
        #expect(abs(try winner(high: 751, low: .defaultHigh, count: count)) < 1e-9)
        #expect(abs(try winner(high: 999, low: 998, count: min(count, 4))) < 1e-9)
        #expect(abs(try winner(high: .fittingSizeLevel, low: 49, count: min(count, 4))) < 1e-9)
    }

    @Test func oneToOneOrderInsideATier() throws {
        #expect(abs(try winner(high: 400, low: 300, count: 1)) < 1e-9)
        #expect(abs(try winner(high: 510, low: 500, count: 1)) < 1e-9)
    }

    /// The same through the layout engine: a 251 width beats five 250 constraints pulling a view wider.
    @Test func layoutRespects251Over250() {
        let root = View(id: "root"), a = View(id: "a")
        root.addSubview(a)
        Constraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalToConstant: 50).withPriority(251),
        ] + (0..<5).map { i in
            a.widthAnchor.constraint(equalToConstant: 100 + Double(i)).withPriority(.defaultLow)
        })
        let result = layout(root)
        expectFrame(result, a, 0, 0, 50, 10)
    }
}
