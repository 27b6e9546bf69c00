/// A value with a modifier applied to it.
///
/// ```swift
/// let padded = ModifiedContent(content: Text("Hi"), modifier: _PaddingLayout(edges: .all, insets: nil))
/// ```
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public typealias Body = Never

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {}

extension ModifiedContent: DynamicProperty where Content: DynamicProperty, Modifier: DynamicProperty {}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let content = self.content
        try context.apply(modifier, to: { try $0.resolve(content) }, into: &nodes)
    }
}

extension ModifiedContent: PrimitiveModifier where Content: ViewModifier, Modifier: ViewModifier {
    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        // `content.modifier(a).modifier(b)`: a is nearer the content.
        let inner = self.content
        try context.apply(modifier, to: { try $0.applying(inner, to: content) }, into: &nodes)
    }
}

/// A modifier that you apply to a view or another view modifier, producing a different version
/// of the original value.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("Hello").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never {
        fatalError("\(type(of: self)) is a primitive modifier: it has no body")
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content view of a ``ViewModifier``: where the modified view goes in the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    package let make: (ResolveContext) throws -> [LayoutNode]
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes += try make(context)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the renderer knows directly (padding, frame, font…). Extension point: a new
/// modifier conforms, resolves its content with `content(context)` (in a changed context if it
/// writes the environment) and appends nodes (usually one wrapping each content node).
///
/// ```swift
/// struct _BadgeModifier: ViewModifier, PrimitiveModifier {
///     func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
///                  into nodes: inout [LayoutNode]) throws {
///         nodes += try content(context).map { BadgeNode(child: $0, environment: context.environment) }
///     }
/// }
/// ```
@MainActor package protocol PrimitiveModifier {
    func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext, into nodes: inout [LayoutNode]) throws
}

extension PrimitiveModifier {
    /// Applies `modifier`, a value of this type whose static type is generic (see ``PrimitiveView``'s).
    static func resolve<M>(_ modifier: M, content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                           into nodes: inout [LayoutNode]) throws {
        precondition(M.self == Self.self, "\(M.self) is not \(Self.self)")
        try unsafeBitCast(modifier, to: Self.self).resolve(content: content, in: context, into: &nodes)
    }
}

/// A modifier that wraps each content node in a node of its own (a layout or a visual effect).
@MainActor package protocol UnaryNodeModifier: PrimitiveModifier {
    func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode
}

extension UnaryNodeModifier {
    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        for child in try content(context) { nodes.append(try makeNode(child: child, in: context)) }
    }
}

/// A modifier that only changes the environment of its content (font, foregroundStyle…).
@MainActor package protocol EnvironmentModifier: PrimitiveModifier {
    func modify(_ environment: inout EnvironmentValues)
}

extension EnvironmentModifier {
    package func resolve(content: @escaping (ResolveContext) throws -> [LayoutNode], in context: ResolveContext,
                         into nodes: inout [LayoutNode]) throws {
        var inner = context
        modify(&inner.environment)
        nodes += try content(inner)
    }
}

extension ResolveContext {
    /// Applies `modifier` (primitive or with a body) to the content `content` resolves.
    package func apply<M: ViewModifier>(_ modifier: M, to content: @escaping (ResolveContext) throws -> [LayoutNode],
                                        into nodes: inout [LayoutNode]) throws {
        if let primitive = session.primitiveModifiers.value(for: M.self, make: { M.self as? any PrimitiveModifier.Type }) {
            try primitive.resolve(modifier, content: content, in: self, into: &nodes)
            return
        }
        if M.Body.self == Never.self { throw SwiftUIRenderError.unsupportedView(type: "\(M.self)") }
        var context = self
        context.identity = Self.combine(identity, 0)
        try session.install(modifier, environment: environment, identity: context.identity)
        try context.resolve(modifier.body(content: _ViewModifier_Content(make: content)), into: &nodes)
    }

    /// The nodes of `content` (a modifier) applied to what `inner` resolves.
    package func applying<M: ViewModifier>(_ modifier: M, to inner: @escaping (ResolveContext) throws -> [LayoutNode]) throws -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        try apply(modifier, to: inner, into: &nodes)
        return nodes
    }
}
