/// A view that provides programmatic scrolling, by working with a proxy to scroll to known child
/// views. A `scrollTo` run before the render (in `onAppear`) shows in the still: the first scroll
/// view inside (or around) the reader that holds the view is drawn scrolled to it.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { VStack { ForEach(0..<100) { Text("Row \($0)") } } }
///         .onAppear { proxy.scrollTo(99, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// Creates an instance that can perform programmatic scrolling of its child scroll views.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View { content(ScrollViewProxy(requests: nil)) }
}

extension ScrollViewReader: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        // Inside a scroll view, the proxy scrolls it; else the scroll views inside the reader.
        let requests = context.environment.scrollRequests ?? ScrollRequests.stored(in: context)
        var inner = context.child(0)
        inner.environment.scrollRequests = requests
        inner.environment.collectsScrollTargetIDs = true
        try inner.resolve(content(ScrollViewProxy(requests: requests)), into: &nodes)
    }
}

/// A proxy value that supports programmatic scrolling of the scrollable views within a view hierarchy.
public struct ScrollViewProxy {
    let requests: ScrollRequests?

    init(requests: ScrollRequests?) { self.requests = requests }

    /// Scans all scroll views contained by the proxy for the first with a child view with
    /// identifier `id`, and then scrolls to that view. With an `anchor`, that unit point of the
    /// view and of the scroll view align (`.top`: their tops); without one, the scroll view
    /// scrolls the least that shows the whole view. A still shows the last request made before
    /// the render (in `onAppear`).
    ///
    /// ```swift
    /// .onAppear { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
    /// ```
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        requests?.last = InitialScrollTarget(id: AnyHashable(id), anchor: anchor)
    }
}
