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
        quotedLiteral { hex in "\\u" + String(repeating: "0", count: 4 - hex.count) + hex }
    }

    /// The string between double quotes with `"`, `\`, newline, return and tab escaped as JSON and
    /// Swift both write them, and every other control character (C0, DEL and C1) written by
    /// `control` from its lowercase hexadecimal value: the one escaping loop behind `jsonQuoted`
    /// and Sketchpad's Swift literals, which differ only in that form.
    package func quotedLiteral(control: (String) -> String) -> String {
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
                    out += control(String(scalar.value, radix: 16))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
