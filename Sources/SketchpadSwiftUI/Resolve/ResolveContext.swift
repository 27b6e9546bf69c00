/// Where a view is resolved: its environment, the stack it is directly in (spacers and
/// dividers follow it), its structural identity (where `@State` is kept) and the render's session.
@MainActor package struct ResolveContext {
    package var environment: EnvironmentValues
    package var stackAxis: Axis?
    package var identity: Int
    package let session: RenderSession
    /// How many custom views' bodies enclose this place: a body that contains its own view
    /// (`var body: some View { Text("a"); foregroundColor(.red) }` calls `self.foregroundColor`)
    /// never ends, and is reported before the stack runs out.
    package var bodyDepth = 0
    package static let maximumBodyDepth = 200

    package init(environment: EnvironmentValues, session: RenderSession) {
        self.environment = environment
        self.stackAxis = nil
        self.identity = 1
        self.session = session
    }

    package nonisolated static func combine(_ a: Int, _ b: Int) -> Int {
        // FNV-style mixing: the same tree gives the same identities in every pass and process.
        var h = UInt64(bitPattern: Int64(a)) ^ 0xcbf2_9ce4_8422_2325
        h = (h ^ UInt64(bitPattern: Int64(b))) &* 0x0000_0100_0000_01b3
        h ^= h >> 29
        return Int(Int64(bitPattern: h))
    }

    /// The context of the `discriminator`th child of this place.
    package func child(_ discriminator: Int) -> ResolveContext {
        var copy = self
        copy.identity = Self.combine(identity, discriminator)
        return copy
    }

    /// The nodes `view` becomes (none for `EmptyView`, several for a `TupleView` or `ForEach`).
    package func resolve<V: View>(_ view: V) throws -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        try resolve(view, into: &nodes)
        return nodes
    }

    package func resolve<V: View>(_ view: V, into nodes: inout [LayoutNode]) throws {
        // Whether `V` is primitive is looked up once a render (a conformance lookup a node cost
        // more than the rest of resolving most nodes).
        if let primitive = session.primitiveViews.value(for: V.self, make: { V.self as? any PrimitiveView.Type }) {
            try primitive.resolve(view, in: self, into: &nodes)
            return
        }
        if V.Body.self == Never.self {
            throw SwiftUIRenderError.unsupportedView(type: "\(V.self)")
        }
        var context = self
        context.identity = Self.combine(identity, 0)
        context.bodyDepth += 1
        if context.bodyDepth > Self.maximumBodyDepth { throw SwiftUIRenderError.bodyTooDeep(view: "\(V.self)", depth: Self.maximumBodyDepth) }
        try session.install(view, environment: environment, identity: context.identity)
        try context.resolve(view.body, into: &nodes)
    }

    /// Resolves an existential view (a tuple's element, `AnyView`'s content).
    package func resolve(any view: any View, into nodes: inout [LayoutNode]) throws {
        try resolve(view, into: &nodes)
    }
}

/// A view the renderer knows directly (text, shapes, stacks, `ForEach`…): it makes nodes
/// instead of having a `body`. Extension point: a new control conforms and appends its nodes.
///
/// ```swift
/// extension Toggle: PrimitiveView {
///     func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
///         nodes.append(ToggleNode(isOn: isOn.wrappedValue, label: try context.resolve(label), environment: context.environment))
///     }
/// }
/// ```
@MainActor package protocol PrimitiveView {
    func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws
}

extension PrimitiveView {
    /// Resolves `view`, a value of this type whose static type is generic (the type was found
    /// to be primitive once, in ``RenderSession/primitiveViews``, instead of casting each value).
    static func resolve<V>(_ view: V, in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        precondition(V.self == Self.self, "\(V.self) is not \(Self.self)")
        try unsafeBitCast(view, to: Self.self).resolve(in: context, into: &nodes)
    }
}

/// What went wrong in a render that could not produce a picture.
public enum SwiftUIRenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An `@EnvironmentObject` (or `@Environment(Type.self)`) with no object of its type above it.
    case missingEnvironmentObject(type: String, view: String)
    /// A view with no body that the renderer does not know.
    case unsupportedView(type: String)
    /// A render asked for an impossible size or scale.
    case invalidSize(String)
    /// Custom views nested deeper than any screen does: a body that contains its own view.
    case bodyTooDeep(view: String, depth: Int)

    public var description: String {
        switch self {
        case .missingEnvironmentObject(let type, let view):
            return "error: \(view) reads an object of type \(type) from the environment, but no ancestor provides one; add .environmentObject(\(type)(…)) (or .environment(…) for an @Observable type) above it"
        case .unsupportedView(let type):
            return "error: \(type) has no body and is not a view SketchpadSwiftUI knows; build it from SwiftUI views or file an issue"
        case .invalidSize(let message):
            return "error: \(message)"
        case .bodyTooDeep(let view, let depth):
            return "error: more than \(depth) custom views are nested, the last a \(view): a view's body probably contains the view itself (a modifier called without a view before it, as in `foregroundColor(.red)` on its own line, applies to self); put the modifier after the view it is for"
        }
    }
}
