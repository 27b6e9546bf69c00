/// The layout of `fixedSize(horizontal:vertical:)`: the content is offered nil (its ideal size)
/// along the fixed axes, whatever the parent proposes.
public struct _FixedSizeLayout: ViewModifier, UnaryNodeModifier {
    let horizontal: Bool
    let vertical: Bool
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        FixedSizeNode(horizontal: horizontal, vertical: vertical, child: child, environment: context.environment)
    }
}

package final class FixedSizeNode: UnaryLayoutNode, @unchecked Sendable {
    let horizontal: Bool
    let vertical: Bool

    init(horizontal: Bool, vertical: Bool, child: LayoutNode, environment: EnvironmentValues) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, environment: environment)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let offer = offer(proposal)
        let size = child.sizeThatFits(offer)
        return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), size, offer)
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    ///
    /// ```swift
    /// Text("A long title that would wrap").fixedSize(horizontal: false, vertical: true)
    /// ```
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit
    case fill
}

/// The layout of `aspectRatio(_:contentMode:)`: the content is offered the largest size of the
/// ratio inside the proposal (`.fit`) or the smallest that covers it (`.fill`); a nil ratio is the
/// content's ideal size's.
public struct _AspectRatioLayout: ViewModifier, UnaryNodeModifier {
    let aspectRatio: CGFloat?
    let contentMode: ContentMode
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        AspectRatioNode(layout: self, child: child, environment: context.environment)
    }
}

package final class AspectRatioNode: UnaryLayoutNode, @unchecked Sendable {
    let layout: _AspectRatioLayout

    init(layout: _AspectRatioLayout, child: LayoutNode, environment: EnvironmentValues) {
        self.layout = layout
        super.init(child: child, environment: environment)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = layout.aspectRatio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return ProposedViewSize(width: ideal.width, height: ideal.width / ratio)
        case (let w?, nil):
            return ProposedViewSize(width: w, height: w / ratio)
        case (nil, let h?):
            return ProposedViewSize(width: h * ratio, height: h)
        case (let w?, let h?):
            let byWidth = CGSize(width: w, height: w / ratio)
            let byHeight = CGSize(width: h * ratio, height: h)
            let fits = byWidth.height <= h
            let chosen = layout.contentMode == .fit ? (fits ? byWidth : byHeight) : (fits ? byHeight : byWidth)
            if !chosen.width.isFinite || !chosen.height.isFinite { return ProposedViewSize(fits ? byWidth : byHeight) }
            return ProposedViewSize(chosen)
        }
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let offer = offer(proposal)
        let size = child.sizeThatFits(offer)
        return (CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), size, offer)
    }
}

extension View {
    /// Constrains this view's dimensions to the specified aspect ratio (nil: its ideal size's).
    ///
    /// ```swift
    /// Image("photo").resizable().aspectRatio(contentMode: .fit)
    /// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains this view's dimensions to the aspect ratio of the specified size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales this view to fit its parent (`aspectRatio(contentMode: .fit)`).
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill its parent (`aspectRatio(contentMode: .fill)`).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
