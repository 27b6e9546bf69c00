/// What `statusBarHidden(_:)` makes: it tells the render whether to draw the device's status bar.
struct _StatusBarHiddenModifier: ViewModifier, PrimitiveModifier {
    let hidden: Bool
    typealias Body = Never

    func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                 into nodes: inout [LayoutNode]) throws {
        context.session.statusBarHidden = hidden
        nodes += try content(context)
    }
}

extension View {
    /// Sets the visibility of the status bar: a device render draws no status bar when hidden.
    /// The safe area is unchanged (on a device with a sensor housing, iOS keeps it too).
    ///
    /// ```swift
    /// Text("Full screen").statusBarHidden()
    /// ```
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        modifier(_StatusBarHiddenModifier(hidden: hidden))
    }

    /// Sets the visibility of the status bar (SwiftUI's older spelling of ``statusBarHidden(_:)``).
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }
}
