/// The link name of the function a `#Preview` expands to, agreed by the macro (which defines it in the
/// user's module) and `sketchpad previews` (whose generated runner declares and calls it).
///
/// A freestanding macro may only introduce names the compiler makes unique, which no other module can
/// spell; the function's *link name* is free, so it is derived from where the preview is written:
///
/// ```swift
/// PreviewSymbol.name(fileID: "Gallery/Cards.swift", line: 12, column: 1)
/// // "sketchpad_preview_Gallery_Cards_swift_L12C1"
/// ```
public enum PreviewSymbol {
    public static func name(fileID: String, line: Int, column: Int) -> String {
        var sanitized = ""
        for scalar in fileID.unicodeScalars {
            if scalar.isASCII, (scalar.value >= 0x30 && scalar.value <= 0x39) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
                || (scalar.value >= 0x61 && scalar.value <= 0x7A) {
                sanitized.unicodeScalars.append(scalar)
            } else if scalar.isASCII {
                sanitized += "_"
            } else {
                // Non-ASCII file names stay distinct: the scalar's value in hex.
                sanitized += "u" + String(scalar.value, radix: 16)
            }
        }
        return "sketchpad_preview_\(sanitized)_L\(line)C\(column)"
    }
}
