import SketchpadLayout

/// The text styles of Dynamic Type, with iOS's sizes at the default text size. Templates write
/// them by name (`font: headline`); Swift uses `FontDescription.headline` or ``font``.
///
/// ```swift
/// let title = Label("Welcome", font: .largeTitle)
/// let note = Label("Saved", font: TextStyle.footnote.font)
/// ```
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The style's font (Inter) at the default text size.
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
