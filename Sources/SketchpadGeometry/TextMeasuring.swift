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

    /// Which letters are drawn as small capitals: capitals the height of lowercase letters
    /// (OpenType's `smcp` for lowercase, `c2sc` for uppercase; synthesized from the capitals,
    /// scaled down, when the face has neither, as the pinned faces do).
    public struct SmallCaps: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Lowercase letters become small capitals; capitals stay (SwiftUI's `lowercaseSmallCaps()`).
        public static let lowercase = SmallCaps(rawValue: 1 << 0)
        /// Capitals become small capitals; lowercase letters stay (SwiftUI's `uppercaseSmallCaps()`).
        public static let uppercase = SmallCaps(rawValue: 1 << 1)
        /// Every letter a small capital (SwiftUI's `smallCaps()`).
        public static let all: SmallCaps = [.lowercase, .uppercase]
    }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var style: Style
    /// Extra space between lines, as a multiple of the natural line height (1 = natural).
    public var lineSpacing: Double
    /// Points added between every two lines, none after the last (UIKit's
    /// `NSParagraphStyle.lineSpacing`, SwiftUI's `lineSpacing(_:)`); nonnegative. A `lineSpacing`
    /// factor other than 1 takes its place.
    public var interlineSpacing: Double
    /// Which letters are drawn as small capitals (none by default).
    public var smallCaps: SmallCaps

    public init(family: String = "Inter", size: Double = 17, weight: Weight = .regular,
                style: Style = .normal, lineSpacing: Double = 1, interlineSpacing: Double = 0, smallCaps: SmallCaps = []) {
        self.family = family
        self.size = size
        self.weight = weight
        self.style = style
        self.lineSpacing = lineSpacing
        self.interlineSpacing = interlineSpacing
        self.smallCaps = smallCaps
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
