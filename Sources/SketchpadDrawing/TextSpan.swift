import SketchpadGeometry

/// A stretch of a text drawn in its own font or colour: one run of an attributed string.
///
/// `range` counts UTF-8 bytes of the text (what Pango's attributes index), and must start and
/// end on character boundaries. A nil `font` or `color` keeps the text's own; `kern` adds that
/// many points between characters (Pango's letter spacing: half on each side of a character,
/// none at the edges of a line, where UIKit's `.kern` also adds it after the last character). Spans may leave
/// gaps (drawn in the text's font and colour); where spans overlap, the later one wins.
///
/// ```swift
/// let text = "Hello bold world"
/// let bold = TextSpan(text.range(of: "bold")!, in: text, font: FontDescription(size: 17, weight: .bold))
/// let label = Label(text)
/// label.spans = [bold, TextSpan(12..<17, color: .named("red"))]
/// ```
public struct TextSpan: Hashable, Sendable {
    /// UTF-8 byte offsets into the text.
    public var range: Range<Int>
    public var font: FontDescription?
    public var color: Color?
    /// Extra points after each character (nil: none).
    public var kern: Double?

    public init(_ range: Range<Int>, font: FontDescription? = nil, color: Color? = nil, kern: Double? = nil) {
        self.range = range
        self.font = font
        self.color = color
        self.kern = kern
    }

    /// A span over `range` of `text` (converted to UTF-8 offsets).
    public init(_ range: Range<String.Index>, in text: String, font: FontDescription? = nil, color: Color? = nil, kern: Double? = nil) {
        let utf8 = text.utf8
        self.init(utf8.distance(from: utf8.startIndex, to: range.lowerBound)..<utf8.distance(from: utf8.startIndex, to: range.upperBound),
                  font: font, color: color, kern: kern)
    }
}
