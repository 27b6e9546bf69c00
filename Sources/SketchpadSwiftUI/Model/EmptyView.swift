/// A view that doesn't contain any content: it takes no space and draws nothing.
///
/// ```swift
/// var accessory: some View { showsBadge ? AnyView(Badge()) : AnyView(EmptyView()) }
/// ```
public struct EmptyView: View {
    public init() {}
    public typealias Body = Never
}
