extension String {
    /// The string as a JSON string literal, quotes included: `"` and `\` escaped, newline, return
    /// and tab as `\n`, `\r`, `\t`, every other control character (C0, DEL and C1) as `\u00xx`,
    /// everything else as it is. The one JSON string writer of the package (layout snapshots,
    /// `.frames.json`, display-list dumps, benchmark reports), so their text agrees.
    ///
    /// ```swift
    /// "say \"hi\"\n".jsonQuoted   // "\"say \\\"hi\\\"\\n\""
    /// ```
    package var jsonQuoted: String {
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
