/// A type that defines the geometry of a collection of views (SwiftUI's `Layout`): the same
/// protocol the built-in stacks are written with here.
///
/// ```swift
/// struct BasicVStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
///
/// BasicVStack { Text("One"); Text("Two") }
/// ```
public protocol Layout: Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout where AnimatableData == EmptyAnimatableData {}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        // Only the edges the container is asked for (all of them unless a stack asks for a gap).
        let edges = subviews.spacingEdges
        var result = ViewSpacing()
        for subview in subviews { result.formUnion(subview.node.spacing(on: edges), edges: edges) }
        return result
    }

    /// The subviews' explicit values of the guide where they were placed, merged as the guide says.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    private func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                                         subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        guard subviews.contains(where: { $0.node.mayAnswer(key) }) else { return nil }
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return key.combine(subviews.map { subview -> CGFloat? in
            let node = subview.node
            guard node.mayAnswer(key),
                  let value = node.explicitAlignment(key, size: node.frame.size, proposal: node.placedProposal) else { return nil }
            return value + (key.axis == .horizontal ? node.frame.minX : node.frame.minY) - (key.axis == .horizontal ? bounds.minX : bounds.minY)
        })
    }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
    /// The orientation of the containing stack-like container, if any.
    public var stackOrientation: Axis?
    public init() {}
}

extension Layout {
    /// Combines the given views into a single view that this layout arranges.
    ///
    /// ```swift
    /// HStackLayout(spacing: 4) { Image(systemName: "star"); Text("Favourite") }
    /// ```
    @MainActor @preconcurrency
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

/// A view that arranges its content with a ``Layout``.
public struct _LayoutView<L: Layout, Content: View>: View {
    package let layout: L
    package let content: Content
    public typealias Body = Never
}
