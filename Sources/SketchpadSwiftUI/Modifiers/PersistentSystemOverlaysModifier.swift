/// What `persistentSystemOverlays(_:)` makes: it tells the render whether to draw the home indicator.
struct _PersistentSystemOverlaysModifier: ViewModifier, PrimitiveModifier {
    let visibility: Visibility
    typealias Body = Never

    func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                 into nodes: inout [LayoutNode]) throws {
        context.session.persistentSystemOverlays = visibility
        nodes += try content(context)
    }
}

extension View {
    /// Sets the preferred visibility of the non-transient system views overlaying the app: a
    /// device render draws no home indicator when they are hidden (the safe area is unchanged).
    ///
    /// ```swift
    /// VideoPlayerView().persistentSystemOverlays(.hidden)
    /// ```
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(_PersistentSystemOverlaysModifier(visibility: visibility))
    }
}
