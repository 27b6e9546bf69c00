/// A parsed visual-format string: Apple's grammar, with whitespace allowed between tokens.
///
/// ```text
/// format      ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation ::= 'H' | 'V'
/// superview   ::= '|'
/// connection  ::= '' | '-' predicates '-' | '-'
/// predicates  ::= simple | '(' predicate (',' predicate)* ')'
/// simple      ::= metricName | number
/// predicate   ::= relation? object ('@' priority)?
/// relation    ::= '==' | '<=' | '>='
/// object      ::= number | metricName | viewName        (view names only inside a view's parentheses)
/// priority    ::= number | metricName                     (1…1000)
/// view        ::= '[' viewName ('(' predicate (',' predicate)* ')')? ']'
/// ```
struct VisualFormatParser {
    enum Orientation { case horizontal, vertical }

    struct Predicate {
        var relation: LayoutRelation
        var constant: Double
        var view: String?
        var priority: LayoutPriority
        var column: Int
    }

    /// A connection: nil predicates means "-" alone (the standard spacing); empty means adjacent.
    struct Connection {
        var predicates: [Predicate]
        var column: Int
        /// `-` alone: the standard spacing, which a front end may resolve its own way next to `|`.
        var isStandard = false
    }

    struct ViewElement {
        var name: String
        var predicates: [Predicate]
        var column: Int
    }

    var orientation: Orientation = .horizontal
    var leadingSuperview: (connection: Connection, column: Int)?
    var views: [ViewElement] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    var trailingSuperview: (connection: Connection, column: Int)?

    private let chars: [Character]
    private let format: String
    private let metrics: [String: Double]
    private var position = 0

    init(_ format: String, metrics: [String: Double]) throws(VisualFormatError) {
        self.format = format
        self.chars = Array(format)
        self.metrics = metrics
        try parse()
    }

    // MARK: Scanning

    private func error(_ message: String, at index: Int? = nil) -> VisualFormatError {
        VisualFormatError(format: format, column: (index ?? position) + 1, message: message)
    }

    private mutating func skipSpaces() {
        while position < chars.count, chars[position] == " " || chars[position] == "\t" { position += 1 }
    }

    private mutating func peek() -> Character? {
        skipSpaces()
        return position < chars.count ? chars[position] : nil
    }

    private mutating func take(_ c: Character) -> Bool {
        if peek() == c { position += 1; return true }
        return false
    }

    private mutating func expect(_ c: Character, _ context: String) throws(VisualFormatError) {
        guard take(c) else {
            let found = peek().map { "'\($0)'" } ?? "the end of the format"
            throw error("expected '\(c)' \(context), found \(found)")
        }
    }

    private static func isIdentifierStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
    private static func isIdentifierBody(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }

    private mutating func identifier() -> String? {
        guard let c = peek(), Self.isIdentifierStart(c) else { return nil }
        let start = position
        while position < chars.count, Self.isIdentifierBody(chars[position]) { position += 1 }
        return String(chars[start..<position])
    }

    private mutating func number(allowSign: Bool) throws(VisualFormatError) -> Double? {
        guard let c = peek() else { return nil }
        let start = position
        if allowSign, c == "-" || c == "+" {
            position += 1
        }
        var digits = 0, dots = 0
        while position < chars.count, chars[position].isASCII, chars[position].isNumber || chars[position] == "." {
            if chars[position] == "." { dots += 1 } else { digits += 1 }
            position += 1
        }
        if digits == 0 {
            position = start
            return nil
        }
        guard dots <= 1, let value = Double(String(chars[start..<position])) else {
            throw error("'\(String(chars[start..<position]))' is not a number", at: start)
        }
        guard value.isFinite else {
            throw error("the number \(String(chars[start..<position]).prefix(20))… is too large", at: start)
        }
        return value
    }

    /// A number or a metric name.
    private mutating func constant(allowSign: Bool, what: String) throws(VisualFormatError) -> Double {
        let start = position
        if let n = try number(allowSign: allowSign) { return n }
        if let name = identifier() {
            guard let value = metrics[name] else { throw error("unknown metric '\(name)' in \(what)", at: start) }
            return value
        }
        throw error("expected a number or a metric name for \(what)")
    }

    // MARK: Grammar

    private mutating func parse() throws(VisualFormatError) {
        skipSpaces()
        if position + 1 < chars.count, chars[position] == "H" || chars[position] == "V" {
            var look = position + 1
            while look < chars.count, chars[look] == " " { look += 1 }
            if look < chars.count, chars[look] == ":" {
                orientation = chars[position] == "H" ? .horizontal : .vertical
                position = look + 1
            }
        }
        if peek() == nil { throw error("the format is empty: expected a view such as [name]") }
        if peek() == "|" {
            let column = position
            position += 1
            let connection = try parseConnection(required: true)
            leadingSuperview = (connection, column)
        }
        views.append(try parseView())
        while peek() != nil {
            let connection = try parseConnection(required: false)
            if peek() == "|" {
                trailingSuperview = (connection, position)
                position += 1
                if let extra = peek() { throw error("unexpected '\(extra)' after the closing superview '|'") }
                return
            }
            guard peek() == "[" else {
                let found = peek().map { "'\($0)'" } ?? "the end of the format"
                throw error("expected a view ('[') or the superview ('|'), found \(found)")
            }
            connections.append(connection)
            views.append(try parseView())
        }
    }

    /// Parses a connection at the cursor. Without a '-', two views are adjacent (spacing 0).
    private mutating func parseConnection(required: Bool) throws(VisualFormatError) -> Connection {
        let column = position
        guard take("-") else {
            if required {
                if peek() == "[" { return Connection(predicates: [Predicate(relation: .equal, constant: 0, view: nil, priority: .required, column: column)], column: column) }
                throw error("expected '-' or '[' after the superview '|'")
            }
            if peek() == "[" || peek() == "|" {
                return Connection(predicates: [Predicate(relation: .equal, constant: 0, view: nil, priority: .required, column: column)], column: column)
            }
            let found = peek().map { "'\($0)'" } ?? "the end of the format"
            throw error("expected a connection ('-'), a view ('[') or the superview ('|'), found \(found)")
        }
        if peek() == "[" || peek() == "|" {
            return Connection(predicates: [Predicate(relation: .equal, constant: StackView.standardSpacing, view: nil, priority: .required, column: column)],
                              column: column, isStandard: true)
        }
        var predicates: [Predicate]
        if peek() == "(" {
            predicates = try parsePredicateList(allowViews: false)
        } else {
            let start = position
            predicates = [Predicate(relation: .equal, constant: try constant(allowSign: false, what: "a spacing"),
                                    view: nil, priority: .required, column: start)]
        }
        try expect("-", "to close the spacing")
        return Connection(predicates: predicates, column: column)
    }

    private mutating func parseView() throws(VisualFormatError) -> ViewElement {
        try expect("[", "to open a view")
        skipSpaces()
        let column = position
        guard let name = identifier() else { throw error("expected a view name after '['") }
        var predicates: [Predicate] = []
        if peek() == "(" { predicates = try parsePredicateList(allowViews: true) }
        try expect("]", "after the view name '\(name)'")
        return ViewElement(name: name, predicates: predicates, column: column)
    }

    private mutating func parsePredicateList(allowViews: Bool) throws(VisualFormatError) -> [Predicate] {
        try expect("(", "to open a predicate list")
        var list: [Predicate] = []
        repeat {
            list.append(try parsePredicate(allowViews: allowViews))
        } while take(",")
        try expect(")", "to close the predicate list")
        return list
    }

    private mutating func parsePredicate(allowViews: Bool) throws(VisualFormatError) -> Predicate {
        skipSpaces()
        let column = position
        var relation = LayoutRelation.equal
        if position + 1 < chars.count {
            switch String(chars[position...position + 1]) {
            case "==": relation = .equal; position += 2
            case "<=": relation = .lessThanOrEqual; position += 2
            case ">=": relation = .greaterThanOrEqual; position += 2
            default: break
            }
        }
        skipSpaces()
        var predicate = Predicate(relation: relation, constant: 0, view: nil, priority: .required, column: column)
        let objectStart = position
        if let n = try number(allowSign: true) {
            predicate.constant = n
        } else if let name = identifier() {
            if let value = metrics[name] {
                predicate.constant = value
            } else if allowViews {
                predicate.view = name
                predicate.column = objectStart
            } else {
                throw error("unknown metric '\(name)' (views cannot be used in a spacing)", at: objectStart)
            }
        } else {
            throw error("expected a number, a metric or a view name in the predicate")
        }
        if take("@") {
            let start = position
            let p = try constant(allowSign: false, what: "a priority")
            guard p >= 1, p <= 1000 else { throw error("priority \(formatNumber(p)) is outside 1…1000", at: start) }
            predicate.priority = LayoutPriority(p)
        }
        return predicate
    }
}
