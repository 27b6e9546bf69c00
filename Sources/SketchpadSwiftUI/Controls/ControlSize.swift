/// The size classes, like regular or small, that you can apply to controls within a view.
///
/// ```swift
/// Button("Buy") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini
    case small
    case regular
    case large
    case extraLarge
}

extension View {
    /// Sets the size for controls within this view.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
