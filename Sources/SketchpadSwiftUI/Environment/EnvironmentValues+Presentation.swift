/// An action that dismisses a presentation (a still presents nothing, so calling it does nothing).
///
/// ```swift
/// struct SheetContents: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Done") { dismiss() } }
/// }
/// ```
public struct DismissAction: Sendable {
    /// Dismisses the view if it is currently presented.
    @MainActor public func callAsFunction() {}
}

extension EnvironmentValues {
    /// An action that dismisses the current presentation.
    public var dismiss: DismissAction { DismissAction() }

    /// A Boolean value that indicates whether the view associated with this environment is
    /// currently presented (a still's root view is not: nothing presented it).
    public var isPresented: Bool { false }
}
