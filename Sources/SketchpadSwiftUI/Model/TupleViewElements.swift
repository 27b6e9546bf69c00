/// The element types of a view builder's ``TupleView``: resolves each element as its own type,
/// in place. The builder used to keep an array of the elements as `any View` (an array and a box
/// for most elements, each row of a list).
///
/// ```swift
/// let pair = TupleView(value: (Text("A"), Text("B")), elementTypes: TupleViewPack<Text, Text>.self)
/// ```
@MainActor package protocol TupleViewElements {
    /// Resolves the elements of `value` (a tuple of the pack's types), the nth in the nth child context.
    static func resolve<T>(_ value: T, in context: ResolveContext, into nodes: inout [LayoutNode]) throws
    /// The elements of `value` (a tuple of the pack's types) as views.
    static func elements<T>(of value: T) -> [any View]
}

/// ``TupleViewElements`` for the tuple `(repeat each Element)`.
@usableFromInline package struct TupleViewPack<each Element: View>: TupleViewElements {
    private static func tuple<T>(_ value: T) -> (repeat each Element) {
        precondition(T.self == (repeat each Element).self, "\(T.self) is not a tuple of \((repeat each Element).self)")
        return unsafeBitCast(value, to: (repeat each Element).self)
    }

    package static func resolve<T>(_ value: T, in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var index = 0
        for element in repeat each tuple(value) {
            try context.child(index).resolve(element, into: &nodes)
            index += 1
        }
    }

    package static func elements<T>(of value: T) -> [any View] {
        var elements: [any View] = []
        for element in repeat each tuple(value) { elements.append(element) }
        return elements
    }
}
