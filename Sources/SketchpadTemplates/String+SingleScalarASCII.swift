extension String {
    /// Whether every `Character` of the string is one ASCII scalar, so that its UTF-8 bytes are
    /// its `Character`s, one to one (no byte above 0x7F, and no `\r`, which joins a following
    /// `\n` into one `Character`). Parsers read such text as bytes, with the same columns.
    ///
    /// ```swift
    /// "a.top == b.bottom".isSingleScalarASCII   // true
    /// "a.top ≤ b.bottom".isSingleScalarASCII    // false
    /// ```
    var isSingleScalarASCII: Bool {
        // Over the contiguous bytes a native string has (iterating `utf8` costs several times as
        // much a byte).
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 && $0 != 0x0D } }
            ?? utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}
