/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views. A still shows a scroll view at its start: the proxy's `scrollTo` changes nothing drawn.
///
/// ```swift
/// ScrollView {
///     ScrollViewReader { proxy in
///         VStack { ForEach(0..<100) { Text("Row \($0)").id($0) } }
///     }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy()) }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view (nothing moves in a still).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
