/// A node whose children a ``Layout`` arranges: stacks, `Layout` views, `AnyLayout`.
package final class LayoutContainerNode<L: Layout>: LayoutNode, @unchecked Sendable {
    package let layout: L
    package let nodes: [LayoutNode]
    private let subviews: LayoutSubviews
    private var cache: L.Cache?

    package init(layout: L, nodes: [LayoutNode], environment: EnvironmentValues) {
        self.layout = layout
        self.nodes = nodes
        self.subviews = LayoutSubviews(nodes: nodes, layoutDirection: environment.layoutDirection)
        super.init(environment: environment)
        for node in nodes {
            hasCustomGuides = hasCustomGuides || node.hasCustomGuides
            hasTextBaselines = hasTextBaselines || node.hasTextBaselines
        }
    }

    package override var children: [LayoutNode] { nodes }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var current = cache ?? layout.makeCache(subviews: subviews)
        cache = nil
        defer { cache = current }
        return body(&current)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// A stack's engine, which can answer for some edges only (nil: another layout, asked for
    /// all of them through `Layout.spacing(subviews:cache:)`). Looked up on first use.
    private lazy var stackEngine: StackLayoutEngine? = (layout as? any _StackLayout)?._engine

    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        if edges != .all, let stackEngine { return stackEngine.spacing(subviews, edges: edges) }
        return withCache { layout.spacing(subviews: subviews, cache: &$0) }
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard mayAnswer(key) else { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        return withCache { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
