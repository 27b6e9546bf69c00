/// A view that adapts to the available space by providing the first child view that fits: the
/// first whose ideal size along the constrained axes is within the proposal (else the last).
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Continue to checkout")
///     Text("Checkout")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    package let axes: Axis.Set
    package let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(ViewThatFitsNode(axes: axes, candidates: try context.resolve(content), environment: context.environment))
    }
}

package final class ViewThatFitsNode: LayoutNode, @unchecked Sendable {
    let axes: Axis.Set
    let candidates: [LayoutNode]
    private var chosen: LayoutNode?

    init(axes: Axis.Set, candidates: [LayoutNode], environment: EnvironmentValues) {
        self.axes = axes
        self.candidates = candidates
        super.init(environment: environment)
    }

    package override var children: [LayoutNode] { chosen.map { [$0] } ?? [] }

    private func choose(_ proposal: ProposedViewSize) -> LayoutNode? {
        for candidate in candidates {
            let ideal = candidate.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                                 height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return candidate }
        }
        return candidates.last
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        choose(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        chosen = choose(proposal)
        chosen?.place(in: bounds, proposal: proposal)
    }
}
