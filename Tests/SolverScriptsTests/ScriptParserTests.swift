import Cassowary
import Testing
@testable import SolverScripts

@Suite struct ScriptParserTests {
    private func parse(_ text: String) throws(ScriptParseError) -> SolverScript {
        try SolverScript(parsing: text, file: "t.txt")
    }

    // Every malformed line, with the message and the line number it must name.
    static let malformed: [(text: String, error: String)] = [
        ("var x\nfrobnicate y", "t.txt:2: error: unknown directive 'frobnicate'"),
        ("var", "t.txt:1: error: 'var' takes 1 argument (NAME), got 0 arguments"),
        ("\n\nvar x y", "t.txt:3: error: 'var' takes 1 argument (NAME), got 2 arguments"),
        ("remove", "t.txt:1: error: 'remove' takes 1 argument (ID), got 0 arguments"),
        ("remove a b", "t.txt:1: error: 'remove' takes 1 argument (ID), got 2 arguments"),
        ("edit x", "t.txt:1: error: 'edit' takes 2 arguments (VAR STRENGTH), got 1 argument"),
        ("unedit", "t.txt:1: error: 'unedit' takes 1 argument (VAR), got 0 arguments"),
        ("suggest x", "t.txt:1: error: 'suggest' takes a variable and at least one value, got 1 argument"),
        ("check", "t.txt:1: error: 'check' takes 1 or 2 arguments (VAR [VALUE]), got 0 arguments"),
        ("check x 1 2", "t.txt:1: error: 'check' takes 1 or 2 arguments (VAR [VALUE]), got 3 arguments"),
        ("# c\nc required == 0",
         "t.txt:2: error: 'c' takes STRENGTH OP CONST and at least one COEF VAR pair, got 3 arguments"),
        ("c#a weak == 0", "t.txt:1: error: 'c#a' takes STRENGTH OP CONST and at least one COEF VAR pair, got 3 arguments"),
        ("c required == 0 1 x 2", "t.txt:1: error: coefficient '2' has no variable after it"),
        ("c required == 0 one x", "t.txt:1: error: bad number 'one'"),
        ("c required == 0x10 1 x", "t.txt:1: error: bad number '0x10'"),
        ("c required == 1e 1 x", "t.txt:1: error: bad number '1e'"),
        ("c required == infinity 1 x", "t.txt:1: error: bad number 'infinity'"),
        ("c required == NaN 1 x", "t.txt:1: error: bad number 'NaN'"),
        ("c required == . 1 x", "t.txt:1: error: bad number '.'"),
        ("c strongish == 0 1 x",
         "t.txt:1: error: unknown strength 'strongish' (want required, strong, medium, weak or a number)"),
        ("edit x mighty", "t.txt:1: error: unknown strength 'mighty' (want required, strong, medium, weak or a number)"),
        ("c required = 0 1 x", "t.txt:1: error: bad operator '=' (want ==, <= or >=)"),
        ("c required < 0 1 x", "t.txt:1: error: bad operator '<' (want ==, <= or >=)"),
        ("c required == 0 1 2x", "t.txt:1: error: bad variable name '2x' (must start with a letter or '_')"),
        ("check -x", "t.txt:1: error: bad variable name '-x' (must start with a letter or '_')"),
        ("c# required == 0 1 x", "t.txt:1: error: 'c#' needs an ID, as in 'c#gap'"),
        ("c#a required == 0 1 x\nvar y\nc#a required == 1 1 x",
         "t.txt:3: error: constraint ID 'a' was defined differently on line 1"),
        ("suggest x 1 two", "t.txt:1: error: bad number 'two'"),
        ("check x abc", "t.txt:1: error: bad number 'abc'"),
        ("# expect-error nope\nvar x",
         "t.txt:1: error: unknown error kind 'nope' (want unsatisfiable, duplicateConstraint, unknownConstraint, "
             + "duplicateEditVariable, unknownEditVariable, badRequiredStrength, invalidNumber)"),
        ("# expect-error\nvar x", "t.txt:1: error: '# expect-error' takes one error kind, got 0"),
        ("var x\n# expect-error unsatisfiable\n\n", "t.txt:2: error: '# expect-error' is not followed by an operation"),
    ]

    @Test(arguments: malformed)
    func malformedLineIsReportedWithItsLine(_ example: (text: String, error: String)) {
        #expect(throws: (any Error).self) { try parse(example.text) }
        do {
            _ = try parse(example.text)
        } catch {
            #expect(error.description == example.error)
        }
    }

    @Test func errorWithoutLineNamesOnlyTheFile() {
        let error = ScriptParseError(file: "gone.txt", line: nil, reason: .unreadable("no such file"))
        #expect(error.description == "gone.txt: error: cannot read the file (no such file)")
    }

    @Test func errorsCarryTheOffendingWord() {
        do {
            _ = try parse("var x\nc required == 0 1e x")
            Issue.record("must throw")
        } catch {
            #expect(error.line == 2)
            #expect(error.reason == .badNumber("1e"))
        }
        do {
            _ = try parse("c#gap weak == 0 1 x\nc#gap weak == 1 1 x")
            Issue.record("must throw")
        } catch {
            #expect(error.reason == .constraintIDRedefined(id: "gap", firstLine: 1))
        }
    }

    @Test func unreadableFileIsAParseErrorWithoutLine() {
        do {
            _ = try SolverScript(contentsOfFile: "/nonexistent/dir/script.txt")
            Issue.record("reading a missing file must throw")
        } catch {
            #expect(error.file == "/nonexistent/dir/script.txt")
            #expect(error.line == nil)
            #expect(error.description.hasPrefix("/nonexistent/dir/script.txt: error: cannot read the file"))
        }
    }

    @Test func everyDirectiveParsesWithItsLineNumber() throws {
        let script = try parse("""
            # a comment, then a blank line

            var x
            c required >= -10 1 x   # trailing comment
            c#gap 500 <= 2.5e1 -1 x 0.5 y
            remove gap
            edit y strong
            suggest y 1 -2 3e2
            unedit y
            check x
            check y 7
            """)
        let lines = script.operations.map(\.line)
        #expect(lines == [3, 4, 5, 6, 7, 8, 9, 10, 11])

        guard case .declare("x") = script.operations[0].kind else { Issue.record("var"); return }
        guard case .constraint(let c1) = script.operations[1].kind else { Issue.record("c"); return }
        #expect(c1.id == nil)
        #expect(c1.strength == .required)
        #expect(c1.relation == .greaterThanOrEqual)
        #expect(c1.constant == -10)
        #expect(c1.terms.map(\.coefficient) == [1])
        #expect(c1.terms.map(\.variable) == ["x"])
        #expect(c1.source == "required >= -10 1 x")

        guard case .constraint(let c2) = script.operations[2].kind else { Issue.record("c#"); return }
        #expect(c2.id == "gap")
        #expect(c2.strength == Strength(500))
        #expect(c2.relation == .lessThanOrEqual)
        #expect(c2.constant == 25)
        #expect(c2.terms.map(\.coefficient) == [-1, 0.5])
        #expect(c2.terms.map(\.variable) == ["x", "y"])

        guard case .remove("gap") = script.operations[3].kind else { Issue.record("remove"); return }
        guard case .edit("y", let strength) = script.operations[4].kind else { Issue.record("edit"); return }
        #expect(strength == .strong)
        guard case .suggest("y", let values) = script.operations[5].kind else { Issue.record("suggest"); return }
        #expect(values == [1, -2, 300])
        guard case .unedit("y") = script.operations[6].kind else { Issue.record("unedit"); return }
        guard case .check("x", nil) = script.operations[7].kind else { Issue.record("check"); return }
        guard case .check("y", 7?) = script.operations[8].kind else { Issue.record("check value"); return }
        #expect(script.variableNames == ["x", "y"])
    }

    @Test func namedStrengthsAreKiwisWeights() throws {
        let script = try parse("c required == 0 1 a\nc strong == 0 1 a\nc medium == 0 1 a\nc weak == 0 1 a\nc 1e3 == 0 1 a")
        let strengths = script.operations.compactMap { op -> Double? in
            if case .constraint(let c) = op.kind { return c.strength.value }
            return nil
        }
        #expect(strengths == [1_001_001_000, 1_000_000, 1_000, 1, 1_000])
    }

    @Test(arguments: [
        ("12", 12.0), ("-8.0", -8.0), (".5", 0.5), ("5.", 5.0), ("+3", 3.0), ("1e-12", 1e-12),
        ("2.5E+3", 2500.0), ("-0", -0.0), ("1e400", Double.infinity), ("-1e400", -Double.infinity),
        ("inf", Double.infinity), ("+inf", Double.infinity), ("-inf", -Double.infinity),
    ])
    func numbersParse(_ word: String, _ value: Double) {
        #expect(ScriptNumber.parse(word) == value)
    }

    @Test func nanParsesAsNaN() throws {
        let value = try #require(ScriptNumber.parse("nan"))
        #expect(value.isNaN)
        let script = try parse("c nan == nan nan x\nsuggest x nan inf -inf\ncheck x nan")
        guard case .constraint(let c) = script.operations[0].kind,
              case .suggest(_, let values) = script.operations[1].kind,
              case .check(_, let expected?) = script.operations[2].kind else {
            Issue.record("expected a constraint, a suggest and a check"); return
        }
        #expect(c.strength.value.isNaN && c.constant.isNaN && c.terms[0].coefficient.isNaN)
        #expect(values[0].isNaN && values[1] == .infinity && values[2] == -.infinity)
        #expect(expected.isNaN)
    }

    @Test(arguments: ["", "-", "e5", "1e+", "1.2.3", "0x1p3", "1_000", "inf1", "-nan", "Inf", "1,5"])
    func nonNumbersAreRejected(_ word: String) {
        #expect(ScriptNumber.parse(word) == nil)
    }

    @Test func hashStartsACommentOnlyAtTheStartOfAWord() throws {
        let script = try parse("c#a#b required == 0 1 x#1 # x#1 is a name\n  # indented comment\nvar y\t# tab")
        #expect(script.operations.count == 2)
        guard case .constraint(let c) = script.operations[0].kind else { Issue.record("c"); return }
        #expect(c.id == "a#b")
        #expect(c.terms.map(\.variable) == ["x#1"])
        #expect(script.variableNames == ["x#1", "y"])
    }

    @Test func windowsLineEndingsAndTabsAreAccepted() throws {
        let script = try parse("var x\r\nc\trequired\t==\t-1\t1\tx\r\ncheck x 1\r\n")
        #expect(script.operations.map(\.line) == [1, 2, 3])
        guard case .check("x", 1?) = script.operations[2].kind else { Issue.record("check"); return }
    }

    @Test func sameIDWithTheSameWordsIsAccepted() throws {
        // Spacing may differ; the words must not.
        let script = try parse("c#a required == 0 1 x\nc#a   required == 0  1 x")
        #expect(script.operations.count == 2)
    }

    @Test func checkOfAnUndeclaredVariableDeclaresIt() throws {
        let script = try parse("check ghost\nvar x")
        #expect(script.variableNames == ["ghost", "x"])
    }

    @Test func expectErrorAnnotationsAttachToTheNextOperation() throws {
        let script = try parse("""
            var x
            # expect-error duplicateConstraint

            # an unrelated comment
            c required == 0 1 x
            # expect-error invalidNumber
            # expect-error invalidNumber
            suggest x nan inf
            """)
        #expect(script.expectedErrors == [
            ExpectedError(line: 5, kind: "duplicateConstraint"),
            ExpectedError(line: 8, kind: "invalidNumber"),
            ExpectedError(line: 8, kind: "invalidNumber"),
        ])
    }

    @Test func expectErrorKindsAreTheSolverErrorKinds() {
        let x = Variable("x")
        let c = Constraint(Expression(x), .equal)
        var errors: [SolverError] = [
            .unsatisfiableConstraint(c, conflicts: [c]), .duplicateConstraint(c), .unknownConstraint(c),
            .duplicateEditVariable(x), .unknownEditVariable(x), .badRequiredStrength(x),
        ]
        do throws(SolverError) {
            try Solver().addConstraint(Constraint(Expression([Term(x, .nan)]), .equal))
        } catch {
            errors.append(error)
        }
        #expect(errors.map(\.kind) == ExpectedError.kinds)
    }
}
