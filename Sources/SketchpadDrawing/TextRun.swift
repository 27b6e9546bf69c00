import SketchpadGeometry

/// A piece of text to draw in a frame, as a label would: wrapped to the frame's width, cut to
/// `maxLines` with an ellipsis, and centred vertically in the frame. What a ``TextShaping`` shapes
/// into ``GlyphRun``s (`DrawingContext.text(_:font:color:in:alignment:maxLines:)` does it for
/// widgets).
///
/// ```swift
/// let runs = try shaper.shape(TextRun("Sign in", font: FontDescription(size: 17, weight: .semibold),
///                                     color: .white, frame: buttonFrame, alignment: .center))
/// ```
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontDescription
    public var color: Color
    public var frame: Rect
    public var alignment: TextRunAlignment
    /// At most this many lines (nil or 0: no limit).
    public var maxLines: Int?
    /// Where text cut to fit loses characters (the end, by default).
    public var truncation: TextTruncation = .tail
    /// Stretches drawn in their own font or colour (empty: all of it in `font` and `color`).
    public var spans: [TextSpan] = []

    public init(_ text: String, font: FontDescription, color: Color, frame: Rect,
                alignment: TextRunAlignment = .natural, maxLines: Int? = nil, truncation: TextTruncation = .tail,
                spans: [TextSpan] = []) {
        self.text = text
        self.font = font
        self.color = color
        self.frame = frame
        self.alignment = alignment
        self.maxLines = maxLines
        self.truncation = truncation
        self.spans = spans
    }
}
