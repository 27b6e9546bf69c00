/// What a template key holds: how the template decoder reads it and what the JSON Schema says of
/// it. Both come from this one description, so they cannot disagree.
public indirect enum TemplateValueType: Hashable, Sendable {
    /// Any scalar, taken as the text it was written as (`NO` is "NO", `1.50` is "1.50").
    case text
    /// A list of texts.
    case textList
    /// A finite number within the range.
    case number(ClosedRange<Double>)
    /// A whole number within the range (the widget may narrow it further, e.g. to its item count).
    case integer(ClosedRange<Int>)
    case boolean
    /// One of the names, spelled exactly.
    case choice([String])
    /// `#RRGGBB`, `#RRGGBBAA`, `#RGB`, a colour name, or one colour per appearance.
    case color
    /// A size, a text style name, or `{style:, size:, weight:, family:, italic:, lineSpacing:}`.
    case font
    /// A PNG or JPEG file, or an asset catalog's image set folder, relative to the template.
    case imageFile
    /// A colour, or `{color:, width:}`.
    case border
    /// A number for every side, or `{top:, leading:, bottom:, trailing:, left:, right:, horizontal:, vertical:, all:}`.
    case insets
    /// `{width:, height:}`, each optional.
    case size
    /// A priority (1…1000 or `required`/`high`/`low`…), or `{horizontal:, vertical:}` of them.
    case priorities
    /// A mapping of view ids to numbers.
    case numberByID
    /// A name or a list of names.
    case names
    /// An SF Symbols name `Icon` knows (the names are listed in ICONS.md).
    case icon
    /// A list of icon names.
    case iconList
}

/// One key a widget accepts in a template: its name, its type, what it means and its default.
///
/// ```swift
/// TemplateProperty("title", .text, "The button's title.", aliases: ["text"])
/// ```
public struct TemplateProperty: Hashable, Sendable {
    public let key: String
    public let type: TemplateValueType
    /// One sentence for people (editors show it on hover).
    public let summary: String
    /// The default as a template would write it, for documentation (nil: none, or it depends).
    public let defaultValue: String?
    /// Other names the key may be written as (`text` for a button's `title`).
    public let aliases: [String]

    public init(_ key: String, _ type: TemplateValueType, _ summary: String, default defaultValue: String? = nil,
                aliases: [String] = []) {
        self.key = key
        self.type = type
        self.summary = summary
        self.defaultValue = defaultValue
        self.aliases = aliases
    }

    /// The key and its aliases.
    public var names: [String] { [key] + aliases }
}
