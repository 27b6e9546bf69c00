import Cassowary
import Testing
@testable import SolverScripts

/// The runner adds runs of `c` lines in batches and splits a refused batch; the outcome must be
/// exactly that of adding every line on its own, in order.
@Suite struct BatchEquivalenceTests {
    /// A script of one long run of constraint lines on a few variables: required equalities and
    /// inequalities (many of them conflicting), preferences of every strength, invalid numbers and
    /// re-used IDs (duplicates), then a check of every variable.
    static func randomScript(seed: UInt64, lines: Int) -> String {
        var random = SplitMix64(state: seed)
        let names = (0..<6).map { "v\($0)" }
        let strengths = ["required", "required", "required", "strong", "medium", "weak", "250"]
        let ops = ["==", "<=", ">="]
        var text = ""
        for i in 0..<lines {
            switch random.below(20) {
            case 0:
                text += "c required == nan 1 \(names[random.below(6)])\n"
            case 1 where i > 0:
                text += "c#same required >= -1 1 v0\n" // the second and later ones are duplicates
            default:
                let a = names[random.below(6)], b = names[random.below(6)]
                let constant = Double(random.below(200)) - 100
                let coefficient = [1.0, -1.0, 2.0, 0.5][random.below(4)]
                let strength = strengths[random.below(strengths.count)]
                let op = ops[random.below(3)]
                text += a == b
                    ? "c \(strength) \(op) \(constant) 1 \(a)\n"
                    : "c \(strength) \(op) \(constant) 1 \(a) \(coefficient) \(b)\n"
            }
        }
        for name in names { text += "check \(name)\n" }
        return text
    }

    /// The reference: every line added on its own, in order.
    static func oneByOne(_ script: SolverScript) -> (errors: [ExpectedError], values: [Double]) {
        let compiled = CompiledScript(script)
        let solver = Solver()
        var errors: [ExpectedError] = []
        var values: [Double] = []
        for step in compiled.steps {
            switch step {
            case .add(let batch):
                for item in batch {
                    do throws(SolverError) { try solver.addConstraint(item.constraint) } catch {
                        errors.append(ExpectedError(line: item.line, kind: error.kind))
                    }
                }
            case .check(_, _, let variable, _):
                solver.updateVariables()
                values.append(variable.value)
            default:
                Issue.record("unexpected step")
            }
        }
        return (errors, values)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func batchedRunEqualsOneByOne(seed: UInt64) throws {
        let script = try SolverScript(parsing: Self.randomScript(seed: seed, lines: 80), file: "random.txt")
        let result = ScriptRunner(script: script).run()
        let reference = Self.oneByOne(script)
        #expect(!reference.errors.isEmpty, "the script should have refused lines to make the test bite")
        #expect(result.errors == reference.errors)
        let values = result.events.compactMap { event -> Double? in
            if case let .check(_, _, value, _) = event { return value }
            return nil
        }
        #expect(values.count == reference.values.count)
        for (got, expected) in zip(values, reference.values) {
            #expect(CheckMismatch.agrees(expected: expected, actual: got), "\(got) vs \(expected)")
        }
    }

    @Test func aSingleConflictInALongRunIsFoundWithFewSolves() throws {
        // 2000 lines in one run, one of them contradicting an earlier one: exactly that line fails.
        var text = "c required == 0 1 x0\n"
        for i in 1..<2000 {
            text += "c required == -1 1 x\(i) -1 x\(i - 1)\n" // line i + 1
            if i == 1500 { text += "c required == -1 1 x0\n" } // line 1502
        }
        text += "check x1999 1999\n"
        let result = ScriptRunner(script: try SolverScript(parsing: text, file: "long.txt")).run()
        #expect(result.errors == [ExpectedError(line: 1502, kind: "unsatisfiable")])
        #expect(result.mismatches.isEmpty)
    }
}
