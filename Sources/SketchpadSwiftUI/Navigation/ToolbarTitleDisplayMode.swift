/// A type that defines the behavior of title of a toolbar.
///
/// ```swift
/// NavigationStack { ContentView().navigationTitle("Inbox").toolbarTitleDisplayMode(.inline) }
/// ```
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode

    /// The automatic mode: large for a root view with a title.
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .automatic) }
    /// The large mode: the title below the bar's content, in large type.
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    /// The inline large mode: on iOS the large title inside the toolbar; drawn here as ``large``.
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .large) }
    /// The inline mode: the title in a smaller size in the middle of the toolbar.
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(barMode: .inline) }
}

extension View {
    /// Configures the toolbar title display mode for this view, as
    /// ``View/navigationBarTitleDisplayMode(_:)`` does.
    ///
    /// ```swift
    /// List { rows }.navigationTitle("Settings").toolbarTitleDisplayMode(.inline)
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }
}
