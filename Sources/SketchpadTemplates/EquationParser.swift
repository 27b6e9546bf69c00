import SketchpadLayout
import SketchpadWidgets

/// Parses constraint equations: `"button.width == 88"`, `"title.top == safeArea.top + 20 @750"`,
/// `"left.width == 0.75 * root.width - 6"`, `"a.leading >= root.margins.leading"`.
///
/// Both sides are linear expressions (numbers, anchors, `+ - * /`, parentheses) with one anchor in
/// all; it is rearranged to `first REL m × second + c`. Priorities follow `@`: a number or
/// `required`, `high`, `low`, `defaultHigh`, `defaultLow`, `fittingSizeLevel`.
///
/// ```swift
/// let e = try EquationParser.parse("title.top == safeArea.top + 20 @750")
/// ```
/// - Throws: ``EquationError`` with the column of the offending token.
public enum EquationParser {
    public static let priorityNames: [String: LayoutPriority] = [
        "required": .required, "high": .defaultHigh, "defaulthigh": .defaultHigh, "low": .defaultLow,
        "defaultlow": .defaultLow, "fittingsizelevel": .fittingSizeLevel, "fitting": .fittingSizeLevel,
    ]
    /// The largest multiplier an equation may have, in size (a million: ten thousand times the
    /// largest canvas side would still be too far to draw).
    public static let maxMultiplier = 1_000_000.0

    /// `unknown priority 'hihg' (a number 1…1000, or: required, high, …) (did you mean 'high'?)`,
    /// as a priority written elsewhere in a template (hugging, compression) is told.
    static func unknownPriority(_ name: String) -> String {
        "unknown priority '\(name)' (a number 1…1000, or: \(NodeReader.priorityNames.joined(separator: ", ")))"
            + (Suggestions.didYouMean(name, in: NodeReader.priorityNames).map { " (\($0))" } ?? "")
    }

    /// Attribute names an anchor may end with (besides `LayoutAttribute`'s own raw values).
    public static let attributeAliases: [String: LayoutAttribute] = ["baseline": .lastBaseline]

    /// Every attribute by the names an anchor may end with (hashed once: `LayoutAttribute(rawValue:)`
    /// compares the name with each case in turn).
    static let attributesByName: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map { ($0.rawValue, $0) }
    ).merging(attributeAliases) { own, _ in own }

    public static var attributeNames: [String] {
        LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map(\.rawValue) + ["baseline"]
    }

    enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(String)
        case end
    }

    /// Splits an equation into tokens, one column per `Character`. Equations are nearly always
    /// plain ASCII: the lexer then reads the UTF-8 bytes (a `[Character]` and a `String` built a
    /// `Character` at a time cost a large template most of its equation time); any other text
    /// keeps its `Character`s, so columns, names and messages are the same either way.
    struct Lexer {
        let text: String
        /// One code per `Character`: its byte when the `Character` is a single ASCII scalar,
        /// otherwise ``other`` (then looked up in ``chars``).
        let codes: [UInt8]
        /// The `Character`s, only when some are not single ASCII scalars.
        let chars: [Character]?
        var index = 0
        static let other: UInt8 = 0x80

        /// `readingCharacters`: keep the `Character`s even for ASCII text (the tests compare both ways).
        init(_ text: String, readingCharacters: Bool = false) {
            self.text = text
            if !readingCharacters && text.isSingleScalarASCII {
                codes = Array(text.utf8)
                chars = nil
            } else {
                let chars = Array(text)
                // A `Character` of one UTF-8 byte is one ASCII scalar (`\r\n` is two bytes).
                codes = chars.map { $0.utf8.count == 1 ? $0.utf8.first! : Self.other }
                self.chars = chars
            }
        }

        /// The text of the `Character`s `range`.
        func text(_ range: Range<Int>) -> String {
            if let chars { return String(chars[range]) }
            return String(decoding: codes[range], as: UTF8.self)
        }

        func character(_ i: Int) -> Character { chars?[i] ?? Character(Unicode.Scalar(codes[i])) }

        mutating func next() throws(EquationError) -> (Token, Int) {
            while index < codes.count, codes[index] == 0x20 || codes[index] == 0x09 { index += 1 }
            let column = index + 1
            guard index < codes.count else { return (.end, column) }
            let c = codes[index]
            if isDigit(index) || (c == UInt8(ascii: ".") && index + 1 < codes.count && isDigit(index + 1)) {
                let start = index
                while index < codes.count, isDigit(index) || codes[index] == UInt8(ascii: ".") { index += 1 }
                // An exponent, as YAML numbers have one (`1e-9`): `e`, an optional sign, digits.
                if index < codes.count, codes[index] == UInt8(ascii: "e") || codes[index] == UInt8(ascii: "E") {
                    var end = index + 1
                    if end < codes.count, codes[end] == UInt8(ascii: "+") || codes[end] == UInt8(ascii: "-") { end += 1 }
                    if end < codes.count, Self.isASCIIDigit(codes[end]) {
                        while end < codes.count, Self.isASCIIDigit(codes[end]) { end += 1 }
                        index = end
                    }
                }
                let text = text(start..<index)
                guard let value = Double(text) else { throw EquationError(column: column, message: "bad number '\(text)'") }
                guard value.isFinite else { throw EquationError(column: column, message: "the number \(text.prefix(20))… is too large") }
                return (.number(value), column)
            }
            if isLetter(index) || c == UInt8(ascii: "_") {
                let start = index
                while index < codes.count, isLetter(index) || isDigit(index) || codes[index] == UInt8(ascii: "_") { index += 1 }
                return (.name(text(start..<index)), column)
            }
            if let op = symbol() {
                index += op.utf8.count
                return (.symbol(op), column)
            }
            let character = character(index)
            if c == UInt8(ascii: "=") { throw EquationError(column: column, message: "'=' is not a relation; use '=='") }
            // Typographic operators (pasted from a document, or typed by an editor's autocorrect).
            let ascii: [Character: String] = ["≤": "<=", "≥": ">=", "−": "-", "–": "-", "×": "*", "÷": "/", "＝": "=="]
            if let replacement = ascii[character] {
                throw EquationError(column: column, message: "unexpected character '\(character)' (write '\(replacement)')")
            }
            throw EquationError(column: column, message: "unexpected character '\(character)'")
        }

        /// The operator at `index`, tried in the order `==`, `<=`, `>=`, `+`, `-`, `*`, `/`, `(`, `)`, `@`, `.`.
        func symbol() -> String? {
            let followedByEquals = index + 1 < codes.count && codes[index + 1] == UInt8(ascii: "=")
            switch codes[index] {
            case UInt8(ascii: "="): return followedByEquals ? "==" : nil
            case UInt8(ascii: "<"): return followedByEquals ? "<=" : nil
            case UInt8(ascii: ">"): return followedByEquals ? ">=" : nil
            case UInt8(ascii: "+"): return "+"
            case UInt8(ascii: "-"): return "-"
            case UInt8(ascii: "*"): return "*"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "("): return "("
            case UInt8(ascii: ")"): return ")"
            case UInt8(ascii: "@"): return "@"
            case UInt8(ascii: "."): return "."
            default: return nil
            }
        }

        // ASCII is decided from the byte (`Character.isLetter` and `isNumber` look Unicode
        // properties up); any other `Character` as `Character` decides it (same answers).
        func isLetter(_ i: Int) -> Bool {
            let a = codes[i]
            guard a != Self.other else { return chars![i].isLetter }
            return (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A)
        }

        func isDigit(_ i: Int) -> Bool {
            let a = codes[i]
            guard a != Self.other else { return chars![i].isNumber }
            return Self.isASCIIDigit(a)
        }

        static func isASCIIDigit(_ a: UInt8) -> Bool { a >= 0x30 && a <= 0x39 }
    }

    /// `coefficient × anchor + constant`, anchor optional.
    struct Linear {
        var anchor: Equation.Anchor?
        var coefficient = 0.0
        var constant = 0.0
    }

    /// Deepest nesting of parentheses and signs (`((…))`, `- - x`): the parser recurses once per
    /// level, so a hostile string thousands deep would overflow the stack of a rendering thread.
    public static let maxNesting = 64

    struct Parser {
        var lexer: Lexer
        var token: Token = .end
        var column = 1
        var depth = 0

        init(_ text: String) throws(EquationError) {
            lexer = Lexer(text)
            try advance()
        }

        mutating func advance() throws(EquationError) { (token, column) = try lexer.next() }

        func describe(_ t: Token) -> String {
            switch t {
            case .number(let v): return "number \(numberText(v))"
            case .name(let n): return "'\(n)'"
            case .symbol(let s): return "'\(s)'"
            case .end: return "end of equation"
            }
        }

        mutating func side() throws(EquationError) -> Linear {
            var result = try term()
            while case .symbol(let op) = token, op == "+" || op == "-" {
                let opColumn = column
                try advance()
                let rhs = try term()
                result = try combine(result, rhs, sign: op == "+" ? 1 : -1, column: opColumn)
            }
            return result
        }

        func combine(_ a: Linear, _ b: Linear, sign: Double, column: Int) throws(EquationError) -> Linear {
            if a.anchor != nil && b.anchor != nil {
                throw EquationError(column: b.anchor!.column, message: "only one anchor per side; '\(b.anchor!.description)' is a second one")
            }
            return Linear(anchor: a.anchor ?? b.anchor, coefficient: a.anchor != nil ? a.coefficient : sign * b.coefficient,
                          constant: a.constant + sign * b.constant)
        }

        mutating func term() throws(EquationError) -> Linear {
            var result = try factor()
            while case .symbol(let op) = token, op == "*" || op == "/" {
                try advance()
                let rhsColumn = column
                let rhs = try factor()
                if op == "/" {
                    guard rhs.anchor == nil else { throw EquationError(column: rhsColumn, message: "cannot divide by an anchor") }
                    guard rhs.constant != 0 else { throw EquationError(column: rhsColumn, message: "division by zero") }
                    result.coefficient /= rhs.constant
                    result.constant /= rhs.constant
                } else if result.anchor != nil && rhs.anchor != nil {
                    throw EquationError(column: rhs.anchor!.column, message: "cannot multiply two anchors")
                } else if rhs.anchor != nil {
                    result = Linear(anchor: rhs.anchor, coefficient: rhs.coefficient * result.constant, constant: rhs.constant * result.constant)
                } else {
                    result.coefficient *= rhs.constant
                    result.constant *= rhs.constant
                }
            }
            return result
        }

        mutating func factor() throws(EquationError) -> Linear {
            if case .symbol(let s) = token, s == "(" || s == "-" {
                guard depth < EquationParser.maxNesting else {
                    throw EquationError(column: column, message: "parentheses and signs nested deeper than \(EquationParser.maxNesting) levels")
                }
            }
            depth += 1
            defer { depth -= 1 }
            switch token {
            case .number(let v):
                try advance()
                return Linear(constant: v)
            case .symbol("-"):
                try advance()
                let inner = try factor()
                return Linear(anchor: inner.anchor, coefficient: -inner.coefficient, constant: -inner.constant)
            case .symbol("("):
                try advance()
                let inner = try side()
                guard token == .symbol(")") else { throw EquationError(column: column, message: "expected ')', found \(describe(token))") }
                try advance()
                return inner
            case .name:
                return Linear(anchor: try anchor(), coefficient: 1)
            default:
                throw EquationError(column: column, message: "expected a number or an anchor, found \(describe(token))")
            }
        }

        mutating func anchor() throws(EquationError) -> Equation.Anchor {
            let start = column
            guard case .name(let first) = token else { throw EquationError(column: column, message: "expected a name") }
            // The names before the attribute, and the last name read (the attribute once the dots
            // end): one array, made for the two names an anchor usually has (`row.margins.top`),
            // not grown a name at a time.
            var path: [String] = []
            var (attrName, attrColumn) = (first, column)
            try advance()
            while token == .symbol(".") {
                try advance()
                guard case .name(let n) = token else {
                    throw EquationError(column: column, message: "expected an attribute after '.', found \(describe(token))")
                }
                if path.isEmpty { path.reserveCapacity(2) }
                path.append(attrName)
                (attrName, attrColumn) = (n, column)
                try advance()
            }
            guard !path.isEmpty else {
                throw EquationError(column: start, message: "'\(first)' needs an attribute, like '\(first).top' or '\(first).width'")
            }
            guard let attribute = EquationParser.attributesByName[attrName] else {
                let hint = Suggestions.didYouMean(attrName, in: EquationParser.attributeNames)
                throw EquationError(column: attrColumn, message: "unknown attribute '\(attrName)'" + (hint.map { " (\($0))" } ?? ""))
            }
            return Equation.Anchor(path: path, attribute: attribute, column: start)
        }

        mutating func parse() throws(EquationError) -> Equation {
            let lhsColumn = column
            var lhs = try side()
            guard case .symbol(let rel) = token, let relation = Self.relation(rel) else {
                throw EquationError(column: column, message: "expected '==', '<=' or '>=', found \(describe(token))")
            }
            try advance()
            var rhs = try side()
            var relation2 = relation
            var priority: LayoutPriority?
            if token == .symbol("@") {
                try advance()
                let pColumn = column
                switch token {
                case .number(let v):
                    guard v >= 1 && v <= 1000 else { throw EquationError(column: pColumn, message: "priority \(numberText(v)) is outside 1…1000") }
                    priority = LayoutPriority(v)
                case .name(let n):
                    guard let p = EquationParser.priorityNames[n.lowercased()] else {
                        throw EquationError(column: pColumn, message: EquationParser.unknownPriority(n))
                    }
                    priority = p
                default:
                    throw EquationError(column: pColumn, message: "expected a priority after '@', found \(describe(token))")
                }
                try advance()
            }
            guard token == .end else { throw EquationError(column: column, message: "unexpected \(describe(token))") }
            if lhs.anchor == nil {
                guard rhs.anchor != nil else { throw EquationError(column: lhsColumn, message: "the equation has no anchor") }
                swap(&lhs, &rhs)
                relation2 = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
            }
            guard lhs.coefficient != 0 else { throw EquationError(column: lhsColumn, message: "the left anchor's multiplier is zero") }
            // c1·A + k1 REL c2·B + k2  →  A REL (c2/c1)·B + (k2 − k1)/c1, flipping the relation if c1 < 0.
            if lhs.coefficient < 0 {
                relation2 = relation2 == .lessThanOrEqual ? .greaterThanOrEqual : relation2 == .greaterThanOrEqual ? .lessThanOrEqual : .equal
            }
            let multiplier = rhs.anchor == nil ? 1 : rhs.coefficient / lhs.coefficient
            if rhs.anchor != nil && multiplier == 0 {
                throw EquationError(column: rhs.anchor!.column, message: "the multiplier of '\(rhs.anchor!.description)' is zero")
            }
            // A multiplier in the millions makes a frame no canvas can hold (1e308 made it infinite
            // and the layout "inconsistent"): said here, at the anchor it multiplies.
            if rhs.anchor != nil, multiplier.isFinite, abs(multiplier) > EquationParser.maxMultiplier {
                throw EquationError(column: rhs.anchor!.column,
                                    message: "the multiplier of '\(rhs.anchor!.description)' is \(NumberLiteral.find(abs(multiplier), in: lexer.text) ?? numberText(multiplier)); it may be at most \(numberText(EquationParser.maxMultiplier)) in size")
            }
            let constant = (rhs.constant - lhs.constant) / lhs.coefficient
            // Finite numbers can still overflow when multiplied (`1` followed by 300 zeros, squared).
            guard multiplier.isFinite, constant.isFinite, rhs.coefficient.isFinite else {
                throw EquationError(column: lhsColumn, message: "the equation's numbers are too large (they overflow)")
            }
            return Equation(first: lhs.anchor!, relation: relation2, second: rhs.anchor, multiplier: multiplier,
                            constant: constant, priority: priority)
        }

        static func relation(_ s: String) -> LayoutRelation? {
            switch s {
            case "==": return .equal
            case "<=": return .lessThanOrEqual
            case ">=": return .greaterThanOrEqual
            default: return nil
            }
        }
    }

    public static func parse(_ text: String) throws(EquationError) -> Equation {
        var parser = try Parser(text)
        return try parser.parse()
    }
}
