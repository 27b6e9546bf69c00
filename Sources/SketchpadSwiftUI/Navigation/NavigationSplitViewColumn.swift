/// A view that represents a column in a navigation split view.
///
/// A `NavigationSplitView` collapses into a single stack on iPhone; pass a binding to one of these
/// as `preferredCompactColumn` to choose which column is on top of that stack.
///
/// ```swift
/// @State private var column = NavigationSplitViewColumn.detail
/// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String
    /// The leading column.
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    /// The middle column of a three-column split view.
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    /// The detail column.
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}
