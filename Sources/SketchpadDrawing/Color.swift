/// An sRGB colour with straight (not premultiplied) alpha, components 0…1.
///
/// Widgets carry colours (a box's fill, a label's text colour); the renderer turns them into
/// Cairo sources. Layout never sees one.
///
/// A colour may differ per appearance, as a template's `{light: …, dark: …}` does: drawing picks
/// the one for the theme (see ``resolved(for:)``); its own components are the light one's.
///
/// ```swift
/// let accent = Color(hex: 0x0A84FF)
/// let scrim = Color.black.withAlpha(0.4)
/// let card = Color(light: .white, dark: Color(hex: 0x1C1C1E))   // white in light renders, grey in dark ones
/// let blue = Color.named("blue")                                // the names templates use
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The colour in other appearances, by theme name (`dark`, `wireframe`); empty for one colour.
    public private(set) var appearances: [String: Color] = [:]

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255, alpha: alpha)
    }

    /// A grey of the given lightness (0 black, 1 white).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that is `light` in the light appearance, `dark` in the dark one and `wireframe`
    /// (default: `light`) in the wireframe one.
    public init(light: Color, dark: Color, wireframe: Color? = nil) {
        self.init(red: light.red, green: light.green, blue: light.blue, alpha: light.alpha)
        appearances["dark"] = dark.resolved(for: "dark")
        if let wireframe { appearances["wireframe"] = wireframe.resolved(for: "wireframe") }
    }

    /// The colour drawn in the appearance (theme) called `appearance`.
    public func resolved(for appearance: String) -> Color {
        if let other = appearances[appearance] { return other }
        return appearances.isEmpty ? self : Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The same colour (in every appearance) with another alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        var copy = Color(red: red, green: green, blue: blue, alpha: alpha)
        copy.appearances = appearances.mapValues { $0.withAlpha(alpha) }
        return copy
    }

    /// The colours templates may name, and their values.
    package static let names: [(name: String, color: Color)] = [
        ("black", Color(hex: 0x000000)), ("white", Color(hex: 0xFFFFFF)), ("red", Color(hex: 0xFF3B30)),
        ("orange", Color(hex: 0xFF9500)), ("yellow", Color(hex: 0xFFCC00)), ("green", Color(hex: 0x34C759)),
        ("mint", Color(hex: 0x00C7BE)), ("teal", Color(hex: 0x30B0C7)), ("cyan", Color(hex: 0x32ADE6)),
        ("blue", Color(hex: 0x007AFF)), ("indigo", Color(hex: 0x5856D6)), ("purple", Color(hex: 0xAF52DE)),
        ("pink", Color(hex: 0xFF2D55)), ("brown", Color(hex: 0xA2845E)), ("gray", Color(hex: 0x8E8E93)),
        ("lightGray", Color(hex: 0xD1D1D6)), ("darkGray", Color(hex: 0x3A3A3C)), ("background", Color(hex: 0xF2F2F7)),
        ("clear", .clear),
    ]

    /// The colour called `name` (exact spelling, as in templates), or nil.
    public static func named(_ name: String) -> Color? { names.first { $0.name == name }?.color }

    /// Whether every component is a finite number (the renderer rejects colours that are not).
    package var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(white: 0, alpha: 0)

    /// `#RRGGBB` or `#RRGGBBAA` (components rounded to 8 bits).
    public var description: String {
        func byte(_ v: Double) -> String {
            let b = Int((max(0, min(1, v)) * 255).rounded())
            let hex = String(b, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
