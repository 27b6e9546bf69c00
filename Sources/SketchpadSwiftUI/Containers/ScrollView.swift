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
        // A `ScrollViewReader` inside scrolls this view: its proxy's requests land here.
        let requests = context.environment.scrollRequests ?? ScrollRequests.stored(in: context)
        inner.environment.scrollRequests = requests
        let initial = context.environment.initialScroll
        if initial.target != nil { inner.environment.collectsScrollTargetIDs = true }
        let container = RelativeFrameContainer()
        inner.environment.relativeFrameContainer = container
        let children = try inner.resolve(content)
        let content = children.count == 1 ? children[0]
            : LayoutContainerNode(layout: VStackLayout(), nodes: children, environment: context.environment)
        let node = ScrollViewNode(axes: axes, viewport: viewport, container: container, margins: context.environment.contentMargins.content,
                                  child: content, environment: context.environment)
        node.initialScroll = initial
        node.requests = requests
        nodes.append(node)
    }
}

package final class ScrollViewNode: UnaryLayoutNode, @unchecked Sendable {
    let axes: Axis.Set
    let viewport: ScrollViewport
    /// The size `containerRelativeFrame`s inside measure against.
    let container: RelativeFrameContainer
    /// What insets the content: `contentMargins` plus the `safeAreaPadding` applied to the scroll view.
    package var margins: EdgeInsets
    /// Where the content is first scrolled (`defaultScrollAnchor`, `scrollPosition`).
    var initialScroll = InitialScroll()
    /// What a `ScrollViewReader`'s proxy asked for (in `onAppear`, before the render).
    var requests: ScrollRequests?
    /// How far the content is scrolled in the still (from its top leading corner).
    package private(set) var contentOffset = CGSize.zero
    /// Whether content continues below the visible bottom in the still (it scrolls on under a
    /// bottom toolbar there, which then shows its background).
    package private(set) var contentContinuesBelow = false
    /// What the scroll view draws: its frame, reaching on through the device's safe area and
    /// bars it touches (the content scrolls on under them, as on iOS).
    private var drawnFrame = CGRect.zero

    init(axes: Axis.Set, viewport: ScrollViewport, container: RelativeFrameContainer, margins: EdgeInsets,
         child: LayoutNode, environment: EnvironmentValues) {
        self.axes = axes
        self.viewport = viewport
        self.container = container
        self.margins = margins
        super.init(child: child, environment: environment)
        hasCustomGuides = false
        hasTextBaselines = false
    }

    /// The content's proposal: nothing along the scroll axes, the scroll view's size less the margins across them.
    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        setContainer(for: proposal)
        return ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.horizontal) },
                                height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.vertical) })
    }

    /// The container of the relative frames inside is the scroll view at `proposal` less its margins;
    /// when that changes, sizes measured against the old one are forgotten.
    private func setContainer(for proposal: ProposedViewSize) {
        let width = proposal.width.map { max(0, $0 - margins.horizontal) }
        let height = proposal.height.map { max(0, $0 - margins.vertical) }
        if container.update(width: width, height: height) { child.forEachNode { $0.forgetMeasurements() } }
    }

    /// A scroll view takes the space offered along its axes; across them, its content's size (and margins).
    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(offer(proposal))
        return CGSize(width: proposal.width ?? content.width + margins.horizontal,
                      height: proposal.height ?? content.height + margins.vertical)
    }

    /// The still frame shows the content from its top: the visible part is the scroll view's frame.
    /// Where the scroll view reaches a `safeAreaPadding`'s padded edge, it extends through the
    /// padding and insets its content by as much, so the content scrolls under the padding.
    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let extended = environment.safeAreaRegion?.extend(bounds, edges: .all) ?? bounds
        frame = extended
        drawnFrame = environment.safeAreaRegion?.extend(bounds, edges: .all, drawing: true) ?? bounds
        viewport.visible = extended
        // The content keeps its place in `bounds`: its margins grew by what the frame reached through.
        let placed = childFrame(in: bounds, proposal: proposal)
        child.place(in: CGRect(origin: placed.origin, size: placed.size), proposal: placed.proposal)
        // Scrolled (an anchor, a position, a proxy's request): placed again, moved up and left.
        let overflow = CGSize(width: axes.contains(.horizontal) ? placed.size.width + margins.horizontal - bounds.width : 0,
                              height: axes.contains(.vertical) ? placed.size.height + margins.vertical - bounds.height : 0)
        contentOffset = scrollOffset(overflow: overflow, visible: bounds)
        contentContinuesBelow = overflow.height - contentOffset.height > 0.5
        if contentOffset != .zero {
            let moved = CGPoint(x: placed.origin.x - contentOffset.width, y: placed.origin.y - contentOffset.height)
            child.place(in: CGRect(origin: moved, size: placed.size), proposal: placed.proposal)
        }
    }

    /// The still's scroll offset: a proxy's request or a position's view first (found in the
    /// content as placed unscrolled), else the position's point or edge, else the anchor.
    private func scrollOffset(overflow: CGSize, visible: CGRect) -> CGSize {
        guard overflow.width > 0 || overflow.height > 0 else { return .zero }
        if let target = requests?.last ?? initialScroll.target {
            guard let rect = target.frame(in: child) else { return .zero }
            let anchor = target.anchor
            return CGSize(width: InitialScrollTarget.offset(target: rect.minX...rect.maxX, visible: visible.minX...visible.maxX,
                                                     anchor: anchor?.x, overflow: overflow.width),
                          height: InitialScrollTarget.offset(target: rect.minY...rect.maxY, visible: visible.minY...visible.maxY,
                                                      anchor: anchor?.y, overflow: overflow.height))
        }
        guard initialScroll.isSet else { return .zero }
        return initialScroll.offset(overflow: overflow)
    }

    package override func childFrame(in bounds: CGRect, proposal: ProposedViewSize) -> (origin: CGPoint, size: CGSize, proposal: ProposedViewSize) {
        let offer = offer(ProposedViewSize(bounds.size))
        let size = child.sizeThatFits(offer)
        // The content starts after the margins; narrower than the scroll view across its axis, it is centred there.
        let inner = CGRect(x: bounds.minX + margins.leading, y: bounds.minY + margins.top,
                           width: max(0, bounds.width - margins.horizontal), height: max(0, bounds.height - margins.vertical))
        let x = axes.contains(.horizontal) ? inner.minX : inner.minX + max(0, (inner.width - size.width) / 2)
        let y = axes.contains(.vertical) ? inner.minY : inner.minY + max(0, (inner.height - size.height) / 2)
        return (CGPoint(x: x, y: y), size, offer)
    }

    package override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayoutView? {
        guard drawnFrame != frame, !drawnFrame.isEmpty else {
            let view = SketchpadLayoutView()
            view.clipsToBounds = true
            return view
        }
        // Clipped to what it draws, beyond its frame where it reaches under bars and insets.
        let local = drawnFrame.offsetBy(dx: -frame.minX, dy: -frame.minY)
        let view = EffectDrawing(opacity: 1, clip: { _ in Path(local) }, shadow: nil, shadowShape: nil)
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
