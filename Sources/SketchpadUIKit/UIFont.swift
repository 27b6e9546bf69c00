import SketchpadLayout
import SketchpadText
import SketchpadWidgets

// Immutable: every stored property is a `let` of a Sendable type; open only to mirror UIKit.
/// A font: UIKit's `UIFont`, mapped onto Sketchpad's `FontDescription` (the system font is
/// Sketchpad's pinned Inter). Text styles have UIKit's point sizes for every content size category.
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 28, weight: .bold)
/// let body = UIFont.preferredFont(forTextStyle: .body)                     // 17 pt at the default size
/// let big = UIFont.preferredFont(forTextStyle: .body,
///                                compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))  // 33 pt
/// ```
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; UIKit's `UIFont` is immutable and Sendable.
    /// The font's weights, UIKit's raw values.
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }

        /// The weight of a face Sketchpad found (`FontFace.weight`).
        init(_ weight: FontDescription.Weight) {
            switch weight {
            case .thin: self = .thin
            case .light: self = .light
            case .regular: self = .regular
            case .medium: self = .medium
            case .semibold: self = .semibold
            case .bold: self = .bold
            case .heavy: self = .heavy
            }
        }

        var fontWeight: FontDescription.Weight {
            switch rawValue {
            case ..<(-0.5): return .thin
            case ..<(-0.2): return .light
            case ..<0.15: return .regular
            case ..<0.27: return .medium
            case ..<0.35: return .semibold
            case ..<0.5: return .bold
            default: return .heavy
            }
        }
    }

    /// The widths of the system font (iOS 16). Not drawn: the pinned system font has one width.
    public struct Width: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// Dynamic Type text styles (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Sketchpad's text style with the same sizes (one Dynamic Type table for templates and
        /// UIKit: ``SketchpadWidgets/TextStyle/pointSizes``); an unknown style sizes as body.
        var sketchpadStyle: SketchpadWidgets.TextStyle {
            switch self {
            case .largeTitle: return .largeTitle
            case .title1: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption1: return .caption
            case .caption2: return .caption2
            default: return .body
            }
        }

        /// The weight of the style (headline is semibold; the others regular).
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// UIKit's point size of the style at `category` (Apple's Human Interface Guidelines,
        /// Dynamic Type sizes for iOS).
        func size(for category: UIContentSizeCategory) -> CGFloat { CGFloat(sketchpadStyle.pointSizes[category.index]) }
    }

    public let pointSize: CGFloat
    public let fontName: String
    public let familyName: String
    let weight: Weight
    let italic: Bool
    /// The text style the font was made for, so labels that adjust to the content size
    /// category can resolve it again.
    let textStyle: TextStyle?
    /// The letters drawn as small capitals (the descriptor's lowercase and uppercase small-caps
    /// feature settings).
    let smallCaps: FontDescription.SmallCaps

    init(family: String, size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil, fontName: String? = nil,
         smallCaps: FontDescription.SmallCaps = []) {
        self.familyName = family
        self.pointSize = size
        self.weight = weight
        self.italic = italic
        self.textStyle = textStyle
        self.smallCaps = smallCaps
        self.fontName = fontName ?? family + (weight == .regular ? "" : "-\(weight.fontWeight)") + (italic ? "-Italic" : "")
        super.init()
    }

    /// A font by family or PostScript name, among the pinned fonts and your fonts folder
    /// (`--fonts`, `SKETCHPAD_FONTS`, `FontFolder`): `UIFont(name: "Comic Neue", size: 17)`,
    /// `UIFont(name: "ComicNeue-Bold", size: 17)` (family Comic Neue, bold). A name found nowhere
    /// is still a font, drawn in the system font with a warning that names the nearest family,
    /// so code written for fonts iOS has keeps running. Never nil here.
    ///
    /// ```swift
    /// let title = UIFont(name: "ComicNeue-Bold", size: 28)!
    /// title.familyName   // "Comic Neue"
    /// ```
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let found = try? PangoTextMeasurer.font(named: fontName, size: Double(fontSize)) else {
            self.init(family: fontName, size: fontSize, weight: .regular)
            return
        }
        // A PostScript name's family, weight and slant.
        let family = (try? PangoTextMeasurer.fontFamily(named: fontName)) ?? fontName
        self.init(family: family, size: fontSize, weight: Weight(found.weight), italic: found.style == .italic, fontName: fontName)
    }

    static let systemFamily = "Inter"

    /// A font from a descriptor: its family (or PostScript name), bold and italic traits, weight,
    /// text style and small-caps feature settings (`kLowerCaseType`/`kLowerCaseSmallCapsSelector`,
    /// `kUpperCaseType`/`kUpperCaseSmallCapsSelector`); `pointSize` 0 takes the descriptor's size
    /// (or its text style's).
    ///
    /// ```swift
    /// let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
    /// let font = UIFont(descriptor: descriptor, size: 0)   // 17 pt, bold italic
    /// ```
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let attributes = descriptor.fontAttributes, traits = descriptor.traits, symbolic = descriptor.symbolicTraits
        let textStyle = (attributes[.textStyle] as? String).map(TextStyle.init(rawValue:))
        var size = pointSize > 0 ? pointSize : descriptor.pointSize
        if size <= 0 { size = textStyle.map { $0.size(for: UITraitCollection.current.preferredContentSizeCategory) } ?? UIFont.systemFontSize }
        let named = UIFont(name: attributes[.name] as? String ?? "", size: size)
        let family = attributes[.family] as? String ?? (attributes[.name] != nil ? named?.familyName : nil) ?? Self.systemFamily
        var weight = descriptor.number(traits[.weight]).map(Weight.init(rawValue:))
            ?? (attributes[.name] != nil ? named?.weight : nil) ?? textStyle?.weight ?? .regular
        if symbolic.contains(.traitBold), weight < .bold { weight = .bold }
        let italic = symbolic.contains(.traitItalic) || (descriptor.number(traits[.slant]) ?? 0) != 0
            || (attributes[.name] != nil && named?.italic == true)
        self.init(family: family, size: size, weight: weight, italic: italic, textStyle: textStyle,
                  fontName: attributes[.family] == nil ? attributes[.name] as? String : nil, smallCaps: descriptor.smallCaps)
    }

    /// The font's descriptor: family, PostScript name, size, traits (bold and italic, weight),
    /// text style and small-caps feature settings.
    open var fontDescriptor: UIFontDescriptor {
        var symbolic: UIFontDescriptor.SymbolicTraits = []
        if weight >= .bold { symbolic.insert(.traitBold) }
        if italic { symbolic.insert(.traitItalic) }
        if familyName == "DejaVu Sans Mono" { symbolic.insert(.traitMonoSpace) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [
            .family: familyName, .name: fontName, .size: pointSize,
            .traits: [UIFontDescriptor.TraitKey.symbolic: symbolic.rawValue, .weight: weight.rawValue] as [UIFontDescriptor.TraitKey: Any],
        ]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        if !smallCaps.isEmpty { attributes[.featureSettings] = UIFontDescriptor.featureSettings(smallCaps) }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// The families of the pinned fonts and of the fonts folder, sorted.
    open class var familyNames: [String] { PangoTextMeasurer.familyNames() }

    /// The PostScript names of a family's faces, sorted (empty for a family there is not).
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        PangoTextMeasurer.postScriptNames(inFamily: familyName)
    }

    private var metrics: FontMetrics {
        (try? PangoTextMeasurer().fontMetrics(for: fontDescription)) ?? FontMetrics(
            ascender: Double(pointSize) * 0.8, descender: Double(pointSize) * 0.2, capHeight: Double(pointSize) * 0.7, leading: 0)
    }

    /// The distance from the baseline to the top of a line, as the pinned font draws it.
    open var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// The distance from the baseline to the bottom of a line, negative as in UIKit.
    open var descender: CGFloat { -CGFloat(metrics.descender) }
    /// The height of capital letters above the baseline.
    open var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    /// The height of the lowercase x above the baseline.
    open var xHeight: CGFloat {
        CGFloat((try? PangoTextMeasurer().xHeight(for: fontDescription)) ?? Double(pointSize) * 0.5)
    }
    /// The height of a line: ascender, descender and leading (what a one-line label is tall).
    open var lineHeight: CGFloat { CGFloat(metrics.lineHeight + metrics.leading) }
    /// The font's line gap.
    open var leading: CGFloat { CGFloat(metrics.leading) }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: weight)
    }

    /// The system font at a weight and width (iOS 16). The width is not drawn: the pinned
    /// system font has one width.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight, width: UIFont.Width) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: weight)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .regular, italic: true)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: "DejaVu Sans Mono", size: fontSize, weight: weight)
    }

    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: weight)
    }

    /// The font of a text style at the current content size category (large by default).
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the content size category of `traitCollection`.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
        return UIFont(family: systemFamily, size: style.size(for: category), weight: style.weight, textStyle: style)
    }

    /// The system font sizes UIKit uses for labels, buttons and small text.
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: italic, textStyle: nil, smallCaps: smallCaps)
    }

    /// The same text-style font resolved for another content size category (other fonts unchanged).
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let textStyle else { return self }
        return UIFont(family: familyName, size: textStyle.size(for: category), weight: weight, italic: italic, textStyle: textStyle,
                      smallCaps: smallCaps)
    }

    /// Sketchpad's description of the font.
    var fontDescription: FontDescription {
        FontDescription(family: familyName, size: Double(pointSize), weight: weight.fontWeight, style: italic ? .italic : .normal,
                        smallCaps: smallCaps)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && smallCaps == other.smallCaps
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String { "<UIFont \(fontName) \(pointSize)pt>" }
}

/// Scales fonts and values with the content size category, as UIKit's `UIFontMetrics`.
///
/// ```swift
/// let custom = UIFont(name: "DejaVu Serif", size: 17)!
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom)
/// label.adjustsFontForContentSizeCategory = true
/// ```
public final class UIFontMetrics: NSObject, Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private func ratio(_ traits: UITraitCollection?) -> CGFloat {
        let category = traits?.preferredContentSizeCategory ?? UITraitCollection.current.preferredContentSizeCategory
        return textStyle.size(for: category) / textStyle.size(for: .large)
    }

    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont(family: font.familyName, size: font.pointSize * ratio(traitCollection), weight: font.weight, italic: font.italic,
               smallCaps: font.smallCaps)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * ratio(traitCollection)
    }
}
