import SketchpadGeometry

/// A named icon: an SF Symbols name (`chevron.right`, `heart.fill`, `magnifyingglass`…) drawn
/// with the closest glyph of Google's Material Icons font (Apache 2.0, Debian's
/// `fonts-material-design-icons-iconfont`, pinned like the text fonts), so mockups show an icon
/// where one belongs instead of a crossed box. SF Symbols themselves are Apple's and cannot be
/// shipped. The names drawn and their glyphs are listed in ``Icon/names`` and in `ICONS.md`; other
/// names iOS knows are `Icon.systemNames` (see `Icon.lookup(_:)`, in SketchpadWidgets).
///
/// ```swift
/// let next = ImageView(icon: Icon("chevron.right")!)
/// let play = Button("", style: .plain)
/// play.icon = Icon("play.fill")
/// Icon("chevron.rigth")          // nil: not a name the icon set draws
/// ```
public struct Icon: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbols name.
    public let name: String
    /// The Material Icons glyph's name (`chevron_right`).
    package let materialName: String
    /// The glyph's code point in the icon font (a private-use character).
    package let codePoint: UInt32
    /// What a numbered, lettered or dice symbol draws over its glyph (the glyph is then the
    /// container: a circle or a square), or nil.
    public let overlay: Overlay?

    /// The family the glyphs are drawn in (SketchpadText pins it).
    package static let fontFamily = "Material Icons"

    /// The icon called `name` (an SF Symbols name the icon set draws; see ``names``), or nil.
    public init?(_ name: String) {
        guard let entry = Self.entries[name] else { return nil }
        self.name = name
        self.materialName = entry.material
        self.codePoint = entry.codePoint
        self.overlay = entry.overlay
    }

    /// Every name the icon set draws, sorted (as `ICONS.md` lists them).
    public static var names: [String] { sortedNames }

    /// The glyph as a one-character string, to draw in ``fontFamily``.
    package var glyph: String { String(Character(Unicode.Scalar(codePoint)!)) }

    /// The icon to draw in a scene of `direction`: symbols that point `forward` or `backward`
    /// (`chevron.forward`, `arrow.backward.circle`…) point the way text reads, as SF Symbols' do;
    /// every other icon is drawn as it is.
    public func resolved(for direction: LayoutDirection) -> Icon {
        guard direction == .rightToLeft, name.split(separator: ".").contains(where: { $0 == "forward" || $0 == "backward" }),
              let mirrored = Self.mirroredGlyphs[materialName], let codePoint = Self.glyphCodePoints[mirrored]
        else { return self }
        return Icon(name: name, material: mirrored, codePoint: codePoint, overlay: overlay)
    }

    private init(name: String, material: String, codePoint: UInt32, overlay: Overlay?) {
        self.name = name
        self.materialName = material
        self.codePoint = codePoint
        self.overlay = overlay
    }

    public var description: String { name }

    /// Glyphs that point one way and their mirror images.
    private static let mirroredGlyphs: [String: String] = {
        let pairs = [("chevron_left", "chevron_right"), ("arrow_back", "arrow_forward"), ("arrow_circle_left", "arrow_circle_right"),
                     ("keyboard_double_arrow_left", "keyboard_double_arrow_right"), ("first_page", "last_page"),
                     ("north_west", "north_east"), ("south_west", "south_east"), ("arrow_left", "arrow_right"), ("undo", "redo")]
        var map: [String: String] = [:]
        for (a, b) in pairs { map[a] = b; map[b] = a }
        return map
    }()

    /// The table parsed once: name → (glyph name, code point, overlay).
    private static let entries: [String: (material: String, codePoint: UInt32, overlay: Overlay?)] = {
        var entries: [String: (material: String, codePoint: UInt32, overlay: Overlay?)] = [:]
        for line in tableText.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3 || parts.count == 5, let code = UInt32(parts[2], radix: 16) else { continue }
            let overlay = parts.count == 5 ? Overlay(mode: parts[3], content: parts[4]) : nil
            if parts.count == 5, overlay == nil { continue }
            entries[String(parts[0])] = (String(parts[1]), code, overlay)
        }
        return entries
    }()

    /// Code points by Material glyph name, for the glyphs the table uses.
    private static let glyphCodePoints: [String: UInt32] = {
        var points: [String: UInt32] = [:]
        for entry in entries.values { points[entry.material] = entry.codePoint }
        return points
    }()

    private static let sortedNames: [String] = tableText.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
}
