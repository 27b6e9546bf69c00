import SketchpadLayout
import SketchpadWidgets
import Yams

/// Reads typed values out of composed YAML nodes, recording a ``TemplateError`` (with the node's
/// line and column) for every value of the wrong type instead of stopping at the first.
final class NodeReader {
    var file: String
    var errors: [TemplateError] = []
    /// Problems that still draw (an SF Symbols name drawn as a placeholder), located.
    var warnings: [Diagnostic] = []
    /// Picks the branch of `{light: …, dark: …}` colours.
    var appearance = TemplateAppearance.light
    /// The text of every file read, by path (so errors inside strings can be placed exactly).
    var sources: [String: String] = [:]

    init(file: String) { self.file = file }

    func location(_ node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 0, column: mark?.column ?? 0)
    }

    /// Where the text of a scalar starts (after an opening quote).
    func textLocation(_ node: Node) -> SourceLocation {
        var loc = location(node)
        if let s = node.scalar, s.style == .singleQuoted || s.style == .doubleQuoted { loc.column += 1 }
        return loc
    }

    func fail(_ node: Node, _ message: String, hint: String? = nil, kind: TemplateError.Kind = .value) {
        errors.append(TemplateError(at: location(node), message: message, hint: hint, kind: kind))
    }

    func fail(at location: SourceLocation, _ message: String, hint: String? = nil, kind: TemplateError.Kind = .value) {
        errors.append(TemplateError(at: location, message: message, hint: hint, kind: kind))
    }

    static func kind(_ node: Node) -> String {
        switch node {
        case .scalar(let s):
            if s.style == .plain && ["", "~", "null", "Null", "NULL"].contains(s.string) { return "null (nothing)" }
            return "a value"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// The pairs of a mapping whose keys are all in `allowed` (others are reported with a hint);
    /// `allowedSet`, the same keys as a set, for callers that read many mappings of one kind.
    func mapping(_ node: Node, allowed: [String], allowedSet: Set<String>? = nil,
                 what: String) -> [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let m) = node else {
            fail(node, "\(what) must be a mapping, not \(Self.kind(node))", kind: .structure)
            return nil
        }
        var result: [(key: String, keyNode: Node, value: Node)] = []
        result.reserveCapacity(m.count)
        // By index: iterating a `Node.Mapping` copies its pairs into a new array first.
        for i in m.indices {
            let (k, v) = m[i]
            guard let key = k.scalar?.string else { fail(k, "keys must be plain names, not \(Self.kind(k))", kind: .structure); continue }
            if key == "<<", k.scalar?.style == .plain {
                fail(k, "YAML merge keys ('<<') are not supported — use a component (components: and use:) to share settings", kind: .structure)
                continue
            }
            guard allowedSet?.contains(key) ?? allowed.contains(key) else {
                fail(k, "unknown key '\(key)' in \(what)", hint: Suggestions.didYouMean(key, in: allowed), kind: .structure)
                continue
            }
            // Scanned, not hashed: a mapping has a few keys, each allowed once (so at most
            // `allowed.count` to scan), and the loader has already refused duplicates in a file.
            if let first = result.first(where: { $0.key == key }) {
                let at = location(first.keyNode)
                fail(k, "duplicate key '\(key)', first written at line \(at.line), column \(at.column) — keep one of them", kind: .structure)
                continue
            }
            result.append((key, k, v))
        }
        return result
    }

    /// Any scalar as the text it was written as: `NO` stays "NO", `1.50` stays "1.50".
    func string(_ node: Node, _ what: String) -> String? {
        guard case .scalar(let s) = node else {
            fail(node, "\(what) must be text, not \(Self.kind(node))", kind: .structure)
            return nil
        }
        return s.string
    }

    func number(_ node: Node, _ what: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard case .scalar(let s) = node, s.style == .plain || s.style == .any, let v = Double(s.string), v.isFinite else {
            if let s = node.scalar, s.style == .plain || s.style == .any, Self.isNonFinite(s.string) {
                fail(node, "\(what) must be a finite number, not '\(s.string)'")
            } else if let s = node.scalar, Double(s.string)?.isFinite == true {
                fail(node, "\(what) must be a number, not the text \"\(s.string)\" — remove the quotes")
            } else {
                fail(node, "\(what) must be a number", hint: node.scalar.map { "found '\($0.string)'" } ?? "found \(Self.kind(node))")
            }
            return nil
        }
        if let range, !range.contains(v) {
            fail(node, "\(what) \(numberText(v)) is outside \(numberText(range.lowerBound))…\(numberText(range.upperBound))")
            return nil
        }
        return v
    }

    /// NaN, an infinity, or a number too large for a Double (`1e400`), as YAML or Swift spell them.
    static func isNonFinite(_ text: String) -> Bool {
        if let v = Double(text) { return !v.isFinite }
        let t = text.lowercased()
        return [".nan", ".inf", "+.inf", "-.inf"].contains(t)
    }

    func int(_ node: Node, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let v = number(node, what), v == v.rounded(), let i = Int(exactly: v) else {
            // A whole number too large for an Int (1e20) is out of range, not fractional.
            if let v = node.scalar.flatMap({ Double($0.string) }), v.isFinite, v == v.rounded() {
                fail(node, "\(what) \(node.scalar!.string) is outside \(range.lowerBound)…\(range.upperBound)")
            } else if node.scalar.flatMap({ Double($0.string) }) != nil {
                fail(node, "\(what) must be a whole number")
            }
            return nil
        }
        guard range.contains(i) else { fail(node, "\(what) \(i) is outside \(range.lowerBound)…\(range.upperBound)"); return nil }
        return i
    }

    func bool(_ node: Node, _ what: String) -> Bool? {
        if case .scalar(let s) = node, s.style == .plain || s.style == .any {
            switch s.string.lowercased() {
            case "true", "yes", "on": return true
            case "false", "no", "off": return false
            default: break
            }
        }
        fail(node, "\(what) must be true or false")
        return nil
    }

    func list(_ node: Node, _ what: String) -> [Node]? {
        switch node {
        case .sequence(let s): return Array(s)
        default:
            fail(node, "\(what) must be a list, not \(Self.kind(node))", kind: .structure)
            return nil
        }
    }

    /// A list, or a single value taken as a list of one.
    func listOrOne(_ node: Node) -> [Node] {
        if case .sequence(let s) = node { return Array(s) }
        return [node]
    }

    func strings(_ node: Node, _ what: String) -> [String]? {
        guard let items = list(node, what) else { return nil }
        return items.compactMap { string($0, what) }
    }

    /// One of the names, spelled exactly as the schema lists it (`textfield` is not `textField`:
    /// the hint says so).
    func choice<T>(_ node: Node, _ what: String, _ options: [(String, T)]) -> T? {
        guard let text = string(node, what) else { return nil }
        if let hit = options.first(where: { $0.0 == text }) { return hit.1 }
        let names = options.map(\.0)
        fail(node, "unknown \(what) '\(text)' (one of: \(names.joined(separator: ", ")))",
             hint: Suggestions.didYouMean(text, in: names))
        return nil
    }

    /// Priority names a template may write where a priority goes (spelled exactly).
    static let priorityNames = ["required", "high", "low", "defaultHigh", "defaultLow", "fittingSizeLevel", "fitting"]

    func priority(_ node: Node, _ what: String) -> LayoutPriority? {
        if let s = node.scalar, Self.priorityNames.contains(s.string), let p = EquationParser.priorityNames[s.string.lowercased()] {
            return p
        }
        if let s = node.scalar, Double(s.string) == nil, !Self.isNonFinite(s.string) {
            fail(node, "unknown priority '\(s.string)' (a number 1…1000, or: \(Self.priorityNames.joined(separator: ", ")))",
                 hint: Suggestions.didYouMean(s.string, in: Self.priorityNames))
            return nil
        }
        return number(node, what, in: 1...1000).map { LayoutPriority($0) }
    }

    /// `16`, `{horizontal: 16, vertical: 8}` or `{top:, leading:, bottom:, trailing:}` (also left/right
    /// for absolute insets; missing sides are 0).
    func insets(_ node: Node, _ what: String) -> DirectionalEdgeInsets? {
        let range = -100_000.0...100_000.0
        if case .scalar = node { return number(node, what, in: range).map { DirectionalEdgeInsets(all: $0) } }
        guard let pairs = mapping(node, allowed: ["top", "leading", "bottom", "trailing", "left", "right", "horizontal", "vertical", "all"],
                                  what: what) else { return nil }
        var insets = DirectionalEdgeInsets()
        for (key, _, value) in pairs {
            guard let v = number(value, "\(what).\(key)", in: range) else { continue }
            switch key {
            case "top": insets.top = v
            case "bottom": insets.bottom = v
            case "leading", "left": insets.leading = v
            case "trailing", "right": insets.trailing = v
            case "horizontal": insets.leading = v; insets.trailing = v
            case "vertical": insets.top = v; insets.bottom = v
            default: insets = DirectionalEdgeInsets(all: v)
            }
        }
        return insets
    }

    /// `"#0A84FF"`, `"#0A84FF80"` (with alpha), `"#FFF"`, a name (`blue`, `gray`, `clear`…), or one
    /// per appearance: `{light: "#FFFFFF", dark: "#1C1C1E"}` (missing appearances use `light`).
    func color(_ node: Node, _ what: String) -> Color? {
        if case .mapping = node {
            guard let pairs = mapping(node, allowed: TemplateAppearance.allCases.map(\.rawValue), what: what) else { return nil }
            var colors: [String: Color] = [:]
            for (k, _, v) in pairs { if let c = color(v, what) { colors[k] = c } }
            guard colors.count == pairs.count else { return nil }
            if pairs.first(where: { $0.key == "light" }) == nil { fail(node, "\(what) needs a 'light' colour (the default)", kind: .structure); return nil }
            return colors[appearance.rawValue] ?? colors["light"]
        }
        guard let text = string(node, what) else { return nil }
        if let named = Color.named(text) { return named }
        if text.hasPrefix("#") {
            var hex = String(text.dropFirst())
            if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
            if (hex.count == 6 || hex.count == 8), let v = UInt64(hex, radix: 16) {
                if hex.count == 6 { return Color(hex: UInt32(v)) }
                return Color(hex: UInt32(v >> 8), alpha: Double(v & 0xff) / 255)
            }
        }
        fail(node, "bad \(what) '\(text)' (use #RRGGBB, #RRGGBBAA or a name)",
             hint: Suggestions.didYouMean(text, in: Color.names.map(\.name)))
        return nil
    }
}

extension Node.Mapping {
    /// The value of the key written as `key`, compared as ``NodeReader/mapping(_:allowed:what:)``
    /// compares keys (by their text). Yams' `mapping["key"]` makes a node of the key and resolves
    /// its tag with regular expressions on every look-up: a large template's single largest cost.
    /// Read by index: iterating a `Node.Mapping` (as `first(where:)` does) copies its pairs into
    /// a new array first.
    func value(forKey key: String) -> Node? {
        for i in indices {
            let (k, v) = self[i]
            if case .scalar(let s) = k, s.string == key { return v }
        }
        return nil
    }
}
