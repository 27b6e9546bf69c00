/// A node whose children a ``Layout`` arranges: stacks, `Layout` views, `AnyLayout`.
package final class LayoutContainerNode<L: Layout>: LayoutNode, @unchecked Sendable {
    package let layout: L
    package let nodes: [LayoutNode]
    private let subviews: LayoutSubviews
    /// Not checked for exclusivity at run time (each layout call of a stack checked both
    /// properties): the cache is lent to one layout call at a time, ``cacheInUse`` says when, and
    /// a call that asks this container again gets a fresh cache, so no two accesses overlap.
    @exclusivity(unchecked) private var cache: L.Cache
    /// Whether ``cache`` is lent to a layout call (one that asks this container again gets a
    /// fresh cache).
    @exclusivity(unchecked) private var cacheInUse = false

    package init(layout: L, nodes: [LayoutNode], environment: EnvironmentValues) {
        self.layout = layout
        self.nodes = nodes
        self.subviews = LayoutSubviews(nodes: nodes, layoutDirection: environment.layoutDirection)
        self.cache = layout.makeCache(subviews: subviews)
        super.init(environment: environment)
        for node in nodes {
            hasCustomGuides = hasCustomGuides || node.hasCustomGuides
            hasTextBaselines = hasTextBaselines || node.hasTextBaselines
        }
    }

    package override var children: [LayoutNode] { nodes }

    package override func forgetMeasurements() {
        super.forgetMeasurements()
        if !cacheInUse { cache = layout.makeCache(subviews: subviews) }
    }

    // The cache is lent in place (no optional to move in and out: generic code paid for its
    // metadata and copies on every layout call).
    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        if cacheInUse {
            var fresh = layout.makeCache(subviews: subviews)
            return body(&fresh)
        }
        cacheInUse = true
        defer { cacheInUse = false }
        return body(&cache)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    /// The layout's spacing, told which edges are asked (stacks ask their children only those;
    /// a custom layout's subviews still answer for every edge).
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        var asked = subviews
        asked.spacingEdges = edges
        return withCache { layout.spacing(subviews: asked, cache: &$0) }
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
