import SketchpadLayout

/// Something about a piece of text that still renders, but not as asked. Collected by the
/// measurer (see `PangoTextMeasurer.warnings`), never printed.
///
/// ```swift
/// _ = try measurer.measure("Hi", font: FontDescription(family: "Helvetica"), maxWidth: nil, maxLines: nil)
/// measurer.warnings   // [.unavailableFamily(requested: "Helvetica", used: "Inter")]
/// ```
public enum TextWarning: Hashable, Sendable, CustomStringConvertible {
    /// The font family is not among the fonts available (pinned, or in the fonts folder); `used`
    /// is the family drawn instead, `nearest` the closest family there is, if one is close.
    case unavailableFamily(requested: String, used: String, nearest: String? = nil)
    /// No pinned font has a glyph for the characters `codePoints` (in text order, each once) of
    /// `text`; they draw as boxes.
    case uncoveredCharacters(text: String, codePoints: [UInt32])

    public var description: String {
        switch self {
        case .unavailableFamily(let requested, let used, let nearest):
            return "font family \"\(requested)\" is not available; using \"\(used)\""
                + (nearest.map { " (nearest family: \"\($0)\")" } ?? "")
        case .uncoveredCharacters(let text, let codePoints):
            let names = codePoints.map(Self.name(of:)).joined(separator: ", ")
            let draws = codePoints.count == 1 ? "it draws" : "they draw"
            return "no font covers \(names) in \(text.debugDescription); \(draws) as a box"
        }
    }

    /// `U+1F389 (🎉)`, or just `U+E000` for a character that shows nothing by itself.
    static func name(of codePoint: UInt32) -> String {
        let hex = String(codePoint, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let scalar = Unicode.Scalar(codePoint) else { return code }
        switch scalar.properties.generalCategory {
        case .privateUse, .control, .format, .surrogate, .unassigned, .spaceSeparator, .nonspacingMark, .enclosingMark:
            return code
        default:
            return "\(code) (\(Character(scalar)))"
        }
    }
}

extension TextWarning {
    /// The warning as a `Diagnostic` of kind `text`, with no place (a template places it at the
    /// text it concerns).
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .warning, kind: Diagnostic.Kind("text"), message: description)
    }
}
