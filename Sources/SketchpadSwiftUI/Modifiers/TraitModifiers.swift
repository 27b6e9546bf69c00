/// `layoutPriority(_:)`: the priority a stack offers space in (higher first; default 0).
public struct _TraitWritingModifier: ViewModifier, UnaryNodeModifier {
    let write: (LayoutNode) -> Void
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        write(child)
        return child
    }
}

extension View {
    /// Sets the priority by which a parent layout should apportion space to this child.
    ///
    /// ```swift
    /// HStack { Text(longTitle).layoutPriority(1); Text(detail) }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_TraitWritingModifier { $0.layoutPriority = value })
    }

    /// Controls the display order of overlapping views: a higher `zIndex` is drawn in front of
    /// its siblings with lower values (default 0; equal values keep their declaration order).
    ///
    /// ```swift
    /// ZStack { Circle().fill(.blue).zIndex(1); Rectangle().fill(.red) }   // the circle is in front
    /// ```
    public func zIndex(_ value: Double) -> some View {
        modifier(_TraitWritingModifier { $0.zIndex = value })
    }

    /// Associates a value with a custom layout property.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }

    /// Binds a view's identity to the given proxy value; a string (or a value that describes
    /// itself) also names the view in overlays and `frame(ofID:)`.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_TraitWritingModifier { $0.identifier = "\(id)" })
    }

    /// Sets the accessibility identifier: the view's name in overlays and `frame(ofID:)`.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_TraitWritingModifier { $0.identifier = identifier })
    }
}

/// `alignmentGuide(_:computeValue:)`: an explicit value of one guide, computed from the view's
/// dimensions.
public struct _AlignmentWritingModifier: ViewModifier, UnaryNodeModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        AlignmentGuideNode(key: key, computeValue: computeValue, child: child, environment: context.environment)
    }
}

package final class AlignmentGuideNode: UnaryLayoutNode, @unchecked Sendable {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(key: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat, child: LayoutNode, environment: EnvironmentValues) {
        self.key = key
        self.computeValue = computeValue
        super.init(child: child, environment: environment)
        hasCustomGuides = true
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == self.key { return computeValue(ViewDimensions(size: size, node: child, proposal: proposal)) }
        return super.explicitAlignment(key, size: size, proposal: proposal)
    }
}

extension View {
    /// Sets the view's horizontal alignment guide.
    ///
    /// ```swift
    /// Text("Price").alignmentGuide(.leading) { d in d[.trailing] }
    /// ```
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: computeValue))
    }
}
