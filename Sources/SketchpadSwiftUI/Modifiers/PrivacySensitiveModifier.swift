extension View {
    /// Marks the view as containing sensitive, private user data: under `redacted(reason: .privacy)`
    /// its text is drawn redacted (as placeholder bars); elsewhere it is drawn as it is.
    ///
    /// ```swift
    /// Text(accountNumber).privacySensitive()
    /// ```
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { environment in
            if sensitive, environment.redactionReasons.contains(.privacy) { environment.redactionReasons.insert(.placeholder) }
        })
    }
}
