extension NavigationSplitView {
    /// Creates a three-column navigation split view that enables programmatic control over which
    /// column appears on top when the view collapses into a single column in narrow sizes.
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { Folders() } content: { Notes() } detail: { Note() }
    /// ```
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading
    /// columns' visibility in regular sizes and which column appears on top when the view collapses.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, content: content, detail: detail)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view that enables programmatic control over which
    /// column appears on top when the view collapses into a single column in narrow sizes: on an
    /// iPhone, `.detail` shows the detail column and `.sidebar` the sidebar.
    ///
    /// ```swift
    /// NavigationSplitView(preferredCompactColumn: $column) { List(items) { Text($0.name) } } detail: { Text("Pick one") }
    /// ```
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, detail: detail)
        compactColumn = preferredCompactColumn.wrappedValue
    }

    /// Creates a two-column navigation split view that enables programmatic control of the
    /// sidebar's visibility in regular sizes and which column appears on top when the view collapses.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>,
                @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
    }
}
