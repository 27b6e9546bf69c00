import SketchpadLayout

/// Something about a piece of text that still renders, but not as asked. Collected by the
/// measurer (see `PangoTextMeasurer.warnings`), never printed.
///
/// ```swift
/// _ = try measurer.measure("Hi", font: FontDescription(family: "Helvetica"), maxWidth: nil, maxLines: nil)
/// measurer.warnings   // [.unavailableFamily(requested: "Helvetica", used: "Inter")]
/// ```
public enum TextWarning: Hashable, Sendable, CustomStringConvertible {
    /// The font family is not among the pinned fonts; `used` is the family drawn instead.
    case unavailableFamily(requested: String, used: String)
    /// No pinned font has a glyph for `count` characters of `text`; they draw as boxes.
    case uncoveredCharacters(text: String, count: Int)

    public var description: String {
        switch self {
        case .unavailableFamily(let requested, let used):
            return "font family \"\(requested)\" is not available; using \"\(used)\""
        case .uncoveredCharacters(let text, let count):
            return "no font covers \(count) character\(count == 1 ? "" : "s") of \(text.debugDescription)"
        }
    }
}

extension TextWarning {
    /// The warning as a ``Diagnostic`` of kind `text`, with no place (a template places it at the
    /// text it concerns).
    public var diagnostic: Diagnostic {
        Diagnostic(severity: .warning, kind: Diagnostic.Kind("text"), message: description)
    }
}
