/// The layout of `offset(x:y:)`: the view keeps its size and place in its parent's layout and
/// is drawn moved by the offset.
public struct _OffsetEffect: ViewModifier, UnaryNodeModifier {
    public var offset: CGSize
    public typealias Body = Never

    public init(offset: CGSize) { self.offset = offset }

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        OffsetNode(offset: offset, child: child, environment: context.environment)
    }
}

package final class OffsetNode: UnaryLayoutNode, @unchecked Sendable {
    let offset: CGSize

    init(offset: CGSize, child: LayoutNode, environment: EnvironmentValues) {
        self.offset = offset
        super.init(child: child, environment: environment)
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        (CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), bounds.size, proposal)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        // An offset moves the drawing, not the guides the parent aligns on.
        guard child.mayAnswer(key) else { return nil }
        return child.explicitAlignment(key, size: size, proposal: proposal)
    }
}

/// The layout of `position(x:y:)`: the view takes all the space offered and centres its
/// content on the point, in its own coordinates.
public struct _PositionLayout: ViewModifier, UnaryNodeModifier {
    public var position: CGPoint
    public typealias Body = Never

    public init(position: CGPoint) { self.position = position }

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        PositionNode(position: position, child: child, environment: context.environment)
    }
}

package final class PositionNode: UnaryLayoutNode, @unchecked Sendable {
    let position: CGPoint

    init(position: CGPoint, child: LayoutNode, environment: EnvironmentValues) {
        self.position = position
        super.init(child: child, environment: environment)
        hasCustomGuides = false
        hasTextBaselines = false
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let size = child.sizeThatFits(ProposedViewSize(bounds.size))
        return (CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2), size,
                ProposedViewSize(bounds.size))
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
}

extension View {
    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    ///
    /// ```swift
    /// Text("Shadow").offset(x: 2, y: 2)
    /// ```
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    ///
    /// ```swift
    /// Circle().frame(width: 20, height: 20).position(x: 50, y: 50)
    /// ```
    public func position(_ position: CGPoint) -> some View { modifier(_PositionLayout(position: position)) }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }
}
