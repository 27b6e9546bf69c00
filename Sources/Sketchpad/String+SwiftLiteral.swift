extension String {
    /// The string as a Swift string literal, quotes included: `"` and `\` escaped, newline, return
    /// and tab as `\n`, `\r`, `\t`, every other C0 control character as `\u{…}`, everything else as
    /// it is. The one writer of Swift literals into generated sources (`sketchpad run`'s
    /// `#sourceLocation`, the previews runner), so a path with any character compiles.
    ///
    /// ```swift
    /// "a\"b\\c\nd".swiftLiteral   // "\"a\\\"b\\\\c\\nd\""
    /// ```
    package var swiftLiteral: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
