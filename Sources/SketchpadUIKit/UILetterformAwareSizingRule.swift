/// How a text view sizes for fonts with tall letterforms (UIKit's `UILetterformAwareSizingRule`,
/// iOS 17; stored: text is measured by the font's line height either way).
public enum UILetterformAwareSizingRule: Int, Sendable {
    case typographic = 0, oversize
}
