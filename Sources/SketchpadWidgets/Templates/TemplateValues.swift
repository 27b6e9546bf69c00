import SketchpadLayout

/// The values a template gave one view, typed: what a ``WidgetTemplate`` builds its widget from.
///
/// The template decoder implements it: each getter reads the key (or one of its aliases) as the
/// type its ``TemplateProperty`` declares, records a located error when the value has the wrong
/// type or range, and returns nil for a missing or bad value. Getters may only be asked for
/// declared keys.
public protocol TemplateValues {
    func text(_ key: String) -> String?
    func texts(_ key: String) -> [String]?
    func number(_ key: String) -> Double?
    /// A whole number within the declared range and `range` (a narrower bound the widget knows,
    /// such as its item count).
    func integer(_ key: String, in range: ClosedRange<Int>?) -> Int?
    func bool(_ key: String) -> Bool?
    /// One of the declared names.
    func choice(_ key: String) -> String?
    /// The colour for the variant's appearance.
    func color(_ key: String) -> Color?
    /// The font written (or `default`), at the variant's text size: a text style takes its own
    /// size there, other sizes grow as body text does.
    func font(_ key: String, default: FontDescription) -> FontDescription
    /// The font written, or the text style `style`, at the variant's text size.
    func font(_ key: String, style: TextStyle) -> FontDescription
    /// The variant's text size (for fonts a template cannot set: `textSize.font(.headline)`).
    var textSize: TextSize { get }
    /// The image file's path, resolved against the template's folder and checked to exist.
    func imageFile(_ key: String) -> String?
    func border(_ key: String) -> Box.Border?
    /// The icon named (nil also for a real SF Symbols name the icon set lacks: a warning, drawn as a placeholder).
    func icon(_ key: String) -> Icon?
    /// The icons named, in order (nil where a name is one the icon set lacks).
    func icons(_ key: String) -> [Icon?]?
    func has(_ key: String) -> Bool
}

extension TemplateValues {
    public func integer(_ key: String) -> Int? { integer(key, in: nil) }

    /// The named case of `T` (whose raw values are the declared names).
    public func choice<T: RawRepresentable>(_ key: String, as type: T.Type = T.self) -> T? where T.RawValue == String {
        choice(key).flatMap(T.init(rawValue:))
    }
}
