import SketchpadLayout
import SketchpadWidgets
import Yams

extension TemplateBuilder {
    /// The component's view with parameters substituted and the use site's other keys laid over
    /// it, and the file the component was written in.
    func expand(_ site: Node.Mapping, use: Node) -> (Node, String)? {
        guard let name = reader.string(use, "use") else { return nil }
        guard let component = template.components[name] else {
            let names = template.components.keys.sorted()
            reader.fail(use, "unknown component '\(name)'", hint: Suggestions.didYouMean(name, in: names)
                        ?? (names.isEmpty ? "no components are defined" : "components: " + names.joined(separator: ", ")), kind: .reference)
            return nil
        }
        var values: [String: Node] = [:]
        for (p, d) in component.parameters { if let d { values[p] = d } }
        values["id"] = site["id"] ?? Node("")
        if let with = site["with"] {
            guard case .mapping(let m) = with else { reader.fail(with, "'with' must map parameter names to values", kind: .structure); return nil }
            let names = component.parameters.map(\.name)
            for (k, v) in m {
                guard let key = reader.string(k, "parameter") else { continue }
                guard names.contains(key) else {
                    reader.fail(k, "component '\(name)' has no parameter '\(key)'", hint: Suggestions.didYouMean(key, in: names)
                                ?? (names.isEmpty ? nil : "parameters: " + names.joined(separator: ", ")), kind: .reference)
                    continue
                }
                values[key] = v
            }
        }
        let missing = component.parameters.map(\.name).filter { values[$0] == nil }
        for p in missing {
            reader.fail(use, "component '\(name)' needs parameter '\(p)' — give it under 'with:'", kind: .reference)
        }
        // Reported once, at the use site: not again at every place the component uses it.
        if !missing.isEmpty { return nil }
        var budget = template.limits.maxNodes
        guard let body = substitute(component.view, values, budget: &budget) else { return nil }
        guard case .mapping(let bodyMap) = body else {
            reader.fail(component.view, "component '\(name)' must define a view mapping", kind: .structure)
            return nil
        }
        var pairs = Array(bodyMap).map { ($0.key, $0.value) }
        for (k, v) in site {
            guard let key = k.scalar?.string, key != "use", key != "with" else { continue }
            if let i = pairs.firstIndex(where: { $0.0.scalar?.string == key }) { pairs[i] = (k, v) } else { pairs.append((k, v)) }
        }
        return (.mapping(Node.Mapping(pairs, bodyMap.tag, bodyMap.style, bodyMap.mark)), component.file)
    }

    /// Replaces `${name}` in every scalar; a scalar that is exactly `${name}` becomes the value itself.
    func substitute(_ node: Node, _ values: [String: Node], budget: inout Int) -> Node? {
        budget -= 1
        guard budget > 0 else { reader.fail(node, "component expands to too many values", kind: .limit); return nil }
        switch node {
        case .scalar(let s):
            guard s.string.contains("${") else { return node }
            let text = s.string
            if text.hasPrefix("${"), text.hasSuffix("}"), text.dropFirst(2).dropLast().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                let name = String(text.dropFirst(2).dropLast())
                guard let value = values[name] else {
                    reader.fail(node, "unknown parameter '\(name)'", hint: Suggestions.didYouMean(name, in: values.keys.sorted()), kind: .reference)
                    return nil
                }
                return value
            }
            var out = ""
            var rest = Substring(text)
            while let start = rest.range(of: "${") {
                out += rest[..<start.lowerBound]
                guard let end = rest[start.upperBound...].firstIndex(of: "}") else { out += rest[start.lowerBound...]; rest = ""; break }
                let name = String(rest[start.upperBound..<end])
                guard let value = values[name] else {
                    reader.fail(node, "unknown parameter '\(name)'", hint: Suggestions.didYouMean(name, in: values.keys.sorted()), kind: .reference)
                    return nil
                }
                guard let scalar = value.scalar else { reader.fail(value, "parameter '\(name)' is used inside text, so it must be a value", kind: .structure); return nil }
                out += scalar.string
                rest = rest[rest.index(after: end)...]
            }
            out += rest
            return .scalar(Node.Scalar(out, s.tag, s.style, s.mark))
        case .sequence(let seq):
            var items: [Node] = []
            for child in seq {
                guard let c = substitute(child, values, budget: &budget) else { return nil }
                items.append(c)
            }
            return .sequence(Node.Sequence(items, seq.tag, seq.style, seq.mark))
        case .mapping(let m):
            var pairs: [(Node, Node)] = []
            for (k, v) in m {
                guard let v2 = substitute(v, values, budget: &budget) else { return nil }
                pairs.append((k, v2))
            }
            return .mapping(Node.Mapping(pairs, m.tag, m.style, m.mark))
        }
    }
}
