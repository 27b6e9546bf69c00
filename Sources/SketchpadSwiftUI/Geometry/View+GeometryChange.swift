extension View {
    /// Adds an action to be performed when a value, created from this view's geometry, changes.
    /// A render calls it once with the value of the laid-out view before it returns; state it
    /// sets is shown (the view is resolved and laid out again).
    ///
    /// ```swift
    /// Color.clear.onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(_GeometryActionModifier(read: { proxy in action(transform(proxy)) }))
    }

    /// Adds an action to be performed when a value, created from this view's geometry, changes.
    /// In a render the action receives the laid-out view's value as both the old and the new value.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryActionModifier(read: { proxy in
            let value = transform(proxy)
            action(value, value)
        }))
    }
}

/// `onGeometryChange`: reads the view's geometry after layout, before the picture is drawn.
public struct _GeometryActionModifier: ViewModifier, UnaryNodeModifier {
    let read: (GeometryProxy) -> Void
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        let node = PreferenceNode(child: child, environment: context.environment)
        let read = self.read, session = context.session, environment = context.environment
        node.addReader({ node in read(GeometryProxy(placedIn: node.frame, environment: environment, session: session)) }, in: session)
        return node
    }
}
