/// The layout of `frame(width:height:alignment:)`: the given dimensions replace the proposal's
/// and the result's; the content is aligned inside on the alignment's guides.
public struct _FrameLayout: ViewModifier, UnaryNodeModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    public typealias Body = Never

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        FrameNode(width: width, height: height, alignment: alignment, child: child, environment: context.environment)
    }
}

/// Places a child in a box on the box's alignment guides (frames, overlays).
package func aligned(_ child: LayoutNode, size: CGSize, proposal: ProposedViewSize, in bounds: CGRect,
                     alignment: Alignment) -> CGPoint {
    let box = ViewDimensions(size: bounds.size, node: nil, proposal: .unspecified)
    let d = ViewDimensions(size: size, node: child, proposal: proposal)
    let h = alignment.horizontal.key, v = alignment.vertical.key
    let x = h.defaultValue(in: box) - (child.mayAnswer(h) ? d.value(h) : h.defaultValue(in: d))
    let y = v.defaultValue(in: box) - (child.mayAnswer(v) ? d.value(v) : v.defaultValue(in: d))
    return CGPoint(x: bounds.minX + x, y: bounds.minY + y)
}

package final class FrameNode: UnaryLayoutNode, @unchecked Sendable {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: LayoutNode, environment: EnvironmentValues) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    /// The edges of a fixed dimension are the frame's, not the content's (OpenSwiftUI `_FrameLayout.spacing`).
    package override func spacing(on edges: Edge.Set) -> ViewSpacing {
        child.spacing(on: edges).resetting([width != nil ? .horizontal : [], height != nil ? .vertical : []])
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.sizeThatFits(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let offer = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let size = child.sizeThatFits(offer)
        return (aligned(child, size: size, proposal: offer, in: bounds, alignment: alignment), size, offer)
    }
}

/// The layout of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// The content is offered the proposal clamped to the minimum and maximum (the ideal size when
/// the proposal leaves a dimension unspecified). The frame's own size is the proposal clamped
/// between the minimum and the maximum, where a missing minimum or maximum is the content's size
/// (so `maxWidth: .infinity` takes all the width offered, `minWidth` alone grows a smaller content).
public struct _FlexFrameLayout: ViewModifier, UnaryNodeModifier {
    let minWidth, idealWidth, maxWidth: CGFloat?
    let minHeight, idealHeight, maxHeight: CGFloat?
    let alignment: Alignment
    public typealias Body = Never

    /// Normalises the constraints as SwiftUI's initialiser does (OpenSwiftUI `FlexFrameLayoutTests`):
    /// a negative minimum is 0, an ideal below the minimum is the minimum, and a maximum below
    /// the ideal is the ideal.
    init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        (self.minWidth, self.idealWidth, self.maxWidth) = Self.normalized(minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = Self.normalized(minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    private static func normalized(_ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
        let low = low.map { $0 < 0 ? 0 : $0 }
        let ideal = ideal.map { value in low.map { Swift.max($0, value) } ?? value }
        let high = high.map { value in ideal.map { Swift.max($0, value) } ?? value }
        return (low, ideal, high)
    }

    package func makeNode(child: LayoutNode, in context: ResolveContext) throws -> LayoutNode {
        FlexFrameNode(layout: self, child: child, environment: context.environment)
    }

    nonisolated func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func clamp(_ value: CGFloat?, _ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?) -> CGFloat? {
            guard var value else { return ideal }
            if let low { value = max(low, value) }
            if let high { value = min(high, value) }
            return value
        }
        return ProposedViewSize(width: clamp(proposal.width, minWidth, idealWidth, maxWidth),
                                height: clamp(proposal.height, minHeight, idealHeight, maxHeight))
    }

    nonisolated func size(for proposal: ProposedViewSize, child: CGSize) -> CGSize {
        func resolve(_ proposed: CGFloat?, _ low: CGFloat?, _ ideal: CGFloat?, _ high: CGFloat?, _ content: CGFloat) -> CGFloat {
            let lower = low ?? content
            let upper = high ?? content
            var value = proposed ?? (ideal ?? content)
            value = min(value, upper)
            value = max(value, lower)
            return value
        }
        return CGSize(width: resolve(proposal.width, minWidth, idealWidth, maxWidth, child.width),
                      height: resolve(proposal.height, minHeight, idealHeight, maxHeight, child.height))
    }
}

package final class FlexFrameNode: UnaryLayoutNode, @unchecked Sendable {
    let layout: _FlexFrameLayout

    init(layout: _FlexFrameLayout, child: LayoutNode, environment: EnvironmentValues) {
        self.layout = layout
        super.init(child: child, environment: environment)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        layout.size(for: proposal, child: child.sizeThatFits(layout.childProposal(proposal)))
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        // The content is offered the frame's own size, clamped as any proposal is.
        let offer = layout.childProposal(ProposedViewSize(bounds.size))
        let size = child.sizeThatFits(offer)
        return (aligned(child, size: size, proposal: offer, in: bounds, alignment: layout.alignment), size, offer)
    }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    ///
    /// ```swift
    /// Ellipse().fill(.purple).frame(width: 200, height: 100)
    /// Text("Hello world!").frame(width: 200, height: 30, alignment: .topLeading)
    /// ```
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil },
                              height: height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    ///
    /// ```swift
    /// Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    /// ```
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                  idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Positions this view within an invisible frame (deprecated in SwiftUI: pass parameters).
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View { frame(width: nil, height: nil, alignment: .center) }
}
