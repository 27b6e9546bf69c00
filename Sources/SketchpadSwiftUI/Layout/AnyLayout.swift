/// A type-erased instance of the layout protocol: switch layouts without losing the views'
/// identity.
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout {
    private let box: any AnyLayoutBox

    /// Creates a type-erased value that wraps the specified layout.
    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? ConcreteLayoutBox(layout: layout)
    }

    public typealias AnimatableData = EmptyAnimatableData

    /// The wrapped layout's cache.
    public final class Cache {
        var value: Any?
        init() {}
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache.value = nil }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { box.spacing(subviews, cache) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(bounds, proposal, subviews, cache)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, bounds, proposal, subviews, cache)
    }
}

/// The wrapped layout of an ``AnyLayout``, with its own cache kept in the erased one.
protocol AnyLayoutBox {
    func spacing(_ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) -> ViewSpacing
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) -> CGSize
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache)
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: AnyLayout.Cache) -> CGFloat?
}

struct ConcreteLayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    private func with<R>(_ cache: AnyLayout.Cache, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var inner = cache.value as? L.Cache ?? layout.makeCache(subviews: subviews)
        cache.value = nil
        defer { cache.value = inner }
        return body(&inner)
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) -> ViewSpacing {
        with(cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) -> CGSize {
        with(cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: AnyLayout.Cache) {
        with(cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                           _ cache: AnyLayout.Cache) -> CGFloat? {
        with(cache, subviews) { cache in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}
