import SketchpadLayout

/// A view's entry in a group of views with synchronized geometry (`matchedGeometryEffect`): the
/// view keeps its place in its parent's layout, and unless it is the group's source it is drawn
/// with the source's frame (the properties it matches).
public struct _MatchedGeometryEffect<ID: Hashable>: ViewModifier, UnaryNodeModifier {
    let id: ID
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    let origin: (fileID: StaticString, line: UInt)
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        context.session.hasMatchedGeometry = true
        return MatchedGeometryNode(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace), properties: properties,
                                   anchor: anchor, isSource: isSource,
                                   location: SourceLocation(fileID: origin.fileID, line: origin.line, column: 0),
                                   child: child, environment: context.environment)
    }
}

/// A matched geometry group: an identifier in a namespace.
struct MatchedGeometryKey: Hashable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// Lays its child out as its parent asks; after the whole tree is placed,
/// ``matchFrames(in:session:)`` moves the child of every view that is not its group's source.
package final class MatchedGeometryNode: UnaryLayoutNode, @unchecked Sendable {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    let location: SourceLocation
    /// Whether the node was placed in this layout (a view in a lazy container's unshown rows is not).
    private var isPlaced = false

    init(key: MatchedGeometryKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool,
         location: SourceLocation, child: LayoutNode, environment: EnvironmentValues) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.location = location
        super.init(child: child, environment: environment)
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        isPlaced = true
        super.placeContent(in: bounds, proposal: proposal)
    }

    /// The shared frame this view gives its group as the source: its anchor point in window
    /// coordinates and its size.
    private var sharedFrame: (point: CGPoint, size: CGSize) {
        (CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height), frame.size)
    }

    /// Places the child in the frame the source's shared frame gives it (as SwiftUI's
    /// `MatchedFrame` does): with `.size`, the child proposed the source's size; with `.position`,
    /// its anchor point on the source's; what is not matched stays the view's own.
    private func follow(_ shared: (point: CGPoint, size: CGSize)) {
        var size = frame.size
        var proposal = placedProposal
        if properties.contains(.size) {
            proposal = ProposedViewSize(shared.size)
            size = child.sizeThatFits(proposal)
        }
        var origin = frame.origin
        if properties.contains(.position) {
            origin = CGPoint(x: shared.point.x - anchor.x * size.width, y: shared.point.y - anchor.y * size.height)
        }
        child.place(in: CGRect(origin: origin, size: size), proposal: proposal)
    }

    /// Gives every matched view that is not its group's source the source's geometry, once the
    /// tree is laid out. A group's source is its placed view with `isSource: true` — the last in
    /// the tree when there are several, as SwiftUI takes the most recently inserted (and warns:
    /// the results are undefined); a group without one leaves its views in their own frames.
    @MainActor package static func matchFrames(in root: LayoutNode, session: RenderSession) {
        var groups: [MatchedGeometryKey: [MatchedGeometryNode]] = [:]
        var order: [MatchedGeometryKey] = []
        root.forEachNode { node in
            guard let node = node as? MatchedGeometryNode, node.isPlaced else { return }
            if groups[node.key] == nil { order.append(node.key) }
            groups[node.key, default: []].append(node)
        }
        for key in order {
            let views = groups[key] ?? []
            let sources = views.filter(\.isSource)
            guard let source = sources.last else { continue }
            for other in sources.dropLast() {
                session.report(.warning, "matchedGeometrySources",
                               "Multiple inserted views in matched geometry group \(key.id) have `isSource: true`, results are undefined; the last one (line \(source.location.line)) is the source",
                               hint: "give one view of the group `isSource: true` and the others `isSource: false`",
                               at: other.location)
            }
            let shared = source.sharedFrame
            for view in views where view !== source { view.follow(shared) }
        }
    }
}

extension View {
    /// Defines a group of views with synchronized geometry using an identifier and namespace that
    /// you provide. Each view of the group that is not its source (`isSource: false`) is drawn
    /// with the source's frame — the `properties` it matches, its `anchor` on the source's — and
    /// keeps its own place in its parent's layout: a selection underline follows the selected tab.
    ///
    /// ```swift
    /// Capsule().fill(.blue).matchedGeometryEffect(id: "selection", in: namespace)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true,
                                                    fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        modifier(_MatchedGeometryEffect(id: id, namespace: namespace, properties: properties, anchor: anchor,
                                        isSource: isSource, origin: (fileID, line)))
    }
}
