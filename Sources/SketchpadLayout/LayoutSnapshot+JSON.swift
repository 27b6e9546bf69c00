extension LayoutSnapshot {
    /// The snapshot as `sketchpad layout --json` writes it: the keys ``LayoutSnapshot``'s `Codable`
    /// conformance reads (so `JSONDecoder` reads the output back), in a fixed order, one view, guide
    /// or diagnostic per line; numbers in shortest round-trip form, so they parse back to the same
    /// `Double`s.
    public var json: String {
        func list(_ items: [JSONValue]) -> String {
            items.isEmpty ? "[]" : "[\n  " + items.map(\.compact).joined(separator: ",\n  ") + "\n ]"
        }
        return "{\"canvas\": " + JSONValue.object([("width", .number(canvas.width)), ("height", .number(canvas.height))]).compact
            + ",\n \"direction\": " + direction.rawValue.jsonQuoted
            + ",\n \"views\": " + list(views.map(\.jsonValue))
            + ",\n \"guides\": " + list(guides.map(\.jsonValue))
            + ",\n \"diagnostics\": " + list(diagnostics.map(\.jsonValue)) + "}\n"
    }
}

extension Rect {
    package var jsonValue: JSONValue {
        .object([("x", .number(minX)), ("y", .number(minY)), ("width", .number(width)), ("height", .number(height))])
    }
}

extension LayoutSnapshot.View {
    package var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("id", .string(id)), ("type", .string(type)), ("parent", parent.map(JSONValue.string) ?? .null),
                                            ("frame", frame.jsonValue), ("name", .string(name))]
        if let baselines { pairs.append(("baselines", .object([("first", .number(baselines.first)), ("last", .number(baselines.last))]))) }
        return .object(pairs)
    }
}

extension LayoutSnapshot.Guide {
    package var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("owner", .string(owner)), ("role", .string(role.rawValue))]
        if let id { pairs.append(("id", .string(id))) }
        pairs += [("name", .string(name)), ("frame", frame.jsonValue)]
        return .object(pairs)
    }
}

extension Diagnostic {
    /// The keys of its `Codable` conformance, in a fixed order.
    package var jsonValue: JSONValue {
        var pairs: [(String, JSONValue)] = [("severity", .string(severity.rawValue)), ("kind", .string(kind.rawValue)),
                                            ("message", .string(message))]
        if let hint { pairs.append(("hint", .string(hint))) }
        if let location {
            pairs += [("file", .string(location.file)), ("line", .number(Double(location.line))), ("column", .number(Double(location.column)))]
        }
        if !notes.isEmpty {
            pairs.append(("notes", .array(notes.map { note in
                var fields: [(String, JSONValue)] = [("message", .string(note.message))]
                if let at = note.location {
                    fields += [("file", .string(at.file)), ("line", .number(Double(at.line))), ("column", .number(Double(at.column)))]
                }
                return .object(fields)
            })))
        }
        if let variant { pairs.append(("variant", .string(variant))) }
        return .object(pairs)
    }
}
