/// A type-erased view.
///
/// ```swift
/// let row: AnyView = compact ? AnyView(Text(title)) : AnyView(Label(title, systemImage: "star"))
/// ```
public struct AnyView: View {
    package let storage: any View

    public init<V: View>(_ view: V) {
        if let any = view as? AnyView { storage = any.storage } else { storage = view }
    }

    /// Creates a type-erased view from a value of unknown type; nil if it is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }

    public init<V: View>(erasing view: V) { self.init(view) }

    public typealias Body = Never
}
