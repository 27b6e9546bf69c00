/// How layout learns the size of text without knowing how text is drawn.
///
/// `SketchpadLayout` never imports Pango: a renderer-side type (Pango in `SketchpadText`, or the
/// fixed-advance test measurer) conforms to this protocol and is handed to the layout engine.
public protocol TextMeasuring {
    /// Measures `text` in `font`, wrapping at `maxWidth` points if given (nil: one line per paragraph).
    func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics
}

/// What layout needs to know about a font; the measurer decides how it maps to real faces.
public struct FontDescription: Hashable, Sendable {
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case thin = 100, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700, heavy = 800
    }
    public enum Style: String, Hashable, Sendable { case normal, italic }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var style: Style
    /// Extra space between lines, as a multiple of the natural line height (1 = natural).
    public var lineSpacing: Double

    public init(family: String = "Inter", size: Double = 17, weight: Weight = .regular,
                style: Style = .normal, lineSpacing: Double = 1) {
        self.family = family
        self.size = size
        self.weight = weight
        self.style = style
        self.lineSpacing = lineSpacing
    }
}

/// The measured size of a piece of text, in points, with its baselines measured from its top.
public struct TextMetrics: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lineCount: Int

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
    }
}
