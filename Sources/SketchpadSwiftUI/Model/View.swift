/// A type that represents part of your app's user interface (SwiftUI's `View`).
///
/// Declare a view by implementing ``body`` with other views; a render resolves `body` once, with
/// every `@State` at its initial value, lays the result out by SwiftUI's rules and draws it.
///
/// ```swift
/// struct Greeting: View {
///     var name: String
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Hello, \(name)!").font(.title)
///             Text("Welcome back").foregroundStyle(.secondary)
///         }
///         .padding()
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { return fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views (text, shapes, stacks…) have no body: the renderer knows them directly.
    public var body: Never {
        fatalError("\(type(of: self)) is a primitive view: it has no body")
    }
}
