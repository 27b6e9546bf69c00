/// A font face at a size, as shaped text refers to it: what the painter draws glyphs with.
///
/// Made by the text shaper (`PangoTextMeasurer` in SketchpadText), which loads the face once and
/// keeps it in ``resource``; the painter draws with that loaded face, so drawing needs neither the
/// text layout engine nor the file system. Two fonts are equal when they name the same face file,
/// index, size and rendering options (``key``), whichever object loaded them.
///
/// ```swift
/// let run = glyphRuns[0]
/// print(run.font.name, run.font.size)    // "Inter Semi-Bold" 17.0
/// ```
public final class GlyphFont: Hashable, Sendable, CustomStringConvertible {
    /// The face's family and style, for people (`Inter Semi-Bold`).
    public let name: String
    /// The size in points (the em square).
    public let size: Double
    /// What makes two fonts draw the same glyphs the same way: the face file, its index in the
    /// file, the size, and the shaper's rendering options.
    public let key: String
    /// The loaded face, owned by the shaper's module (opaque here; C stays at the edges).
    public let resource: (any AnyObject & Sendable)?
    /// The family, weight (CSS numbers: 400 regular, 600 semibold…) and slant, for output that
    /// names fonts rather than drawing glyphs (SVG `<text>`).
    public let family: String
    public let weight: Int
    public let isItalic: Bool

    public init(name: String, size: Double, key: String, resource: (any AnyObject & Sendable)? = nil,
                family: String? = nil, weight: Int = 400, isItalic: Bool = false) {
        self.name = name
        self.size = size
        self.key = key
        self.resource = resource
        self.family = family ?? name
        self.weight = weight
        self.isItalic = isItalic
    }

    public static func == (a: GlyphFont, b: GlyphFont) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    public var description: String { "\(name) \(size)pt" }
}
