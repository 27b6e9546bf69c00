/// The layout of `padding(_:_:)`: the content is offered the proposal less the insets and the
/// result is the content's size plus the insets.
public struct _PaddingLayout: ViewModifier, UnaryNodeModifier {
    public var edges: Edge.Set
    public var insets: EdgeInsets?
    public typealias Body = Never

    public init(edges: Edge.Set = .all, insets: EdgeInsets?) {
        self.edges = edges
        self.insets = insets
    }

    /// SwiftUI's default padding on iOS.
    package static let defaultLength: CGFloat = 16

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        let base = insets ?? EdgeInsets(.all, Self.defaultLength)
        let applied = EdgeInsets(top: edges.contains(.top) ? base.top : 0, leading: edges.contains(.leading) ? base.leading : 0,
                                 bottom: edges.contains(.bottom) ? base.bottom : 0, trailing: edges.contains(.trailing) ? base.trailing : 0)
        return PaddingNode(insets: applied, child: child, environment: context.environment)
    }
}

package final class PaddingNode: UnaryLayoutNode, @unchecked Sendable {
    let insets: EdgeInsets

    init(insets: EdgeInsets, child: LayoutNode, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment)
    }

    /// The padded edges are no longer the content's: they prefer what a non-text view does.
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        child.spacing(on: edges).resetting([insets.top != 0 ? .top : [], insets.leading != 0 ? .leading : [],
                                 insets.bottom != 0 ? .bottom : [], insets.trailing != 0 ? .trailing : []])
    }

    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                         height: proposal.height.map { max(0, $0 - insets.vertical) })
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(inner(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        // The content is offered what it was offered when measured: the proposal less the insets.
        let offer = inner(proposal)
        return (CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), child.sizeThatFits(offer), offer)
    }
}

extension View {
    /// Adds padding to the specified edges of this view (16 points when `length` is nil, as on iOS).
    ///
    /// ```swift
    /// Text("Hello").padding()                 // 16 on every edge
    /// Text("Hello").padding(.horizontal, 24)
    /// ```
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(_PaddingLayout(edges: edges, insets: length.map { EdgeInsets(.all, $0) }))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: insets))
    }

    /// Adds padding of `length` to every edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: EdgeInsets(.all, length)))
    }
}
