/// A container view that defines its content as a function of its own size and coordinate
/// space. It takes all the space offered and places its content at its top leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     Circle().frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    public typealias Body = Never
}

extension GeometryReader: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context.child(21)
        inner.stackAxis = nil
        let content = self.content
        nodes.append(DeferredContentNode(context: inner, takesProposal: true) { proxy, context in
            try context.resolve(content(proxy))
        })
    }
}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the
/// container view.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.frame(in: .global).minY))")
/// }
/// ```
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view.
    public let safeAreaInsets: EdgeInsets
    package let globalFrame: CGRect
    package let namedSpaces: [AnyHashable: CGRect]

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let space = namedSpaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { frame(in: coordinateSpace.coordinateSpace) }

    /// Resolves the value of an anchor to the container view.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(globalFrame.origin) }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension CoordinateSpace: @unchecked Sendable {}

/// A frame of reference within the layout system.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The local coordinate space of the current view.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A named coordinate space.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

/// Content that can only be resolved once layout knows where it is (`GeometryReader`, preference
/// overlays): resolved when the node is placed, then laid out at its top leading corner.
package final class DeferredContentNode: LayoutNode, @unchecked Sendable {
    let context: ResolveContext
    let takesProposal: Bool
    let make: @MainActor (GeometryProxy, ResolveContext) throws -> [LayoutNode]
    private var content: [LayoutNode] = []

    @MainActor init(context: ResolveContext, takesProposal: Bool,
                    make: @escaping @MainActor (GeometryProxy, ResolveContext) throws -> [LayoutNode]) {
        self.context = context
        self.takesProposal = takesProposal
        self.make = make
        super.init(environment: context.environment)
    }

    package override var children: [LayoutNode] { content }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let session = context.session
            let proxy = GeometryProxy(placedIn: bounds, environment: context.environment, session: session)
            do {
                content = try make(proxy, context)
            } catch {
                session.deferredError = session.deferredError ?? error
                content = []
            }
        }
        let offer = ProposedViewSize(bounds.size)
        for node in content { node.place(at: bounds.origin, anchor: .topLeading, proposal: offer) }
    }
}
