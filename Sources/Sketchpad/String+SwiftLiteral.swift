import SketchpadGeometry

extension String {
    /// The string as a Swift string literal, quotes included: `"` and `\` escaped, newline, return
    /// and tab as `\n`, `\r`, `\t`, every other control character (C0, DEL and C1) as `\u{…}`,
    /// everything else as it is. The one writer of Swift literals into generated sources
    /// (`sketchpad run`'s `#sourceLocation`, the previews runner), so a path with any character
    /// compiles.
    ///
    /// ```swift
    /// "a\"b\\c\nd".swiftLiteral   // "\"a\\\"b\\\\c\\nd\""
    /// ```
    package var swiftLiteral: String {
        quotedLiteral { hex in "\\u{\(hex)}" }
    }
}
