extension Font {
    /// Adjusts the font to enable lowercase small capitals (drawn as the plain face here, as
    /// ``smallCaps()`` is: the text engine has no small-caps variant).
    ///
    /// ```swift
    /// Text("Dice Roller").font(.largeTitle.lowercaseSmallCaps())
    /// ```
    public func lowercaseSmallCaps() -> Font { smallCaps() }

    /// Adjusts the font to enable uppercase small capitals (drawn as the plain face here, as
    /// ``smallCaps()`` is).
    public func uppercaseSmallCaps() -> Font { smallCaps() }
}
