extension Font {
    /// Adjusts the font to enable lowercase small capitals: lowercase letters are drawn as
    /// capitals their height (OpenType's `smcp`, synthesized from the capitals for the pinned
    /// faces, which lack it); capitals stay.
    ///
    /// ```swift
    /// Text("Dice Roller").font(.largeTitle.lowercaseSmallCaps())   // D and R full capitals
    /// ```
    public func lowercaseSmallCaps() -> Font { var copy = self; copy.smallCapitals.insert(.lowercase); return copy }

    /// Adjusts the font to enable uppercase small capitals: capitals are drawn the height of
    /// lowercase letters (OpenType's `c2sc`), which stay lowercase — for acronyms in running text.
    ///
    /// ```swift
    /// Text("Shipped by NASA").font(.body.uppercaseSmallCaps())   // NASA as small capitals
    /// ```
    public func uppercaseSmallCaps() -> Font { var copy = self; copy.smallCapitals.insert(.uppercase); return copy }
}
