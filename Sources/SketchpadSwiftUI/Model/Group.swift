/// A type that collects multiple instances of a content type into a single unit: its children
/// become the siblings of the views around it, and a modifier on the group applies to each child.
///
/// ```swift
/// VStack {
///     Group {
///         Text("One")
///         Text("Two")
///     }
///     .font(.headline)
/// }
/// ```
public struct Group<Content> {
    package let content: Content
    public typealias Body = Never
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
