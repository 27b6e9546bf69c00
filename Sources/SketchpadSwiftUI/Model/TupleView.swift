/// A view created from a Swift tuple of views: what a view builder makes of several statements.
///
/// ```swift
/// let pair = TupleView((Text("A"), Text("B")))
/// ```
public struct TupleView<T>: View {
    public var value: T
    /// The tuple's elements, kept when a view builder makes the tuple (else found by reflection).
    package let children: [any View]?

    public init(_ value: T) {
        self.value = value
        self.children = nil
    }

    package init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    public typealias Body = Never

    /// The elements of the tuple that are views.
    package var elements: [any View] {
        if let children { return children }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}
