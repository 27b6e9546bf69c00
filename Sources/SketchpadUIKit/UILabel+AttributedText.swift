import Foundation
import SketchpadLayout
import SketchpadWidgets

extension UILabel {
    /// Sets `key` to `value` over the whole styled text, as UIKit does when `font` or
    /// `textColor` is set on a label showing attributed text.
    ///
    /// Kept aside and applied when the string is read or drawn, not rebuilt into it now: on Linux
    /// the rebuilt string can trap (see ``rebuilt(_:_:)``), and setting a font must not.
    func restyle(_ key: NSAttributedString.Key, with value: Any) {
        guard styledText != nil else { return }
        styledOverrides[key] = value
    }

    /// `styledText` with `styledOverrides` applied over its whole length.
    var restyledText: NSAttributedString? {
        guard let styledText else { return nil }
        if styledOverrides.isEmpty { return NSAttributedString(attributedString: styledText) }
        let overrides = styledOverrides
        return Self.rebuilt(styledText) { $0.merge(overrides) { _, override in override } }
    }

    /// `string` with the attributes of each run changed by `change`.
    ///
    /// Rebuilt run by run with `append`: on Linux, Foundation's `addAttribute` and `setAttributes`
    /// trap when they replace one `NSObject` value (a `UIFont`, a `UIColor`) with another, and
    /// when they merge neighbouring runs whose values are different objects, because its
    /// CoreFoundation core cannot compare Swift objects. Appending runs that differ only where
    /// `change` put one and the same object compares nothing it cannot, except where two runs
    /// had the same keys but for the one `change` sets and differ in a UIKit value under another
    /// (`{font, colour A}` next to `{colour B}` given a font): reading such a label's
    /// `attributedText` traps in Foundation, though it draws.
    static func rebuilt(_ string: NSAttributedString, _ change: (inout [NSAttributedString.Key: Any]) -> Void) -> NSAttributedString {
        let rebuilt = NSMutableAttributedString(string: "")
        let text = string.string as NSString
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var attributes = attributes
            change(&attributes)
            rebuilt.append(NSAttributedString(string: text.substring(with: range), attributes: attributes))
        }
        return rebuilt
    }

    /// The label's spans for `styled`: one per attribute run, in text order, with UTF-8 ranges
    /// (attributed strings count UTF-16 units).
    func spans(of styled: NSAttributedString) -> [TextSpan] {
        Self.spans(of: styled, overrides: styledOverrides, defaults: styledDefaults,
                   adjustingTo: adjustsFontForContentSizeCategory ? traitCollection.preferredContentSizeCategory : nil,
                   traits: traitCollection)
    }

    /// The spans of `styled` (a label's or a text view's): `overrides` set over every run, a run
    /// without a font or colour in `defaults`', fonts adjusted to `category` when given, colours
    /// resolved in `traits`.
    static func spans(of styled: NSAttributedString, overrides: [NSAttributedString.Key: Any], defaults: (font: UIFont, color: UIColor),
                      adjustingTo category: UIContentSizeCategory?, traits: UITraitCollection) -> [TextSpan] {
        let string = styled.string
        var spans: [TextSpan] = []
        styled.enumerateAttributes(in: NSRange(location: 0, length: styled.length), options: []) { attributes, range, _ in
            var attributes = attributes
            attributes.merge(overrides) { _, override in override }
            var font = attributes[.font] as? UIFont ?? defaults.font
            if let category { font = font.adjusted(to: category) }
            let color = (attributes[.foregroundColor] as? UIColor ?? defaults.color).color(in: traits)
            // A range that splits a surrogate pair has no String range; it widens to whole characters.
            guard let bounds = Range(range, in: string) ?? Self.characterRange(range, in: string) else { return }
            spans.append(TextSpan(bounds, in: string, font: font.fontDescription, color: color, kern: Self.points(attributes[.kern])))
        }
        return spans
    }

    /// A number attribute in points (`NSNumber`, or the Swift number written in a literal).
    static func points(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as CGFloat: return Double(value)
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    /// `range` (UTF-16) widened to the characters it touches.
    private static func characterRange(_ range: NSRange, in string: String) -> Range<String.Index>? {
        let utf16 = string.utf16
        guard range.location >= 0, range.location + range.length <= utf16.count else { return nil }
        let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
        let upper = utf16.index(lower, offsetBy: range.length)
        return string.rangeOfComposedCharacterSequences(for: lower..<upper)
    }
}
