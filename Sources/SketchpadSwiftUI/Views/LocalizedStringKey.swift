/// The key for a localized string resource: what a string literal passed to `Text` becomes.
/// Its literal parts may use Markdown's inline styles (`*emphasis*`, `**strong**`,
/// code in backquotes, `~~strikethrough~~`, `[links](…)`), as SwiftUI's; interpolated values are shown
/// as they are. Renders use the key itself (no string tables).
///
/// ```swift
/// Text("Hello, **\(name)**! You have *\(count)* new messages.")
/// ```
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key's parts: literal text (Markdown applies) or an interpolated value (shown verbatim).
    package var segments: [(text: String, isLiteral: Bool)] = []

    public init(_ value: String) { segments = [(value, true)] }
    public init(stringLiteral value: String) { segments = [(value, true)] }
    public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.segments.map(\.text) == b.segments.map(\.text) && a.segments.map(\.isLiteral) == b.segments.map(\.isLiteral)
    }

    /// The string the key stands for, without Markdown markers' effect.
    package var plainString: String {
        // One part (a literal with no interpolation) is its own string; several are appended
        // into one string sized once (`map` and `joined` made an array and a string a text).
        if segments.count == 1 { return segments[0].text }
        var string = ""
        string.reserveCapacity(segments.reduce(0) { $0 + $1.text.utf8.count })
        for segment in segments { string += segment.text }
        return string
    }

    /// Represents the contents of a string literal with interpolations while it's being built.
    public struct StringInterpolation: StringInterpolationProtocol, @unchecked Sendable {
        var segments: [(text: String, isLiteral: Bool)] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            // Literal parts around each interpolation: the array is made once, at its size.
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) { segments.append((literal, true)) }
        public mutating func appendInterpolation(_ string: String) { segments.append((string, false)) }
        public mutating func appendInterpolation<Subject: CustomStringConvertible>(_ subject: Subject) {
            segments.append((subject.description, false))
        }
        public mutating func appendInterpolation<Subject>(_ subject: Subject) { segments.append(("\(subject)", false)) }
        /// A value formatted with a `printf` specifier (`"%.2f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            segments.append((String(format: specifier, value), false))
        }
        public mutating func appendInterpolation(_ text: Text) { segments.append((text.plainString, false)) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append((format.formatForRender(input), false))
        }
    }
}

extension LocalizedStringKey {
    /// The key as styled runs: Markdown's inline markers in literal parts set bold, italic,
    /// monospaced and strikethrough; the markers themselves are removed.
    package var runs: [Text.Run] {
        // Most keys have no Markdown: one run, without looking at each character.
        func isMarker(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "\\"): return true
            default: return false
            }
        }
        if !segments.contains(where: { $0.isLiteral && $0.text.utf8.contains(where: isMarker) }) {
            return [Text.Run(plainString)]
        }
        var runs: [Text.Run] = []
        var bold = false, italic = false, code = false, strike = false
        var current = ""
        func flush() {
            guard !current.isEmpty else { return }
            var run = Text.Run(current)
            if bold { run.weight = .bold }
            run.isItalic = italic
            run.isMonospaced = code
            run.isStrikethrough = strike
            runs.append(run)
            current = ""
        }
        for segment in segments {
            guard segment.isLiteral else {
                current += segment.text
                continue
            }
            let chars = Array(segment.text)
            var i = 0
            while i < chars.count {
                let c = chars[i]
                let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
                if c == "\\", let next, "*_`~[]\\".contains(next) {
                    current.append(next)
                    i += 2
                } else if code {
                    if c == "`" { flush(); code = false } else { current.append(c) }
                    i += 1
                } else if c == "`" {
                    flush(); code = true; i += 1
                } else if (c == "*" || c == "_") && next == c {
                    flush(); bold.toggle(); i += 2
                } else if c == "*" || c == "_" {
                    // `_` inside a word (snake_case) is not emphasis.
                    let previous: Character? = i > 0 ? chars[i - 1] : nil
                    if c == "_", let previous, previous.isLetter || previous.isNumber, let next, next.isLetter || next.isNumber {
                        current.append(c)
                    } else {
                        flush(); italic.toggle()
                    }
                    i += 1
                } else if c == "~", next == "~" {
                    flush(); strike.toggle(); i += 2
                } else if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
                          let end = chars[(close + 1)...].firstIndex(of: ")") {
                    // A link: its text, in the tint colour.
                    flush()
                    var run = Text.Run(String(chars[(i + 1)..<close]))
                    run.isLink = true
                    runs.append(run)
                    i = end + 1
                } else {
                    current.append(c)
                    i += 1
                }
            }
        }
        flush()
        return runs
    }
}
