import SketchpadGeometry

/// A named icon: an SF Symbols name (`chevron.right`, `heart.fill`, `magnifyingglass`…) drawn
/// with the matching glyph of Google's Material Icons font (Apache 2.0, Debian's
/// `fonts-material-design-icons-iconfont`, pinned like the text fonts), so mockups show an icon
/// where one belongs instead of a crossed box. SF Symbols themselves are Apple's and cannot be
/// shipped. The names and their glyphs are listed in ``Icon/names`` and in `ICONS.md`.
///
/// ```swift
/// let next = ImageView(icon: Icon("chevron.right"))
/// let play = Button("", style: .plain)
/// play.icon = Icon("play.fill")
/// Icon("chevron.rigth")          // nil: not a known name
/// ```
public struct Icon: Hashable, Sendable, CustomStringConvertible {
    /// The SF Symbols name.
    public let name: String
    /// The Material Icons glyph's name (`chevron_right`).
    public let materialName: String
    /// The glyph's code point in the icon font (a private-use character).
    public let codePoint: UInt32

    /// The family the glyphs are drawn in (SketchpadText pins it).
    public static let fontFamily = "Material Icons"

    /// The icon called `name` (an SF Symbols name; see ``names``), or nil.
    public init?(_ name: String) {
        guard let i = Self.index[name] else { return nil }
        let entry = Self.table[i]
        self.name = entry.name
        self.materialName = entry.material
        self.codePoint = entry.codePoint
    }

    /// Every name known, in the order of the table (groups of related symbols).
    public static var names: [String] { table.map(\.name) }

    /// The glyph as a one-character string, to draw in ``fontFamily``.
    public var glyph: String { String(Character(Unicode.Scalar(codePoint)!)) }

    /// The icon to draw in a scene of `direction`: `chevron.forward` and `chevron.backward` point
    /// the way text reads, as SF Symbols' do; every other icon is drawn as it is.
    public func resolved(for direction: LayoutDirection) -> Icon {
        guard direction == .rightToLeft else { return self }
        switch name {
        case "chevron.forward": return Icon("chevron.left").map { Icon(name, $0) } ?? self
        case "chevron.backward": return Icon("chevron.right").map { Icon(name, $0) } ?? self
        default: return self
        }
    }

    private init(_ name: String, _ glyph: Icon) {
        self.name = name
        self.materialName = glyph.materialName
        self.codePoint = glyph.codePoint
    }

    public var description: String { name }

    private static let index: [String: Int] = {
        var index: [String: Int] = [:]
        for (i, entry) in table.enumerated() { index[entry.name] = i }
        return index
    }()
}
