extension EnvironmentValues {
    private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

    /// The current symbol rendering mode, or `nil` for the mode picked from the image and the
    /// foreground style (default `nil`). Symbols draw in one colour here whatever the mode.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Sets the rendering mode for symbol images within this view (iOS 15). Symbols draw in one
    /// colour here, as ``Image/symbolRenderingMode(_:)`` documents.
    ///
    /// ```swift
    /// Image(systemName: "checkmark.circle.fill")
    ///     .font(.system(size: 20, weight: .semibold))
    ///     .symbolRenderingMode(.hierarchical)
    /// ```
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}
