import SketchpadLayout

/// The pseudo-locales Android gives Paparazzi users, for templates: `en-XA` accents every Latin
/// letter, lengthens each text (about 40 % for short ones, 30 % for long ones) and brackets it,
/// so truncation, clipping and hard-coded strings show; `ar-XB` lays the screen out right to left
/// and shows every word mirrored (each in a right-to-left override, as Android does), as a
/// right-to-left language would stress it. A template asks for them with `variants: {locales: [en-XA, ar-XB]}`;
/// outputs are named after them (`sign-in--en-xa.png`).
///
/// ```swift
/// PseudoLocale.enXA.transform("Sign in")   // "[Šîĝñ îñ one]"
/// PseudoLocale.arXB.direction              // .rightToLeft
/// ```
public enum PseudoLocale: String, CaseIterable, Hashable, Sendable {
    case enXA = "en-XA"
    case arXB = "ar-XB"

    /// The layout direction the locale forces (nil: the template's own).
    public var direction: LayoutDirection? { self == .arXB ? .rightToLeft : nil }

    /// `text` as the pseudo-locale shows it.
    public func transform(_ text: String) -> String {
        guard !text.isEmpty else { return text }
        switch self {
        case .enXA:
            let accented = String(text.map { Self.accents[$0] ?? $0 })
            // Longer by padding words ("one two three…", as Android's en-XA): 40 % for texts up to
            // 20 characters, 30 % for longer ones, whole words, so the growth is 30–50 % where it
            // matters. (Android pads by half the length, or all of it past three words; translated
            // UI text grows about that much, and a bigger pad would hide the template's real limits.)
            let target = Int((Double(text.count) * (text.count <= 20 ? 0.4 : 0.3)).rounded(.up))
            var padding = "", next = 0
            while padding.count < target {
                padding += " " + Self.padding[next % Self.padding.count]   // starting over for long texts
                next += 1
            }
            return "[" + accented + padding + "]"
        case .arXB:
            // As Android's ar-XB: each word between RIGHT-TO-LEFT MARK + RIGHT-TO-LEFT OVERRIDE and
            // POP DIRECTIONAL FORMATTING + RIGHT-TO-LEFT MARK, so its letters show in reverse order
            // and the words run right to left.
            var result = "", inWord = false
            for c in text {
                if c.isWhitespace {
                    if inWord { result += "\u{202C}\u{200F}" }
                    inWord = false
                } else if !inWord {
                    result += "\u{200F}\u{202E}"
                    inWord = true
                }
                result.append(c)
            }
            return inWord ? result + "\u{202C}\u{200F}" : result
        }
    }

    static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                          "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"]

    /// Each Latin letter and an accented form of it.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
