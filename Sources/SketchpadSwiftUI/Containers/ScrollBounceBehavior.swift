/// The ways that a scrollable view can bounce when it reaches the end of its content (a still
/// does not scroll, so nothing bounces; the behaviour is accepted and kept for the code).
///
/// ```swift
/// ScrollView { content }.scrollBounceBehavior(.basedOnSize)
/// ```
public struct ScrollBounceBehavior: Sendable, Equatable {
    private enum Kind: Sendable { case automatic, always, basedOnSize }
    private let kind: Kind

    /// The automatic behavior.
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(kind: .automatic) }
    /// The scrollable view always bounces along the specified axis.
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(kind: .always) }
    /// The scrollable view bounces when its content is large enough to require scrolling.
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(kind: .basedOnSize) }
}

extension View {
    /// Configures the bounce behavior of scrollable views along the specified axis.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
}
