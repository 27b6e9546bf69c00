/// A result builder that constructs views from closures: several statements make a
/// ``TupleView``, `if`/`else` and `switch` a `_ConditionalContent`, `if` alone an optional,
/// `for … in` an array (``ForEach`` is the usual way), `if #available` its content.
///
/// ```swift
/// @ViewBuilder var badge: some View {
///     if count > 0 { Text("\(count)") } else { Image(systemName: "checkmark") }
/// }
/// ```
@resultBuilder @MainActor
public enum ViewBuilder {
    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Combines several views into one ``TupleView``.
    ///
    /// Inlinable: made in the module that writes the views, the tuple's and the element pack's
    /// types are known there and looked up once (unspecialised, each call instantiated both
    /// types and the pack's conformance at run time: about 3,600 instructions a block).
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content), pack: TupleViewPack<repeat each Content>.self)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// Produces an optional view for conditional statements that have no `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// Produces content for a conditional statement when the condition is true.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// Produces content for a conditional statement when the condition is false.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind `if #available`: type-erased, as SwiftUI does.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }

    /// The views of a `for … in` loop.
    public static func buildArray<Content: View>(_ components: [Content]) -> _ArrayContent<Content> {
        _ArrayContent(elements: components)
    }
}

/// The views a `for … in` loop in a view builder makes, laid out as siblings.
public struct _ArrayContent<Element: View>: View {
    package let elements: [Element]
    public typealias Body = Never
}

/// A view that shows one of two views: what `if`/`else` and `switch` build.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let storage: Storage
    package init(storage: Storage) { self.storage = storage }
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}
