import Cassowary

/// Turns script text into operations, line by line. See ``SolverScript`` for the rules.
struct ScriptParser {
    let file: String
    var operations: [ScriptOperation] = []
    var variableNames: [String] = []
    var expectedErrors: [ExpectedError] = []

    // Lookup only; never iterated, so hashing order cannot show.
    private var knownVariables: Set<String> = []
    private var idDefinitions: [String: (line: Int, source: String)] = [:]
    // `# expect-error` kinds (with their own line) waiting for the next operation.
    private var pendingExpectations: [(line: Int, kind: String)] = []

    init(file: String) {
        self.file = file
    }

    mutating func parse(_ text: String) throws(ScriptParseError) {
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let (code, comment) = Self.splitComment(line)
            let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.isEmpty {
                if let comment { try annotation(comment, line: lineNumber) }
                continue
            }
            let kind = try operation(words, line: lineNumber)
            for pending in pendingExpectations {
                expectedErrors.append(ExpectedError(line: lineNumber, kind: pending.kind))
            }
            pendingExpectations = []
            operations.append(ScriptOperation(line: lineNumber, kind: kind))
        }
        if let dangling = pendingExpectations.first {
            throw error(dangling.line, .danglingExpectError)
        }
    }

    /// Splits at the first `#` that starts a word (at the line start or after a space or tab).
    static func splitComment(_ line: Substring) -> (code: Substring, comment: Substring?) {
        var previous: Character = " "
        for i in line.indices {
            let c = line[i]
            if c == "#" && (previous == " " || previous == "\t") {
                return (line[..<i], line[line.index(after: i)...])
            }
            previous = c
        }
        return (line, nil)
    }

    private mutating func annotation(_ comment: Substring, line: Int) throws(ScriptParseError) {
        let words = comment.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.first == "expect-error" else { return }
        guard words.count == 2 else {
            throw error(line, .expectErrorArity(got: words.count - 1))
        }
        let kind = String(words[1])
        guard ExpectedError.kinds.contains(kind) else {
            throw error(line, .unknownErrorKind(kind))
        }
        pendingExpectations.append((line, kind))
    }

    private mutating func operation(_ words: [Substring], line: Int) throws(ScriptParseError) -> ScriptOperation.Kind {
        let head = words[0]
        let arguments = words.count - 1
        switch head {
        case "var":
            guard arguments == 1 else { throw arity(line, "var", "1 argument (NAME)", arguments) }
            return .declare(variable: try variable(words[1], line: line))
        case "remove":
            guard arguments == 1 else { throw arity(line, "remove", "1 argument (ID)", arguments) }
            return .remove(id: String(words[1]))
        case "edit":
            guard arguments == 2 else { throw arity(line, "edit", "2 arguments (VAR STRENGTH)", arguments) }
            let name = try variable(words[1], line: line)
            return .edit(variable: name, strength: try strength(words[2], line: line))
        case "unedit":
            guard arguments == 1 else { throw arity(line, "unedit", "1 argument (VAR)", arguments) }
            return .unedit(variable: try variable(words[1], line: line))
        case "suggest":
            guard arguments >= 2 else { throw arity(line, "suggest", "a variable and at least one value", arguments) }
            let name = try variable(words[1], line: line)
            var values: [Double] = []
            values.reserveCapacity(arguments - 1)
            for word in words[2...] { values.append(try number(word, line: line)) }
            return .suggest(variable: name, values: values)
        case "check":
            guard arguments == 1 || arguments == 2 else {
                throw arity(line, "check", "1 or 2 arguments (VAR [VALUE])", arguments)
            }
            let name = try variable(words[1], line: line)
            return .check(variable: name, expected: arguments == 2 ? try number(words[2], line: line) : nil)
        case "c":
            return .constraint(try constraint(words, id: nil, line: line))
        default:
            if head.hasPrefix("c#") {
                let id = String(head.dropFirst(2))
                guard !id.isEmpty else { throw error(line, .missingConstraintID) }
                return .constraint(try constraint(words, id: id, line: line))
            }
            throw error(line, .unknownDirective(String(head)))
        }
    }

    private mutating func constraint(_ words: [Substring], id: String?, line: Int) throws(ScriptParseError) -> ScriptConstraint {
        let arguments = words.count - 1
        guard arguments >= 5 else {
            throw arity(line, String(words[0]), "STRENGTH OP CONST and at least one COEF VAR pair", arguments)
        }
        guard arguments % 2 == 1 else {
            throw error(line, .coefficientWithoutVariable(String(words[words.count - 1])))
        }
        let strength = try strength(words[1], line: line)
        guard let relation = RelationalOperator(rawValue: String(words[2])) else {
            throw error(line, .badOperator(String(words[2])))
        }
        let constant = try number(words[3], line: line)
        var terms: [ScriptTerm] = []
        terms.reserveCapacity((arguments - 3) / 2)
        var k = 4
        while k < words.count {
            let coefficient = try number(words[k], line: line)
            terms.append(ScriptTerm(coefficient, try variable(words[k + 1], line: line)))
            k += 2
        }
        let source = words[1...].joined(separator: " ")
        if let id {
            if let first = idDefinitions[id] {
                guard first.source == source else {
                    throw error(line, .constraintIDRedefined(id: id, firstLine: first.line))
                }
            } else {
                idDefinitions[id] = (line, source)
            }
        }
        return ScriptConstraint(id: id, strength: strength, relation: relation, constant: constant,
                                terms: terms, source: source)
    }

    private mutating func variable(_ word: Substring, line: Int) throws(ScriptParseError) -> String {
        guard let first = word.first, first.isLetter || first == "_" else {
            throw error(line, .badVariableName(String(word)))
        }
        let name = String(word)
        if knownVariables.insert(name).inserted { variableNames.append(name) }
        return name
    }

    private func number(_ word: Substring, line: Int) throws(ScriptParseError) -> Double {
        guard let value = ScriptNumber.parse(word) else { throw error(line, .badNumber(String(word))) }
        return value
    }

    private func strength(_ word: Substring, line: Int) throws(ScriptParseError) -> Strength {
        guard let value = ScriptNumber.parseStrength(word) else {
            throw error(line, .unknownStrength(String(word)))
        }
        return value
    }

    private func arity(_ line: Int, _ directive: String, _ wanted: String, _ got: Int) -> ScriptParseError {
        error(line, .wrongArity(directive: directive, takes: wanted, got: got))
    }

    private func error(_ line: Int, _ reason: ScriptParseError.Reason) -> ScriptParseError {
        ScriptParseError(file: file, line: line, reason: reason)
    }
}
