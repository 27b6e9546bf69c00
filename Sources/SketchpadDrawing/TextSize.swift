import SketchpadGeometry

/// How large text is drawn: a Dynamic Type content size category (text styles take iOS's own
/// point size for it, other sizes grow as body text does, as `UIFontMetrics` scales them), or a
/// plain scale for every font. Templates write the same names (`variants: {textSizes: [default,
/// xLarge, accessibility, 1.5]}`).
///
/// | name | iOS category | body |
/// |---|---|---|
/// | `xSmall` | extraSmall | 14 |
/// | `small` | small | 15 |
/// | `medium` | medium | 16 |
/// | `default` | large | 17 |
/// | `large` | extraLarge | 19 |
/// | `xLarge` | extraExtraLarge | 21 |
/// | `xxLarge` | extraExtraExtraLarge | 23 |
/// | `accessibility` (`accessibility1`) | accessibilityMedium | 28 |
/// | `accessibility2`…`accessibility5` | accessibilityLarge…accessibilityExtraExtraExtraLarge | 33, 40, 47, 53 |
///
/// ```swift
/// let big = TextSize.xLarge
/// Label("Hello", font: big.font(.body))              // 21 pt
/// big.scaled(FontDescription(size: 13))              // 13 × 21/17
/// TextSize(scale: 1.5).font(.headline).size          // 25.5
/// ```
public struct TextSize: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// The content size category's place in ``TextStyle/pointSizes`` (nil: a plain scale).
    package let categoryIndex: Int?
    /// How much body text grows against the default size.
    public let scale: Double

    /// A size that scales every font by `scale` (named `text1.5` for 1.5; `text1_5` in output names).
    public init(scale: Double) {
        self.name = "text" + (scale == scale.rounded() && abs(scale) < 1e15 ? String(Int(scale)) : String(scale))
        self.categoryIndex = nil
        self.scale = scale
    }

    init(name: String, categoryIndex: Int) {
        self.name = name
        self.categoryIndex = categoryIndex
        self.scale = TextStyle.body.pointSizes[categoryIndex] / TextStyle.body.pointSizes[TextStyle.defaultCategoryIndex]
    }

    public static let xSmall = TextSize(name: "xSmall", categoryIndex: 0)
    public static let small = TextSize(name: "small", categoryIndex: 1)
    public static let medium = TextSize(name: "medium", categoryIndex: 2)
    public static let `default` = TextSize(name: "default", categoryIndex: 3)
    public static let large = TextSize(name: "large", categoryIndex: 4)
    public static let xLarge = TextSize(name: "xLarge", categoryIndex: 5)
    public static let xxLarge = TextSize(name: "xxLarge", categoryIndex: 6)
    public static let accessibility = TextSize(name: "accessibility", categoryIndex: 7)
    public static let accessibility2 = TextSize(name: "accessibility2", categoryIndex: 8)
    public static let accessibility3 = TextSize(name: "accessibility3", categoryIndex: 9)
    public static let accessibility4 = TextSize(name: "accessibility4", categoryIndex: 10)
    public static let accessibility5 = TextSize(name: "accessibility5", categoryIndex: 11)

    /// The named sizes, smallest first.
    public static let named: [TextSize] = [.xSmall, .small, .medium, .default, .large, .xLarge, .xxLarge,
                                           .accessibility, .accessibility2, .accessibility3, .accessibility4, .accessibility5]

    /// The named size called `name` (exact spelling; `accessibility1` is `accessibility`), or nil.
    public static func named(_ name: String) -> TextSize? {
        name == "accessibility1" ? .accessibility : named.first { $0.name == name }
    }

    /// The point size of `style` at this size.
    public func pointSize(of style: TextStyle) -> Double {
        if let categoryIndex { return style.pointSizes[categoryIndex] }
        return style.font.size * scale
    }

    /// The font of `style` at this size.
    public func font(_ style: TextStyle) -> FontDescription {
        var font = style.font
        font.size = pointSize(of: style)
        return font
    }

    /// A size that is not a text style's, grown as body text grows.
    public func scaled(_ size: Double) -> Double { size * scale }

    /// `font` with its size grown as body text grows.
    public func scaled(_ font: FontDescription) -> FontDescription {
        var font = font
        font.size = scaled(font.size)
        return font
    }

    public var description: String { name }
}
