/// A JSON value whose objects keep their keys in the order they were written, so generated
/// documents (the template schema, `layout --json`) come out the same, byte for byte, every time
/// (a `Dictionary`'s order changes from process to process).
package indirect enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// Pretty-printed with two-space indents; short arrays of scalars stay on one line.
    package func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent), inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .object(let pairs):
            if pairs.isEmpty { return "{}" }
            let lines = pairs.map { inner + $0.0.jsonQuoted + ": " + $0.1.rendered(indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + pad + "}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy(\.isScalar) {
                let line = "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]"
                if line.count + indent * 2 <= 110 { return line }
            }
            return "[\n" + items.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n" + pad + "]"
        case .string(let s): return s.jsonQuoted
        case .number(let n):
            guard n.isFinite else { return "null" }
            if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
            return "\(n)"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// On one line, with a space after each colon and comma: `{"x": 0, "y": 8}`.
    package var compact: String {
        switch self {
        case .object(let pairs): return "{" + pairs.map { $0.0.jsonQuoted + ": " + $0.1.compact }.joined(separator: ", ") + "}"
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ", ") + "]"
        default: return rendered()
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
                     ExpressibleByDictionaryLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(floatLiteral value: Double) { self = .number(value) }
}
