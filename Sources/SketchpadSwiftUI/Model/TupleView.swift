/// A view created from a Swift tuple of views: what a view builder makes of several statements.
///
/// ```swift
/// let pair = TupleView((Text("A"), Text("B")))
/// ```
public struct TupleView<T>: View {
    public var value: T
    /// The tuple's element types, kept when a view builder makes the tuple (else its elements
    /// are found by reflection).
    package let elementTypes: (any TupleViewElements.Type)?

    public init(_ value: T) {
        self.value = value
        self.elementTypes = nil
    }

    package init(value: T, elementTypes: any TupleViewElements.Type) {
        self.value = value
        self.elementTypes = elementTypes
    }

    /// A view builder's tuple of `pack`'s element types (what the inlinable `buildBlock` calls).
    @usableFromInline package init<each Element: View>(value: T, pack: TupleViewPack<repeat each Element>.Type) {
        self.value = value
        self.elementTypes = pack
    }

    public typealias Body = Never

    /// The elements of the tuple that are views.
    package var elements: [any View] {
        if let elementTypes { return elementTypes.elements(of: value) }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
}
