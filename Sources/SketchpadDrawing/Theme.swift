import SketchpadGeometry

/// The colours widgets are drawn in. Three come ready — `light`, `dark` and a grey `wireframe`
/// — and a theme is a plain value, so a variation is one assignment away.
///
/// ```swift
/// var brand = Theme.light
/// brand.accent = Color(hex: 0x5E5CE6)
/// try scene.render(to: "login.png", theme: brand)
/// ```
public struct Theme: Hashable, Sendable {
    public var name: String
    /// The canvas.
    public var background: Color
    /// Grouped surfaces: list rows, cards.
    public var surface: Color
    public var primaryText: Color
    public var secondaryText: Color
    /// Buttons, switches, sliders, selected tabs, links.
    public var accent: Color
    /// Text and marks on an accent fill.
    public var onAccent: Color
    public var separator: Color
    public var fieldBackground: Color
    public var fieldBorder: Color
    /// The track of a switch that is off, of a slider and of a progress bar.
    public var track: Color
    /// Switch, slider and segment knobs.
    public var knob: Color
    public var knobShadow: Shadow
    public var segmentBackground: Color
    public var selectedSegment: Color
    public var barBackground: Color
    public var imagePlaceholder: Color
    public var imagePlaceholderMark: Color
    /// Draws every colour as a wireframe's grey (lighter colours give lighter greys, within the band
    /// of their use: fill, outline or text), images as crossed boxes and no shadows, whatever
    /// colours the template or the widgets ask for.
    public var isWireframe = false

    public static let light = Theme(
        name: "light",
        background: Color(hex: 0xFFFFFF), surface: Color(hex: 0xFFFFFF),
        primaryText: Color(hex: 0x000000), secondaryText: Color(hex: 0x3C3C43, alpha: 0.6),
        accent: Color(hex: 0x007AFF), onAccent: Color(hex: 0xFFFFFF),
        separator: Color(hex: 0xC6C6C8),
        fieldBackground: Color(hex: 0xFFFFFF), fieldBorder: Color(hex: 0xC7C7CC),
        track: Color(hex: 0xE9E9EB), knob: Color(hex: 0xFFFFFF),
        knobShadow: Shadow(color: Color.black.withAlpha(0.2), offset: Point(x: 0, y: 1.5), blur: 3),
        segmentBackground: Color(hex: 0xEEEEEF), selectedSegment: Color(hex: 0xFFFFFF),
        barBackground: Color(hex: 0xF9F9F9), imagePlaceholder: Color(hex: 0xE5E5EA), imagePlaceholderMark: Color(hex: 0xAEAEB2))

    public static let dark = Theme(
        name: "dark",
        background: Color(hex: 0x000000), surface: Color(hex: 0x1C1C1E),
        primaryText: Color(hex: 0xFFFFFF), secondaryText: Color(hex: 0xEBEBF5, alpha: 0.6),
        accent: Color(hex: 0x0A84FF), onAccent: Color(hex: 0xFFFFFF),
        // iOS's translucent dark separator: it shows on raised grey surfaces (an alert, a card)
        // as well as on black, where the opaque #38383A all but vanished.
        separator: Color(hex: 0x545458, alpha: 0.6),
        fieldBackground: Color(hex: 0x1C1C1E), fieldBorder: Color(hex: 0x48484A),
        track: Color(hex: 0x39393D), knob: Color(hex: 0xFFFFFF),
        knobShadow: Shadow(color: Color.black.withAlpha(0.35), offset: Point(x: 0, y: 1.5), blur: 3),
        segmentBackground: Color(hex: 0x2C2C2E), selectedSegment: Color(hex: 0x636366),
        barBackground: Color(hex: 0x121212), imagePlaceholder: Color(hex: 0x2C2C2E), imagePlaceholderMark: Color(hex: 0x636366))

    /// Greys only, for discussing structure before colour: every colour becomes a grey from its
    /// luminance (light surfaces, mid-grey outlines, dark text), images are crossed boxes.
    public static let wireframe = Theme(
        name: "wireframe",
        background: Color(hex: 0xFAFAFA), surface: Color(hex: 0xFFFFFF),
        primaryText: Color(hex: 0x333333), secondaryText: Color(hex: 0x8A8A8A),
        accent: Color(hex: 0x666666), onAccent: Color(hex: 0xFFFFFF),
        separator: Color(hex: 0xBDBDBD),
        fieldBackground: Color(hex: 0xFFFFFF), fieldBorder: Color(hex: 0x9E9E9E),
        track: Color(hex: 0xDDDDDD), knob: Color(hex: 0xFFFFFF),
        knobShadow: Shadow(color: Color.black.withAlpha(0.15), offset: Point(x: 0, y: 1), blur: 2),
        segmentBackground: Color(hex: 0xE6E6E6), selectedSegment: Color(hex: 0xFFFFFF),
        barBackground: Color(hex: 0xF0F0F0), imagePlaceholder: Color(hex: 0xE0E0E0), imagePlaceholderMark: Color(hex: 0x9E9E9E),
        isWireframe: true)

    /// The ready-made themes, by name.
    public static let all: [Theme] = [.light, .dark, .wireframe]

    /// The ready-made theme called `name` (`light`, `dark`, `wireframe`), or nil.
    public static func named(_ name: String) -> Theme? { all.first { $0.name == name.lowercased() } }
}
