import Cassowary
import Testing
@testable import SolverScripts

@Suite struct ScriptRunnerTests {
    private func run(_ text: String) throws -> (ScriptRunner, ScriptResult) {
        let runner = ScriptRunner(script: try SolverScript(parsing: text, file: "t.txt"))
        return (runner, runner.run())
    }

    @Test func checksPrintTheSolvedValueAsPercentG17() throws {
        let (_, result) = try run("""
            c required == -92.08 1 x
            c required == -1 3 third
            check x
            check third 0.3333333333333333
            """)
        #expect(result.lines == ["check x 92.079999999999998", "check third 0.33333333333333331"])
        #expect(result.mismatches.isEmpty)
    }

    @Test func errorsAreReportedWithTheirLineAndTheRunGoesOn() throws {
        let (_, result) = try run("""
            c required == -10 1 x
            c required == -20 1 x
            unedit x
            check x 10
            """)
        #expect(result.lines == ["error 2 unsatisfiable", "error 3 unknownEditVariable", "check x 10"])
        #expect(result.errors == [ExpectedError(line: 2, kind: "unsatisfiable"),
                                  ExpectedError(line: 3, kind: "unknownEditVariable")])
    }

    @Test func aMissedExpectationIsAMismatch() throws {
        let (_, result) = try run("c required == -10 1 x\ncheck x 11\ncheck x 10.000001\ncheck x")
        #expect(result.mismatches == [CheckMismatch(line: 2, variable: "x", expected: 11, actual: 10)])
        #expect(result.mismatches.first?.description == "2: check x: expected 11, got 10")
    }

    @Test func toleranceIsRelativeToTheExpectedValue() {
        // 1e-6 · (1 + |expected|)
        #expect(CheckMismatch.agrees(expected: 1e6, actual: 1e6 + 1.0))
        #expect(!CheckMismatch.agrees(expected: 1e6, actual: 1e6 + 1.01))
        #expect(CheckMismatch.agrees(expected: 0, actual: 9e-7))
        #expect(!CheckMismatch.agrees(expected: 0, actual: 1.1e-6))
        #expect(CheckMismatch.agrees(expected: .nan, actual: .nan))
        #expect(!CheckMismatch.agrees(expected: .nan, actual: 0))
        #expect(!CheckMismatch.agrees(expected: 0, actual: .nan))
        #expect(CheckMismatch.agrees(expected: .infinity, actual: .infinity))
        #expect(!CheckMismatch.agrees(expected: .infinity, actual: 1e300))
    }

    @Test func anIDNamesOneConstraintObject() throws {
        let (runner, result) = try run("""
            c#a required >= -1 1 x
            c#a required >= -1 1 x
            remove a
            remove a
            c#a required >= -1 1 x
            """)
        #expect(result.lines == ["error 2 duplicateConstraint", "error 4 unknownConstraint"])
        #expect(runner.solver.constraints.count == 1)
    }

    @Test func twoIDsWithTheSameTextAreDistinctConstraints() throws {
        let (runner, result) = try run("c#a required >= -1 1 x\nc#b required >= -1 1 x\nremove a")
        #expect(result.lines.isEmpty)
        #expect(runner.solver.constraints.count == 1)
        #expect(runner.solver.constraints.first?.expression.constant == -1)
    }

    @Test func anonymousLinesWithTheSameTextAreDistinctConstraints() throws {
        let (runner, result) = try run("c required >= -1 1 x\nc required >= -1 1 x")
        #expect(result.lines.isEmpty)
        #expect(runner.solver.constraints.count == 2)
        #expect(runner.solver.constraints[0] !== runner.solver.constraints[1])
    }

    @Test func removingAnUndefinedOrNotYetAddedIDIsUnknown() throws {
        let (runner, result) = try run("remove ghost\nremove later\nc#later weak == 0 1 x")
        #expect(result.lines == ["error 1 unknownConstraint", "error 2 unknownConstraint"])
        #expect(runner.solver.constraints.count == 1)
    }

    @Test func aRefusedLineInABatchFailsAloneAndTheOthersAreAddedInOrder() throws {
        let (runner, result) = try run("""
            c required == -1 1 a
            var b
            c required == -2 1 b
            c required == -3 1 a
            c nan == 0 1 c
            c required == -4 1 c
            check a 1
            check b 2
            check c 4
            """)
        #expect(result.lines == ["error 4 unsatisfiable", "error 5 invalidNumber",
                                 "check a 1", "check b 2", "check c 4"])
        #expect(result.mismatches.isEmpty)
        let constants = runner.solver.constraints.map(\.expression.constant)
        #expect(constants == [-1, -2, -4])
    }

    @Test func theSameIDTwiceInOneBatchIsADuplicateOnTheSecondLine() throws {
        let (runner, result) = try run("c#a required == -1 1 x\nc required == -2 1 y\nc#a required == -1 1 x")
        #expect(result.lines == ["error 3 duplicateConstraint"])
        #expect(runner.solver.constraints.count == 2)
    }

    @Test func consecutiveConstraintLinesFormOneBatch() throws {
        // `var` lines do not break a run; any other operation does.
        let compiled = CompiledScript(try SolverScript(parsing: """
            c required == 0 1 a
            var b
            c required == 0 1 b
            check a
            c required == 0 1 c
            """, file: "t.txt"))
        let shape = compiled.steps.map { step -> String in
            switch step {
            case .add(let batch): return "add\(batch.map(\.line))"
            case .check(let line, _, _, _): return "check\(line)"
            default: return "other"
            }
        }
        #expect(shape == ["add[1, 3]", "check4", "add[5]"])
    }

    @Test func suggestAppliesEachValueAndReportsEachRefusal() throws {
        let (_, result) = try run("""
            edit w strong
            c required >= -2 1 w
            suggest w 5 nan 7 inf
            check w 7
            suggest w -3
            check w 2
            """)
        #expect(result.lines == ["error 3 invalidNumber", "error 3 invalidNumber", "check w 7", "check w 2"])
        #expect(result.mismatches.isEmpty)
    }

    @Test func editErrorsAreReported() throws {
        let (_, result) = try run("""
            edit x weak
            edit x strong
            edit y required
            unedit z
            suggest z 1
            edit q nan
            """)
        #expect(result.lines == ["error 2 duplicateEditVariable", "error 3 badRequiredStrength",
                                 "error 4 unknownEditVariable", "error 5 unknownEditVariable",
                                 "error 6 invalidNumber"])
    }

    @Test func checkingAVariableNoConstraintMentionsGivesZero() throws {
        let (runner, result) = try run("c required == -3 1 x\ncheck ghost 0")
        #expect(result.lines == ["check ghost 0"])
        #expect(runner.variable(named: "ghost") != nil)
        #expect(runner.variable(named: "nobody") == nil)
    }

    @Test func checksSeeTheValuesAtTheirPointInTheScript() throws {
        let (_, result) = try run("c#p strong == -5 1 x\nc weak == -1 1 x\ncheck x 5\nremove p\ncheck x 1")
        #expect(result.lines == ["check x 5", "check x 1"])
        #expect(result.mismatches.isEmpty)
    }
}
