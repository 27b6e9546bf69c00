import SketchpadLayout
import SketchpadWidgets
import Yams

extension TemplateBuilder {
    static let visualFormatOptions: [(String, VisualFormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("directionLeadingToTrailing", .directionLeadingToTrailing), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
    ]

    static func isVisualFormat(_ text: String) -> Bool {
        // Equations are nearly always ASCII: their bytes are their `Character`s (see
        // `isSingleScalarASCII`), read without making `Character`s.
        if text.isSingleScalarASCII {
            let bytes = text.utf8.drop { $0 == UInt8(ascii: " ") }
            guard let first = bytes.first else { return false }
            if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") { return true }
            return (first == UInt8(ascii: "H") || first == UInt8(ascii: "V")) && bytes.dropFirst().first == UInt8(ascii: ":")
        }
        let t = text.drop { $0 == " " }
        return t.hasPrefix("H:") || t.hasPrefix("V:") || t.hasPrefix("|") || t.hasPrefix("[")
    }

    /// One entry of a `constraints:` list: an equation string, a visual-format string, or
    /// `{format: "H:…", options: [alignAllBottom], metrics: {pad: 20}}`.
    func constraint(_ node: Node) {
        switch node {
        case .scalar(let s) where NodeReader.kind(node) != "a value":
            reader.fail(node, "a constraint must be a string or a mapping, not \(NodeReader.kind(node))", kind: .structure)
            _ = s
        case .scalar(let s):
            if Self.isVisualFormat(s.string) { visualFormat(s.string, node: node, options: [], metrics: [:]) } else { equation(s.string, node: node) }
        case .mapping:
            guard let pairs = reader.mapping(node, allowed: ["format", "options", "metrics"], what: "a visual-format constraint") else { return }
            var options: VisualFormatOptions = []
            var metrics: [String: Double] = [:]
            var format: (String, Node)?
            var badMetrics = false
            for (k, _, v) in pairs {
                switch k {
                case "format": if let f = reader.string(v, "format") { format = (f, v) }
                case "options":
                    for o in reader.listOrOne(v) {
                        if let opt = reader.choice(o, "visual-format option", Self.visualFormatOptions) { options.formUnion(opt) }
                    }
                default:
                    guard case .mapping(let m) = v else { reader.fail(v, "metrics must map names to numbers", kind: .structure); badMetrics = true; continue }
                    for (mk, mv) in m {
                        if let name = reader.string(mk, "metric"), let n = reader.number(mv, "metric", in: -100_000...100_000) { metrics[name] = n } else { badMetrics = true }
                    }
                }
            }
            guard let (text, formatNode) = format else { reader.fail(node, "a visual-format constraint needs 'format'", kind: .structure); return }
            // A metric already reported is not reported again as unknown.
            if badMetrics { return }
            visualFormat(text, node: formatNode, options: options, metrics: metrics)
        case .sequence:
            reader.fail(node, "a constraint must be a string or a mapping, not a list", kind: .structure)
        }
    }

    /// Where the `offset`-th character (1-based) of a string's value was written: exact through
    /// folded lines and escapes; the string's start when the value does not map back onto the
    /// file (a component's `${…}` substituted into it).
    func column(_ node: Node, _ offset: Int) -> SourceLocation {
        if let scalar = node.scalar, let map = template.sources[reader.file],
           let (line, column) = map.location(ofValueColumn: offset, in: scalar) {
            return SourceLocation(file: reader.file, line: line, column: column)
        }
        return reader.textLocation(node)
    }

    func equation(_ text: String, node: Node) {
        let parsed: Equation
        do {
            parsed = try EquationParser.parse(text)
        } catch {
            reader.fail(at: column(node, error.column), "bad equation: \(error.message)", kind: .equation)
            return
        }
        guard let first = resolve(parsed.first, node: node) else { return }
        var second: (any LayoutItem)?
        if let anchor = parsed.second {
            guard let s = resolve(anchor, node: node) else { return }
            guard parsed.first.attribute.isCompatible(with: anchor.attribute) else {
                reader.fail(at: column(node, anchor.column),
                            "cannot relate \(parsed.first.attribute.rawValue) to \(anchor.attribute.rawValue)", kind: .equation)
                return
            }
            second = s
        } else if parsed.first.attribute.kind != .dimension {
            reader.fail(at: column(node, parsed.first.column),
                        "'\(parsed.first.description)' is a position; relate it to another anchor, not to a constant alone", kind: .equation)
            return
        }
        let c = Constraint(item: first, attribute: parsed.first.attribute, relatedBy: parsed.relation, toItem: second,
                           attribute: parsed.second?.attribute ?? .notAnAttribute, multiplier: parsed.multiplier,
                           constant: parsed.constant, priority: parsed.priority ?? .required, identifier: text,
                           origin: Constraint.Origin("template"), location: reader.textLocation(node))
        c.isActive = true
    }

    func resolve(_ anchor: Equation.Anchor, node: Node) -> (any LayoutItem)? {
        let path = anchor.path
        func guide(_ name: String, of view: View) -> LayoutGuide? {
            switch name {
            case "margins", "layoutMargins": return view.layoutMarginsGuide
            case "safeArea": return view.safeAreaLayoutGuide
            case "readable", "readableContent": return view.readableContentGuide
            default: return nil
            }
        }
        if path.count == 1 {
            if let item = items[path[0]] { return item }
            if let g = guide(path[0], of: rootView) { return g }
            reader.fail(at: column(node, anchor.column), "unknown view id '\(path[0])'", hint: nearestIDs(path[0]), kind: .reference)
            return nil
        }
        if path.count == 2 {
            guard let view = viewsByID[path[0]] else {
                reader.fail(at: column(node, anchor.column), "unknown view id '\(path[0])'", hint: nearestIDs(path[0]), kind: .reference)
                return nil
            }
            if let g = guide(path[1], of: view) { return g }
            reader.fail(at: column(node, anchor.column + path[0].count + 1), "unknown guide '\(path[1])'",
                        hint: Suggestions.didYouMean(path[1], in: Self.guideNames) ?? "guides: margins, safeArea, readable", kind: .reference)
            return nil
        }
        reader.fail(at: column(node, anchor.column), "'\(anchor.description)' has too many parts (use id.attribute or id.guide.attribute)", kind: .equation)
        return nil
    }

    func visualFormat(_ text: String, node: Node, options: VisualFormatOptions, metrics: [String: Double]) {
        do {
            let cs = try Constraint.constraints(withVisualFormat: text, options: options, metrics: metrics, views: viewsByID,
                                                location: reader.textLocation(node))
            Constraint.activate(cs)
        } catch {
            var message = error.message
            var hint: String?
            if message.hasPrefix("unknown view '"), let end = message.dropFirst(14).firstIndex(of: "'") {
                let name = String(message[message.index(message.startIndex, offsetBy: 14)..<end])
                message = "unknown view id '\(name)'"
                hint = nearestIDs(name)
            }
            reader.fail(at: column(node, error.column), "bad visual format: \(message)", hint: hint, kind: .equation)
        }
    }
}
