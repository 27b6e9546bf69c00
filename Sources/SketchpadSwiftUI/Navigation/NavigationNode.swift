import SketchpadLayout
import SketchpadWidgets

/// A navigation container's layout: its bar at the top of its frame (44 points of items, then
/// a 52-point large title area, then a 52-point search field area when searchable), the content
/// under it, and a 44-point bottom toolbar when there are bottom items.
package final class NavigationNode: LayoutNode, @unchecked Sendable {
    let content: LayoutNode
    let leading: LayoutNode?
    let trailing: LayoutNode?
    let principal: LayoutNode?
    let title: LayoutNode?
    let largeTitle: Bool
    /// A large title's inline form (headline, centred in the bar), shown once the large title
    /// has scrolled away.
    var inlineTitle: LayoutNode?
    let search: LayoutNode?
    let bottomItems: LayoutNode?
    let bottomBar: LayoutNode?
    let backdrop: LayoutNode?
    let barHidden: Bool
    let session: RenderSession
    /// What `containerRelativeFrame`s in the content measure against: the content area under the bar.
    var relativeFrameContainer: RelativeFrameContainer?
    /// The bars as a (drawing-only) safe area of the content: its scroll views draw on under them.
    var barsRegion: SafeAreaRegion?
    /// The bar's background, when it can show (content scrolled under the bar, `toolbarBackground`).
    var barBackground: NavigationBarBackground?
    /// Whether the last placement showed ``barBackground``.
    private var showsBarBackground = false
    /// How far the last placement collapsed the large title and search field (0: not at all).
    private var collapse: CGFloat = 0
    /// Whether the last placement collapsed them all the way (the inline title shows instead).
    private var collapsed = false
    /// Whether the last placement showed the bottom toolbar's background: as iOS 15 and later,
    /// only while content scrolls on under the toolbar (its scroll-edge appearance, with no
    /// scroll view or with content ending above the bar, is transparent).
    private var showsBottomBarBackground = false

    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let searchHeight: CGFloat = 52
    static let bottomBarHeight: CGFloat = 44

    init(content: LayoutNode, leading: LayoutNode?, trailing: LayoutNode?, principal: LayoutNode?, title: LayoutNode?, largeTitle: Bool,
         search: LayoutNode?, bottomItems: LayoutNode?, bottomBar: LayoutNode?, backdrop: LayoutNode?, barHidden: Bool,
         session: RenderSession, environment: EnvironmentValues) {
        self.content = content
        self.leading = leading
        self.trailing = trailing
        self.principal = principal
        self.title = title
        self.largeTitle = largeTitle
        self.search = search
        self.bottomItems = bottomItems
        self.bottomBar = bottomBar
        self.backdrop = backdrop
        self.barHidden = barHidden
        self.session = session
        super.init(environment: environment)
    }

    /// Resolves `root` and what it says about its bar into a navigation node.
    @MainActor static func make<Root: View>(_ root: Root, in context: ResolveContext, firstColumnOnly: Bool = false) throws -> NavigationNode {
        let env = context.environment
        var inner = context.child(51)
        inner.stackAxis = nil
        let container = RelativeFrameContainer()
        inner.environment.relativeFrameContainer = container
        // The content's scroll views draw on under the bars (drawing only: frames stay between them).
        let barsRegion = SafeAreaRegion(parent: env.safeAreaRegion, movesFrames: false)
        inner.environment.safeAreaRegion = barsRegion
        var nodes = try inner.resolve(root)
        if firstColumnOnly, nodes.count > 1 { nodes = [nodes[0]] }
        let content = nodes.count == 1 ? nodes[0] : LayoutContainerNode(layout: VStackLayout(), nodes: nodes, environment: env)
        let title = content.navigationValue(NavigationTrait.title, as: NavigationTrait.TitleBox.self)?.title
        let mode = content.navigationValue(NavigationTrait.displayMode, as: NavigationTrait.DisplayModeBox.self)?.mode ?? .automatic
        let hidden = content.navigationValue(NavigationTrait.barHidden, as: NavigationTrait.BarHiddenBox.self)?.hidden ?? false
        let search = content.navigationValue(NavigationTrait.search, as: NavigationTrait.SearchBox.self)
        let entries = content.toolbarEntries
        let large = mode != .inline && title.map { !$0.plainString.isEmpty } == true

        var barContext = context.child(52)
        barContext.stackAxis = nil
        barContext.environment.isInList = false
        func group(_ slot: ToolbarItemPlacement.Slot, _ index: Int) throws -> LayoutNode? {
            let views = entries.filter { $0.placement.slot == slot }.map(\.content)
            if views.isEmpty { return nil }
            let spread = slot == .bottom
            // On iOS a label in a bar shows its icon only (a label style set on the item wins).
            let view = HStack(spacing: 16) {
                ForEach(Array(views.enumerated()), id: \.offset) { item in
                    if spread && item.offset > 0 { Spacer(minLength: 0) }
                    item.element
                }
            }
            .labelStyle(.iconOnly)
            return SectionNode.stacked(try barContext.child(index).resolve(view), environment: env)
        }
        let leading = try group(.leading, 1), trailing = try group(.trailing, 2), principal = try group(.principal, 3)
        let bottomItems = try group(.bottom, 4)
        var titleNode: LayoutNode?
        var inlineTitleNode: LayoutNode?
        if let title, principal == nil || large {
            let text = large ? AnyView(title.font(.largeTitle).bold().lineLimit(1)) : AnyView(title.font(.headline).lineLimit(1))
            titleNode = SectionNode.stacked(try barContext.child(5).resolve(text), environment: env)
            if large {
                titleNode = titleNode.map { NavigationBarClipNode(child: $0, environment: env) }
                if principal == nil {
                    inlineTitleNode = SectionNode.stacked(try barContext.child(7).resolve(title.font(.headline).lineLimit(1)), environment: env)
                }
            }
        }
        var searchNode: LayoutNode?
        if let search {
            let field = HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                (search.prompt ?? Text("Search")).lineLimit(1)
                Spacer(minLength: 0)
            }
            .foregroundStyle(.secondary)
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(Color(value: SystemPalette.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
            searchNode = SectionNode.stacked(try barContext.child(6).resolve(field), environment: env).map { NavigationBarClipNode(child: $0, environment: env) }
        }
        // Behind the bar: the content's background (a grouped list's grey), up under the status bar.
        var grouped = false
        content.forEachNode { node in
            if let list = node as? ListNode, list.paintsGroupedBackground { grouped = true }
        }
        let backdrop: LayoutNode? = grouped
            ? ShapeNode(shape: Rectangle(), fill: AnyShapeStyle(Color(value: SystemPalette.systemGroupedBackground)), stroke: nil, environment: env)
            : nil
        let bottomBar: LayoutNode? = bottomItems == nil ? nil
            : WidgetNode(widget: SketchpadWidgets.TabBar([], selectedIndex: nil), sizing: { $0.replacingUnspecifiedDimensions(by: .zero) },
                         session: context.session, environment: env)
        let node = NavigationNode(content: content, leading: leading, trailing: trailing, principal: principal, title: titleNode,
                                  largeTitle: large, search: searchNode, bottomItems: bottomItems, bottomBar: bottomBar, backdrop: backdrop,
                                  barHidden: hidden, session: context.session, environment: env)
        node.relativeFrameContainer = container
        node.barsRegion = barsRegion
        node.inlineTitle = inlineTitleNode
        if !hidden { node.barBackground = NavigationBarBackground.make(for: content, environment: env) }
        return node
    }

    /// Whether a scroll view or list reaching down to `barTop` has content continuing under it.
    private static func contentContinues(in content: LayoutNode, under barTop: CGFloat) -> Bool {
        var continues = false
        content.forEachNode { node in
            guard !continues, node.frame.maxY >= barTop - 0.5 else { return }
            if let scroll = node as? ScrollViewNode, scroll.contentContinuesBelow { continues = true }
            if let list = node as? ListNode, list.contentContinuesBelow { continues = true }
        }
        return continues
    }

    package override var children: [LayoutNode] {
        let bar = showsBarBackground ? barBackground.map { [$0.fill, $0.hairline] } ?? [] : []
        let titles = collapsed ? [inlineTitle] : [title, search]
        return [backdrop, content].compactMap { $0 } + bar + ([showsBottomBarBackground ? bottomBar : nil] + titles + [leading, trailing, principal, bottomItems]).compactMap { $0 }
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let (safeArea, canvas) = MainActor.assumeIsolated { (session.safeArea, session.canvas) }
        let margin: CGFloat = bounds.width > 400 ? 20 : 16
        let top = bounds.minY
        var cursor = top
        if !barHidden {
            cursor += Self.barHeight
            var leadingWidth: CGFloat = 0, trailingWidth: CGFloat = 0
            if let leading {
                let size = leading.sizeThatFits(.unspecified)
                leading.place(in: CGRect(x: bounds.minX + margin, y: top + (Self.barHeight - size.height) / 2, width: size.width, height: size.height),
                              proposal: .unspecified)
                leadingWidth = size.width
            }
            if let trailing {
                let size = trailing.sizeThatFits(.unspecified)
                trailing.place(in: CGRect(x: bounds.maxX - margin - size.width, y: top + (Self.barHeight - size.height) / 2,
                                          width: size.width, height: size.height), proposal: .unspecified)
                trailingWidth = size.width
            }
            let side = max(leadingWidth, trailingWidth) + margin + 8
            if let principal {
                let offer = ProposedViewSize(width: max(0, bounds.width - 2 * side), height: Self.barHeight)
                let size = principal.sizeThatFits(offer)
                principal.place(in: CGRect(x: bounds.midX - size.width / 2, y: top + (Self.barHeight - size.height) / 2,
                                           width: size.width, height: size.height), proposal: offer)
            }
            if let title {
                if largeTitle {
                    let offer = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: nil)
                    let size = title.sizeThatFits(offer)
                    title.place(in: CGRect(x: bounds.minX + margin, y: cursor + (Self.largeTitleHeight - size.height) / 2,
                                           width: size.width, height: size.height), proposal: offer)
                    cursor += Self.largeTitleHeight
                } else {
                    let offer = ProposedViewSize(width: max(0, bounds.width - 2 * side), height: nil)
                    let size = title.sizeThatFits(offer)
                    title.place(in: CGRect(x: bounds.midX - size.width / 2, y: top + (Self.barHeight - size.height) / 2,
                                           width: size.width, height: size.height), proposal: offer)
                }
            }
            if let search {
                let offer = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: 36)
                let size = search.sizeThatFits(offer)
                search.place(in: CGRect(x: bounds.minX + margin, y: cursor + (Self.searchHeight - size.height) / 2,
                                        width: size.width, height: size.height), proposal: offer)
                cursor += Self.searchHeight
            }
        }
        var bottom = bounds.maxY
        if let bottomItems, let bottomBar {
            bottom -= Self.bottomBarHeight
            // The bar's background reaches down under the home indicator when the bar is at the safe area's bottom.
            let reach = abs(bounds.maxY - safeArea.maxY) < 0.5 ? max(bounds.maxY, canvas.maxY) : bounds.maxY
            bottomBar.place(in: CGRect(x: bounds.minX, y: bottom, width: bounds.width, height: reach - bottom),
                            proposal: ProposedViewSize(width: bounds.width, height: reach - bottom))
            let offer = ProposedViewSize(width: max(0, bounds.width - 2 * margin), height: Self.bottomBarHeight)
            let size = bottomItems.sizeThatFits(offer)
            bottomItems.place(in: CGRect(x: bounds.minX + margin, y: bottom + (Self.bottomBarHeight - size.height) / 2,
                                         width: size.width, height: size.height), proposal: offer)
        }
        if let backdrop {
            let from = abs(top - safeArea.minY) < 0.5 ? min(top, canvas.minY) : top
            backdrop.place(in: CGRect(x: bounds.minX, y: from, width: bounds.width, height: max(0, bottom - from)),
                           proposal: ProposedViewSize(width: bounds.width, height: max(0, bottom - from)))
        }
        let offer = ProposedViewSize(width: bounds.width, height: max(0, bottom - cursor))
        barsRegion?.inner = CGRect(x: bounds.minX, y: cursor, width: bounds.width, height: max(0, bottom - cursor))
        barsRegion?.outer = bounds
        if relativeFrameContainer?.update(width: offer.width, height: offer.height) == true { content.forEachNode { $0.forgetMeasurements() } }
        content.place(at: CGPoint(x: bounds.midX, y: cursor + max(0, bottom - cursor) / 2), anchor: .center, proposal: offer)
        // Content that starts scrolled first slides the large title and search field up under
        // the bar's row (they scroll with it), then goes on under the bar.
        let scrolled = NavigationBarBackground.scrolledDistance(of: content, barBottom: cursor)
        let collapsible = barHidden || !largeTitle ? 0 : cursor - (top + Self.barHeight)
        collapseLargeTitle(by: min(scrolled, collapsible), collapsible: collapsible, top: top, bounds: bounds)
        let barBottom = cursor - collapse
        showsBarBackground = barBackground?.shows(scrolledUnder: scrolled - collapse) ?? false
        showsBottomBarBackground = bottomBar != nil && Self.contentContinues(in: content, under: bottom)
        if let barBackground, showsBarBackground {
            // Up under the status bar when the bar is at the safe area's top.
            let from = abs(top - safeArea.minY) < 0.5 ? min(top, canvas.minY) : top
            barBackground.place(in: CGRect(x: bounds.minX, y: from, width: bounds.width, height: barBottom - from), scale: environment.displayScale)
        }
    }

    /// Moves the large title and search field up by `amount` (of `collapsible`), clipped at the
    /// bar's row; all the way, the inline title shows in the bar instead, as on iOS ("displays the
    /// toolbar title below the content of the navigation bar when scrollable content is scrolled to
    /// the top and transitions to the center of the toolbar as content is scrolled").
    private func collapseLargeTitle(by amount: CGFloat, collapsible: CGFloat, top: CGFloat, bounds: CGRect) {
        collapse = max(0, amount)
        collapsed = collapsible > 0 && collapse >= collapsible - 0.5
        let clip = collapse > 0 ? CGRect(x: bounds.minX, y: top + Self.barHeight, width: bounds.width, height: collapsible - collapse) : nil
        for part in [title, search].compactMap({ $0 as? NavigationBarClipNode }) {
            part.clip = clip
            if collapse > 0 { part.place(in: part.frame.offsetBy(dx: 0, dy: -collapse), proposal: part.placedProposal) }
        }
        guard collapsed, let inlineTitle else { return }
        let margin: CGFloat = bounds.width > 400 ? 20 : 16
        let side = max(leading?.frame.width ?? 0, trailing?.frame.width ?? 0) + margin + 8
        let offer = ProposedViewSize(width: max(0, bounds.width - 2 * side), height: nil)
        let size = inlineTitle.sizeThatFits(offer)
        inlineTitle.place(in: CGRect(x: bounds.midX - size.width / 2, y: top + (Self.barHeight - size.height) / 2, width: size.width, height: size.height),
                          proposal: offer)
    }

    /// A navigation container has a view of its own (its frame shows in overlays).
    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? { SketchpadLayout.View() }
}
