import SketchpadLayout
import SketchpadWidgets

/// An environment-dependent font (SwiftUI's `Font`). Text styles take iOS's Dynamic Type sizes
/// (body 17 at the default size, 53 at accessibility 5); `.system(size:)` stays at its size.
/// Faces come from Sketchpad's pinned fonts (Inter for the system face, DejaVu Serif and Sans Mono
/// for the serif and monospaced designs), so metrics differ slightly from San Francisco.
///
/// ```swift
/// Text("Title").font(.title.bold())
/// Text("42").font(.system(size: 64, weight: .heavy, design: .rounded))
/// ```
public struct Font: Hashable, Sendable {
    package enum Provider: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    package var provider: Provider
    package var weight: Weight?
    package var design: Design?
    package var isItalic = false
    package var isMonospaced = false
    /// Which letters are small capitals (``smallCaps()``, ``lowercaseSmallCaps()``, ``uppercaseSmallCaps()``).
    package var smallCapitals: FontDescription.SmallCaps = []

    package init(provider: Provider, weight: Weight? = nil, design: Design? = nil) {
        self.provider = provider
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(provider: .textStyle(.largeTitle))
    public static let title = Font(provider: .textStyle(.title))
    public static let title2 = Font(provider: .textStyle(.title2))
    public static let title3 = Font(provider: .textStyle(.title3))
    public static let headline = Font(provider: .textStyle(.headline))
    public static let subheadline = Font(provider: .textStyle(.subheadline))
    public static let body = Font(provider: .textStyle(.body))
    public static let callout = Font(provider: .textStyle(.callout))
    public static let footnote = Font(provider: .textStyle(.footnote))
    public static let caption = Font(provider: .textStyle(.caption))
    public static let caption2 = Font(provider: .textStyle(.caption2))

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(provider: .textStyle(style), weight: weight, design: design)
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters you want applied to the text.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(provider: .system(size: size), weight: weight, design: design)
    }

    /// Create a custom font with the given name and size that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Create a custom font with the given name and size that scales relative to the given text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(provider: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Create a custom font with the given name and a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(provider: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    /// Adds bold styling to the font.
    public func bold() -> Font { weight(.bold) }
    /// Adds italics to the font.
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { var copy = self; copy.isMonospaced = true; return copy }
    /// Returns a modified font that uses fixed-width digits (digits are drawn as they are here).
    public func monospacedDigit() -> Font { self }
    /// Adjusts the font to enable all small capitals: capitals and lowercase letters are drawn
    /// as capitals the height of lowercase ones (``lowercaseSmallCaps()`` and
    /// ``uppercaseSmallCaps()`` together).
    public func smallCaps() -> Font { var copy = self; copy.smallCapitals = .all; return copy }
    /// Adjusts the line spacing of a font (drawn at the default leading here).
    public func leading(_ leading: Leading) -> Font { self }

    /// A dynamic text style to use for fonts.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        package var sketchpad: SketchpadWidgets.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    /// A weight to use for fonts.
    public struct Weight: Hashable, Sendable {
        package let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)

        package var sketchpad: FontDescription.Weight {
            switch value {
            case ..<250: return .thin
            case ..<350: return .light
            case ..<450: return .regular
            case ..<550: return .medium
            case ..<650: return .semibold
            case ..<750: return .bold
            default: return .heavy
            }
        }
    }

    /// A design to use for fonts.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The font Sketchpad measures and draws with, at `size` (Dynamic Type) with the environment's
    /// extra weight and italic.
    package func description(size: DynamicTypeSize, weight extraWeight: Weight?, italic: Bool) -> FontDescription {
        let textSize = TextSize.named[size.categoryIndex]
        var font = FontDescription()
        switch provider {
        case .textStyle(let style):
            font.size = textSize.pointSize(of: style.sketchpad)
            // iOS's text styles are regular weight except the headline (semibold).
            font.weight = style == .headline ? .semibold : .regular
        case .system(let size):
            font.size = Double(size)
        case .custom(let name, let size, let relativeTo):
            font.family = name
            if let relativeTo {
                let style = relativeTo.sketchpad
                font.size = Double(size) * textSize.pointSize(of: style) / TextSize.default.pointSize(of: style)
            } else {
                font.size = Double(size)
            }
        }
        if let weight = extraWeight ?? self.weight { font.weight = weight.sketchpad }
        if isItalic || italic { font.style = .italic }
        if isMonospaced || design == .monospaced { font.family = "monospace" } else if design == .serif { font.family = "serif" }
        font.smallCaps = smallCapitals
        return font
    }
}
