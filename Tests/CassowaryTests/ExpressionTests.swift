import Cassowary
import Testing

@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y")

    @Test func operatorsMoveEverythingToTheLeft() {
        // x + 2 == y * 3  →  x + 2 − 3y == 0
        let c = x + 2 == y * 3
        #expect(c.relation == .equal)
        #expect(c.isRequired)
        let e = c.expression.reduced()
        #expect(e.constant == 2)
        #expect(e.terms.count == 2)
        #expect(e.terms[0].variable === x && e.terms[0].coefficient == 1)
        #expect(e.terms[1].variable === y && e.terms[1].coefficient == -3)
    }

    @Test func inequalitiesKeepTheirDirection() {
        #expect((x <= 10).relation == .lessThanOrEqual)
        #expect((10 >= x).relation == .greaterThanOrEqual)
        #expect((10 >= x).expression.constant == 10)
        #expect((10 >= x).expression.terms[0].coefficient == -1)
    }

    @Test func reducedCombinesAndDropsCancelledTerms() {
        let e = (x + y - x + 2 * y + 5).reduced()
        #expect(e.terms.count == 1)
        #expect(e.terms[0].variable === y && e.terms[0].coefficient == 3)
        #expect(e.constant == 5)
    }

    @Test func isReducedExactlyWhenReductionChangesNothing() {
        #expect((x + 2 * y + 5).isReduced)
        #expect(Expression().isReduced)
        #expect(!(x + y - x).isReduced)       // x twice
        #expect(!Expression([Term(x, 0)]).isReduced)
        let long = Expression((0..<20).map { Term(Variable("v\($0)")) })
        #expect(!long.isReduced)              // long expressions always go through reduced()
        for e in [x + 2 * y + 5, x + y - x, Expression([Term(x, 0), Term(y)])] {
            let r = e.reduced()
            #expect(e.isReduced == (r.terms.count == e.terms.count && zip(r.terms, e.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }))
        }
    }

    @Test func reducedKeepsFirstAppearanceOrderForLongExpressions() {
        let vars = (0..<40).map { Variable("v\($0)") }
        var e = Expression()
        for v in vars.reversed() { e = e + v }
        for v in vars { e = e + 2 * v }
        let r = e.reduced()
        #expect(r.terms.count == 40)
        #expect(r.terms.map(\.variable.name) == vars.reversed().map(\.name))
        #expect(r.terms.allSatisfy { $0.coefficient == 3 })
    }

    @Test func scalingAndNegation() {
        let e = (-(2 * x + 4)) / 2
        #expect(e.constant == -2)
        #expect(e.terms[0].coefficient == -1)
        #expect((x / 4).coefficient == 0.25)
    }

    @Test func valueUsesCurrentValues() throws {
        let solver = Solver()
        try solver.addConstraints([x == 3, y == 4])
        solver.updateVariables()
        #expect((2 * x + y - 1).value == 9)
    }

    @Test func descriptionsReadLikeAlgebra() {
        #expect((2 * x - y + 3).description == "2.0 * x - y + 3.0")
        #expect((x == 5).description == "x - 5.0 == 0 | required")
        #expect(Expression(constant: 0).description == "0.0")
    }
}

@Suite struct StrengthTests {
    @Test func namedStrengthsAreKiwis() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.weak.value == 1)
    }

    @Test func createClipsEachLevelAndWeights() {
        #expect(Strength(strong: 1, medium: 2, weak: 3).value == 1_002_003)
        #expect(Strength(strong: 5000).value == 1_000_000_000)       // clipped to 1000 × 10⁶
        #expect(Strength(medium: -4).value == 0)
        #expect(Strength(weak: 2, weight: 3).value == 6)
        #expect(Strength(strong: 1000, medium: 1000, weak: 1000) == .required)
    }

    @Test func requiredIsAThresholdNotAWeight() {
        #expect(Strength(2e9).isRequired)
        #expect(!Strength(1_001_000_999).isRequired)
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength(7).description == "7.0")
        #expect(Strength.required.description == "required")
    }

    @Test func constraintViolation() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        #expect((x >= 12).violation == 2)
        #expect((x <= 12).violation == 0)
        #expect((x == 4).violation == 6)
        #expect((x >= 4).withStrength(.weak).strength == .weak)
    }
}
