/// The `type:` of a view in a template, and the keys each type accepts.
public enum WidgetType: String, Hashable, Sendable, CaseIterable {
    case view, box, label, button, textField, image, `switch`, slider, progress, segmented, checkbox
    case navigationBar, tabBar, listRow, divider, stack

    /// Keys every view accepts.
    public static let commonKeys = ["id", "type", "hidden", "size", "hugging", "compression", "margins", "constraints",
                                    "guides", "views", "clips", "allowsOverlap", "allowsOverflow", "use", "with"]

    /// Keys this type accepts besides ``commonKeys``.
    public var keys: [String] {
        switch self {
        case .view, .box: return ["fill", "border", "cornerRadius", "shadow"]
        case .label: return ["text", "font", "lines", "alignment", "color"]
        case .button: return ["title", "text", "style", "font", "tint", "cornerRadius", "enabled"]
        case .textField: return ["text", "placeholder", "secure", "font"]
        case .image: return ["file", "cornerRadius"]
        case .switch: return ["isOn", "tint"]
        case .slider, .progress: return ["value", "tint"]
        case .segmented: return ["segments", "selected", "font"]
        case .checkbox: return ["title", "text", "checked", "font", "tint"]
        case .navigationBar: return ["title", "leading", "trailing"]
        case .tabBar: return ["items", "selected", "tint", "font"]
        case .listRow: return ["title", "text", "subtitle", "detail", "accessory", "separator", "font"]
        case .divider: return ["axis", "thickness", "color"]
        case .stack: return ["axis", "distribution", "alignment", "spacing", "customSpacing", "marginsRelative"]
        }
    }
}
