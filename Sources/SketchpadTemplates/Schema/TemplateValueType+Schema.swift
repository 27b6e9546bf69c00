import SketchpadLayout
import SketchpadWidgets

/// The JSON Schema of each template value type: the one place that says what the schema accepts,
/// next to `NodeValues` and `NodeReader`, which say what the tool accepts. Tests hold the two to
/// the same verdict on every template, every bad input and a probe of every key of every type.
enum SchemaFragments {
    /// Scalars the tool reads as text: anything but a mapping or a list (`NO` is "NO").
    static let scalarTypes: JSONValue = ["string", "number", "boolean", "null"]

    /// Text to draw: no control characters but line breaks and tabs, at most `maxLength` characters.
    static func text(maxLength: Int) -> JSONValue {
        ["type": scalarTypes, "pattern": "^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]*$", "maxLength": .number(Double(maxLength))]
    }

    static func number(_ range: ClosedRange<Double>) -> JSONValue {
        ["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)]
    }

    static func integer(_ range: ClosedRange<Int>) -> JSONValue {
        ["type": "integer", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))]
    }

    static func names(_ names: [String]) -> JSONValue { ["enum": .array(names.map(JSONValue.string))] }

    static func object(_ properties: [(String, JSONValue)], required: [String] = []) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", "object"), ("additionalProperties", false)]
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs.append(("properties", .object(properties)))
        return .object(pairs)
    }

    static func oneOrList(_ item: JSONValue) -> JSONValue { ["anyOf": [item, ["type": "array", "items": item]]] }

    static let colorString: JSONValue = ["anyOf": [
        ["type": "string", "pattern": "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"],
        names(Color.names.map(\.name)),
    ], "description": "#RRGGBB, #RRGGBBAA, #RGB or a name (black, white, blue, gray, clear…)"]

    static let color: JSONValue = ["anyOf": [
        colorString,
        ["type": "object", "additionalProperties": false, "required": ["light"],
         "properties": .object(TemplateAppearance.allCases.map { ($0.rawValue, colorString) }),
         "description": "One colour per appearance; light is the default."],
    ]]

    static let font: JSONValue = ["anyOf": [
        number(1...400),
        names(TextStyle.allCases.map(\.rawValue)),
        object([
            ("style", names(TextStyle.allCases.map(\.rawValue))), ("size", number(1...400)),
            ("weight", names(FontDescription.Weight.allCases.map { "\($0)" })), ("family", ["type": scalarTypes]),
            ("italic", ["type": "boolean"]), ("lineSpacing", number(0.5...4)),
        ]),
    ]]

    static let insetRange = -100_000.0...100_000.0
    static let insets: JSONValue = ["anyOf": [
        number(insetRange),
        object(["top", "leading", "bottom", "trailing", "left", "right", "horizontal", "vertical", "all"].map { ($0, number(insetRange)) }),
    ]]

    static let priority: JSONValue = ["anyOf": [number(1...1000), names(NodeReader.priorityNames)]]

    static let identifierPattern = "^[A-Za-z_][A-Za-z0-9_]*$"

    /// Shared definitions a value's schema refers to (`#/$defs/color`…), so each is written once.
    static func definitions(limits: TemplateLimits) -> [(String, JSONValue)] {
        [
            ("text", text(maxLength: limits.maxTextLength)),
            ("color", color),
            ("font", font),
            ("insets", insets),
            ("priority", priority),
            ("priorities", ["anyOf": [ref("priority"), object([("horizontal", ref("priority")), ("vertical", ref("priority"))])]]),
            ("border", ["anyOf": [ref("color"), object([("color", ref("color")), ("width", number(0...100))])]]),
            ("size", object([("width", number(0...100_000)), ("height", number(0...100_000))])),
            ("icon", ["enum": .array(Icon.systemNames.map(JSONValue.string)),
                     "description": "An SF Symbols name: ICONS.md lists those drawn; the others draw a placeholder, with a warning."]),
        ]
    }

    static func ref(_ name: String) -> JSONValue { ["$ref": .string("#/$defs/" + name)] }

    /// The schema of a value of `type`.
    static func schema(_ type: TemplateValueType) -> JSONValue {
        switch type {
        case .text: return ref("text")
        case .imageFile: return ["type": scalarTypes]
        case .textList: return ["type": "array", "items": ref("text")]
        case .number(let range): return number(range)
        case .integer(let range): return integer(range)
        case .boolean: return ["type": "boolean"]
        case .choice(let options): return names(options)
        case .color: return ref("color")
        case .font: return ref("font")
        case .border: return ref("border")
        case .insets: return ref("insets")
        case .size: return ref("size")
        case .priorities: return ref("priorities")
        case .numberByID: return ["type": "object", "propertyNames": ["pattern": .string(identifierPattern)],
                                  "additionalProperties": number(-10_000...10_000)]
        case .names: return oneOrList(["type": scalarTypes])
        case .icon: return ref("icon")
        case .iconList: return ["type": "array", "items": ref("icon")]
        }
    }
}
