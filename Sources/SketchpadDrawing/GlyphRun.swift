import SketchpadGeometry

/// Text that has been shaped: glyphs of one font in one colour, placed on a line. What a
/// ``DrawCommand/glyphs(_:)`` draws; the painter only places glyphs.
///
/// Positions are kept as the text engine made them: ``origin`` is the top-left of the text's
/// layout box on the canvas, ``pen`` is where the run starts relative to it (x along the line,
/// y on the baseline), and each glyph is an offset from the pen. The backend snaps ``origin`` to
/// its coordinate grid (1/256 of a device pixel in Cairo) before adding the offsets, exactly as
/// drawing a text layout at a point does, so shaped text paints the same bytes as the layout did.
///
/// `text` and `clusters` say which characters each group of glyphs came from, so PDF output keeps
/// the text selectable and searchable.
///
/// ```swift
/// let runs = try shaper.shape(TextRun("Sign in", font: FontDescription(size: 17), color: .black,
///                                     frame: Rect(x: 0, y: 0, width: 100, height: 44)))
/// runs[0].glyphs.count          // 7
/// runs[0].glyphPositions[0]     // the first glyph's origin on the canvas
/// ```
public struct GlyphRun: Hashable, Sendable {
    /// One glyph: its index in the font and its offset from the run's pen position, in points.
    public struct Glyph: Hashable, Sendable {
        public var id: UInt32
        public var x: Double
        public var y: Double
        public init(id: UInt32, x: Double, y: Double) {
            self.id = id
            self.x = x
            self.y = y
        }
    }

    /// A character no font covers: drawn as a box the width of its advance.
    public struct MissingGlyph: Hashable, Sendable {
        public var codePoint: UInt32
        public var x: Double
        public var y: Double
        public var width: Double
        public init(codePoint: UInt32, x: Double, y: Double, width: Double) {
            self.codePoint = codePoint
            self.x = x
            self.y = y
            self.width = width
        }
    }

    /// A group of glyphs drawn for a group of characters: `byteCount` UTF-8 bytes of ``text``
    /// made `glyphCount` glyphs (Cairo's text clusters).
    public struct Cluster: Hashable, Sendable {
        public var byteCount: Int
        public var glyphCount: Int
        public init(byteCount: Int, glyphCount: Int) {
            self.byteCount = byteCount
            self.glyphCount = glyphCount
        }
    }

    public var font: GlyphFont
    public var color: Color
    /// The top-left of the text's layout box, in canvas coordinates.
    public var origin: Point
    /// The start of the run on its baseline, relative to ``origin``.
    public var pen: Point
    public var glyphs: [Glyph]
    public var missingGlyphs: [MissingGlyph]
    /// The characters the glyphs stand for (empty when unknown).
    public var text: String
    /// How ``text`` maps onto ``glyphs``, in order; empty when unknown.
    public var clusters: [Cluster]
    /// Whether the clusters run from the last glyph back to the first (right-to-left text).
    public var clustersAreBackward: Bool
    /// How far the run advances the pen: its width on the line (0 when unknown).
    public var advance: Double

    public init(font: GlyphFont, color: Color, origin: Point, pen: Point, glyphs: [Glyph], missingGlyphs: [MissingGlyph] = [],
                text: String = "", clusters: [Cluster] = [], clustersAreBackward: Bool = false, advance: Double = 0) {
        self.font = font
        self.color = color
        self.origin = origin
        self.pen = pen
        self.glyphs = glyphs
        self.missingGlyphs = missingGlyphs
        self.text = text
        self.clusters = clusters
        self.clustersAreBackward = clustersAreBackward
        self.advance = advance
    }

    /// Where each glyph's origin lands on the canvas (before the backend's snapping of ``origin``).
    public var glyphPositions: [Point] {
        glyphs.map { Point(x: origin.x + pen.x + $0.x, y: origin.y + pen.y + $0.y) }
    }

    /// Whether the clusters account for exactly every byte of ``text`` and every glyph.
    package var clustersAreConsistent: Bool {
        !clusters.isEmpty
            && clusters.reduce(0) { $0 + $1.byteCount } == text.utf8.count
            && clusters.reduce(0) { $0 + $1.glyphCount } == glyphs.count
    }

    /// The same run moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> GlyphRun {
        var copy = self
        copy.origin = Point(x: origin.x + dx, y: origin.y + dy)
        return copy
    }

    package var numbers: [Double] {
        [origin.x, origin.y, pen.x, pen.y, font.size, advance] + glyphs.flatMap { [$0.x, $0.y] }
            + missingGlyphs.flatMap { [$0.x, $0.y, $0.width] } + color.numbers
    }
}
