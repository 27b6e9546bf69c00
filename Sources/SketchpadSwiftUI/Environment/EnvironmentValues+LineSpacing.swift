extension EnvironmentValues {
    private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

    /// The distance in points between the bottom of one line fragment and the top of the next
    /// (0: the font's own spacing). This value is always nonnegative.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = Swift.max(0, newValue) }
    }
}

extension View {
    /// Sets the amount of space between lines of text in this view: the points added between the
    /// bottom of one line and the top of the next, for every text the view contains.
    ///
    /// ```swift
    /// Text("Ten points separate the bottom of one line from the top of the next.")
    ///     .lineSpacing(10)
    /// ```
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
}
