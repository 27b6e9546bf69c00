/// A horizontal container that you can use in conditional layouts (the layout of ``HStack``).
///
/// ```swift
/// let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout(spacing: 12))
/// layout { Text("One"); Text("Two") }
/// ```
public struct HStackLayout: _StackLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackLayoutCache
    public typealias AnimatableData = EmptyAnimatableData

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    public var _engine: StackLayoutEngine { StackLayoutEngine(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

/// A vertical container that you can use in conditional layouts (the layout of ``VStack``).
///
/// ```swift
/// VStackLayout(alignment: .leading, spacing: 4) { Text("Title"); Text("Subtitle") }
/// ```
public struct VStackLayout: _StackLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public typealias Cache = StackLayoutCache
    public typealias AnimatableData = EmptyAnimatableData

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    public var _engine: StackLayoutEngine { StackLayoutEngine(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}

/// The stacks' shared `Layout` implementation: everything is the stack engine's.
public protocol _StackLayout: Layout where Cache == StackLayoutCache {
    var _engine: StackLayoutEngine { get }
}

extension _StackLayout {
    public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) -> CGSize {
        _engine.sizeThatFits(proposal, subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache) {
        _engine.placeSubviews(in: bounds, proposal, subviews, cache: &cache)
    }

    public func spacing(subviews: Subviews, cache: inout StackLayoutCache) -> ViewSpacing {
        _engine.spacing(subviews, edges: subviews.spacingEdges)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout StackLayoutCache) -> CGFloat? {
        _engine.explicitAlignment(guide.key, proposal, subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout StackLayoutCache) -> CGFloat? {
        _engine.explicitAlignment(guide.key, proposal, subviews, cache: &cache)
    }
}
