extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher
    /// (SwiftUI's). The view subscribes when it appears, as SwiftUI does: a value the publisher
    /// gives at subscription (`Just`, a `CurrentValueSubject`'s or an `@Published` property's
    /// current value) or sends while the render runs (from another view's `onAppear`) reaches
    /// the action before the picture is drawn, and state it sets shows. The subscription ends
    /// with the render; a timer never fires in a still.
    ///
    /// ```swift
    /// Text("\(count)").onReceive(model.$count) { count = $0 }
    /// ```
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
        where P: Publisher, P.Failure == Never {
        modifier(SubscriptionModifier(subscribe: { publisher.sink(receiveValue: action) }))
    }
}

/// `onReceive`: subscribes when the view appears (with the `onAppear` actions, in tree order);
/// the render keeps the subscription until it ends.
struct SubscriptionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let subscribe: () -> AnyCancellable

    func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                 into nodes: inout [LayoutNode]) throws {
        let session = context.session
        let subscribe = self.subscribe
        session.appearActions.append { [unowned session] in session.subscriptions.append(subscribe()) }
        nodes += try content(context)
    }
}
