import SketchpadGeometry

/// Turns text into positioned glyphs: the one place drawing meets a text engine.
///
/// `SketchpadText`'s `PangoTextMeasurer` conforms; it measures for layout and shapes for drawing
/// with one cache, so text that layout measured is shaped once.
public protocol TextShaping: TextMeasuring {
    /// Shapes `run` and places it in `run.frame` as a label draws its text: on its natural lines
    /// when it fits the frame's width (placed by `run.alignment`), otherwise wrapped at that width
    /// and cut to `run.maxLines` with an ellipsis; centred vertically. Positions are in canvas
    /// coordinates; empty text or an empty frame gives no runs.
    func shape(_ run: TextRun) throws -> [GlyphRun]

    /// Measures `text` as ``shape(_:)`` lays it out: with `spans` in their own fonts, wrapped
    /// at `maxWidth` as `truncation` says (between words, or between characters for `.charWrap`).
    func measure(_ text: String, spans: [TextSpan], font: FontDescription, maxWidth: Double?, maxLines: Int?,
                 truncation: TextTruncation) throws -> TextMetrics
}

extension TextShaping {
    /// Shapers that know no spans measure the plain text (fonts of spans are ignored).
    public func measure(_ text: String, spans: [TextSpan], font: FontDescription, maxWidth: Double?, maxLines: Int?,
                        truncation: TextTruncation) throws -> TextMetrics {
        try measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }
}

/// Decodes image files into pixels, so display lists carry pixels and painting reads no file.
public protocol ImageDecoding {
    /// The pixels of the image file at `path` (Sketchpad's own decoder reads PNG and JPEG);
    /// throws when it cannot be read or decoded.
    func decodePNG(atPath path: String) throws -> Bitmap
}
