extension String {
    /// The text as XML character data or an attribute value (SVG text, JUnit reports, the golden
    /// suite's HTML report, the pinned fonts' fontconfig file): the one markup escaper. `&`, `<`,
    /// `>` and `"` as entities, and the characters XML 1.0 cannot hold (controls other than tab,
    /// line feed and carriage return; U+FFFE, U+FFFF) as U+FFFD, so the file stays well-formed.
    ///
    /// ```swift
    /// "a < b & \"c\"".xmlEscaped   // a &lt; b &amp; &quot;c&quot;
    /// ```
    package var xmlEscaped: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default: out.unicodeScalars.append(scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
