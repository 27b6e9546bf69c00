/// A scrollable view: its content is offered no limit along the scroll axes (its ideal size
/// there) and the visible part — from the top leading corner, as on screen before any scroll — is drawn.
///
/// ```swift
/// ScrollView {
///     VStack(alignment: .leading) { ForEach(0..<50) { Text("Row \($0)") } }
/// }
/// ```
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        var inner = context.child(41)
        inner.stackAxis = nil
        let viewport = ScrollViewport()
        inner.environment.scrollViewport = viewport
        inner.environment.pinnedScrollableViews = []
        inner.environment.tagsSections = false
        let children = try inner.resolve(content)
        let content = children.count == 1 ? children[0]
            : LayoutContainerNode(layout: VStackLayout(), nodes: children, environment: context.environment)
        nodes.append(ScrollViewNode(axes: axes, viewport: viewport, child: content, environment: context.environment))
    }
}

package final class ScrollViewNode: UnaryLayoutNode, @unchecked Sendable {
    let axes: Axis.Set
    let viewport: ScrollViewport

    init(axes: Axis.Set, viewport: ScrollViewport, child: LayoutNode, environment: EnvironmentValues) {
        self.axes = axes
        self.viewport = viewport
        super.init(child: child, environment: environment)
        hasCustomGuides = false
        hasTextBaselines = false
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                         height: axes.contains(.vertical) ? nil : proposal.height)
    }

    /// A scroll view takes the space offered along its axes; across them, its content's size.
    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(offer(proposal))
        return CGSize(width: axes.contains(.horizontal) ? (proposal.width ?? content.width) : (proposal.width ?? content.width),
                      height: axes.contains(.vertical) ? (proposal.height ?? content.height) : (proposal.height ?? content.height))
    }

    /// The still frame shows the content from its top: the visible part is the scroll view's frame.
    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        viewport.visible = bounds
        super.placeContent(in: bounds, proposal: proposal)
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let offer = offer(ProposedViewSize(bounds.size))
        let size = child.sizeThatFits(offer)
        // Content narrower than the scroll view across its axis is centred there.
        let x = axes.contains(.horizontal) ? bounds.minX : bounds.minX + max(0, (bounds.width - size.width) / 2)
        let y = axes.contains(.vertical) ? bounds.minY : bounds.minY + max(0, (bounds.height - size.height) / 2)
        return (CGPoint(x: x, y: y), size, offer)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayoutView? {
        let view = SketchpadLayoutView()
        view.clipsToBounds = true
        return view
    }
}

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed (all of them in a still). It takes the width offered. With `pinnedViews`, its
/// sections' headers and footers stay on the enclosing scroll view's visible part: in a still
/// frame (scrolled to the top), the footer of a section running past the bottom is drawn there.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading) { ForEach(items) { Row(item: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let frameAlignment = Alignment(horizontal: alignment, vertical: .center)
        guard !pinnedViews.isEmpty else {
            let stack = VStack(alignment: alignment, spacing: spacing) { content }
            try context.resolve(stack.frame(maxWidth: .infinity, alignment: frameAlignment), into: &nodes)
            return
        }
        // Its sections tag their headers and footers, which the stack keeps on screen.
        var inner = context
        inner.environment.pinnedScrollableViews = pinnedViews
        let layout = PinnedSectionsLayout(base: VStackLayout(alignment: alignment, spacing: spacing), axis: .vertical, pinned: pinnedViews)
        try inner.resolve(_LayoutView(layout: layout, content: content).frame(maxWidth: .infinity, alignment: frameAlignment), into: &nodes)
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed (all of them in a still). It takes the height offered. With `pinnedViews`, its
/// sections' headers and footers stay on the enclosing scroll view's visible part, at its leading
/// and trailing edges.
public struct LazyHStack<Content: View>: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let pinnedViews: PinnedScrollableViews
    package let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyHStack: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let frameAlignment = Alignment(horizontal: .center, vertical: alignment)
        guard !pinnedViews.isEmpty else {
            let stack = HStack(alignment: alignment, spacing: spacing) { content }
            try context.resolve(stack.frame(maxHeight: .infinity, alignment: frameAlignment), into: &nodes)
            return
        }
        var inner = context
        inner.environment.pinnedScrollableViews = pinnedViews
        let layout = PinnedSectionsLayout(base: HStackLayout(alignment: alignment, spacing: spacing), axis: .horizontal, pinned: pinnedViews)
        try inner.resolve(_LayoutView(layout: layout, content: content).frame(maxHeight: .infinity, alignment: frameAlignment), into: &nodes)
    }
}

/// A set of view types that may be pinned to the bounds of a scroll view.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
