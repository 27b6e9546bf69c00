import SketchpadGeometry

/// The text styles of Dynamic Type, with iOS's sizes at the default text size. Templates write
/// them by name (`font: headline`); Swift uses `FontDescription.headline` or ``font``.
///
/// ```swift
/// let title = Label("Welcome", font: .largeTitle)
/// let note = Label("Saved", font: TextStyle.footnote.font)
/// ```
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The index of the default content size category (iOS's `large`) in ``pointSizes``.
    static let defaultCategoryIndex = 3

    /// iOS's point sizes of the style for each content size category, extraSmall to
    /// accessibilityExtraExtraExtraLarge (Apple's Human Interface Guidelines, Dynamic Type sizes).
    package var pointSizes: [Double] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The style's font (Inter) at the default text size (see ``TextSize/font(_:)`` for others).
    public var font: FontDescription {
        switch self {
        case .largeTitle: return FontDescription(size: 34, weight: .bold)
        case .title: return FontDescription(size: 28, weight: .bold)
        case .title2: return FontDescription(size: 22, weight: .semibold)
        case .title3: return FontDescription(size: 20, weight: .semibold)
        case .headline: return FontDescription(size: 17, weight: .semibold)
        case .body: return FontDescription(size: 17)
        case .callout: return FontDescription(size: 16)
        case .subheadline: return FontDescription(size: 15)
        case .footnote: return FontDescription(size: 13)
        case .caption: return FontDescription(size: 12)
        case .caption2: return FontDescription(size: 11)
        }
    }
}

extension FontDescription {
    public static var largeTitle: FontDescription { TextStyle.largeTitle.font }
    public static var title: FontDescription { TextStyle.title.font }
    public static var title2: FontDescription { TextStyle.title2.font }
    public static var title3: FontDescription { TextStyle.title3.font }
    public static var headline: FontDescription { TextStyle.headline.font }
    public static var body: FontDescription { TextStyle.body.font }
    public static var callout: FontDescription { TextStyle.callout.font }
    public static var subheadline: FontDescription { TextStyle.subheadline.font }
    public static var footnote: FontDescription { TextStyle.footnote.font }
    public static var caption: FontDescription { TextStyle.caption.font }
    public static var caption2: FontDescription { TextStyle.caption2.font }
}
