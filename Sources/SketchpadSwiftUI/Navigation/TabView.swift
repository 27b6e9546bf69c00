import SketchpadLayout
import SketchpadWidgets

/// A view that switches between multiple child views using interactive user interface
/// elements. A still shows the selected tab (the one whose `tag(_:)`, or `Tab` value, matches
/// the selection; the first without one) above Sketchpad's `TabBar` (49 points) of every tab's
/// item: the `tabItem`'s (or `Tab`'s) title and symbol, a red badge where `.badge(_:)` gives one.
/// As on iOS 15 and later, the bar is clear while the page's content ends at or above it (its
/// scroll-edge appearance) and shows the bar material, with a hairline on top, reaching under the
/// home indicator, when content scrolls on under it (its standard appearance);
/// `toolbarBackground(_:for: .tabBar)` sets the material and the visibility.
///
/// ```swift
/// TabView {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
///     SettingsView().tabItem { Label("Settings", systemImage: "gear") }
/// }
/// TabView(selection: $tab) {
///     Tab("Home", systemImage: "house", value: 0) { HomeView() }
///     Tab("Search", systemImage: "magnifyingglass", value: 1) { SearchView() }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    package let selection: AnyHashable?
    package let content: Content

    /// Creates an instance that selects from content associated with `Selection` values.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    public typealias Body = Never
}

extension TabView where SelectionValue == Int {
    /// Creates an instance that selects from content associated with `Selection` values (the first tab).
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The content of a tab, and its tab item (iOS 18's `Tab`).
///
/// ```swift
/// Tab("Library", systemImage: "books.vertical", value: .library) { LibraryView() }
/// ```
public struct Tab<Value: Hashable, Content: View>: View {
    package let title: Text
    package let systemImage: String?
    package let value: Value?
    package let content: Content

    /// Creates a tab that the tab view presents when its value matches the selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(titleKey)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content()
    }

    public var body: some View {
        content
            .tabItem { SketchpadSwiftUI.Label { title } icon: { if let systemImage { Image(systemName: systemImage) } } }
            .modifier(_TraitWritingModifier { node in if let value { node.layoutValues[TagTrait.key] = AnyHashable(value) } })
    }
}

extension Tab where Value == Never {
    /// Creates a tab with a title and symbol that is not selected by value.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(titleKey)
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = Text(title)
        self.systemImage = systemImage
        self.value = nil
        self.content = content()
    }
}

extension TabView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        let env = context.environment
        var inner = context.child(61)
        inner.stackAxis = nil
        inner.environment.collectsImplicitTags = true
        let container = RelativeFrameContainer()
        inner.environment.relativeFrameContainer = container
        // A page's scroll view draws on under the tab bar (drawing only: frames stay above it).
        let barRegion = SafeAreaRegion(parent: env.safeAreaRegion, movesFrames: false)
        inner.environment.safeAreaRegion = barRegion
        let pages = try inner.resolve(content)
        let selected = selection.flatMap { selection in pages.firstIndex { tagMatches($0.tag, selection) } } ?? 0
        if env.tabViewStyle == .page {
            let node = TabNode(page: pages.indices.contains(selected) ? pages[selected] : nil, bar: nil, badges: [],
                               pageDots: try pageDots(pages.count, selected, context), count: pages.count, session: context.session, environment: env)
            node.relativeFrameContainer = container
            node.barRegion = barRegion
            nodes.append(node)
            return
        }
        var titles: [String] = []
        var icons: [Icon?] = []
        var badges: [(Int, LayoutNode)] = []
        for (index, page) in pages.enumerated() {
            var itemContext = context.child(1000 + index)
            itemContext.stackAxis = nil
            let label = page.navigationValue(NavigationTrait.tabItem, as: NavigationTrait.TabItemBox.self)?.label
            let item = try label.map { try itemContext.resolve($0) } ?? []
            titles.append(item.lazy.compactMap(\.firstText).first ?? "")
            icons.append(item.lazy.compactMap(\.firstSymbol).first)
            if let badge = page.badge {
                let bubble = badge.font(.system(size: 13)).foregroundStyle(.white).lineLimit(1)
                    .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18).background(Color.red, in: Capsule())
                badges.append((index, try itemContext.child(1).resolve(bubble)[0]))
            }
        }
        let tint = env.tint.map { $0.paint(in: env) }
        let tabBar = SketchpadWidgets.TabBar(titles, selectedIndex: pages.isEmpty ? nil : selected, tintColor: tint)
        tabBar.icons = icons
        tabBar.drawsBackground = false
        let bar = WidgetNode(widget: tabBar, sizing: { $0.replacingUnspecifiedDimensions(by: .zero) }, session: context.session, environment: env)
        let node = TabNode(page: pages.indices.contains(selected) ? pages[selected] : nil, bar: bar, badges: badges, pageDots: nil,
                           count: pages.count, session: context.session, environment: env)
        node.relativeFrameContainer = container
        node.barRegion = barRegion
        if let page = node.page { node.barBackground = NavigationBarBackground.make(for: page, tabBar: true, environment: env) }
        nodes.append(node)
    }

    private func pageDots(_ count: Int, _ selected: Int, _ context: ResolveContext) throws -> LayoutNode? {
        guard count > 1, !context.environment.pageIndexHidden else { return nil }
        let dots = HStack(spacing: 9) {
            ForEach(0..<count, id: \.self) { i in
                Circle().fill(i == selected ? Color.white : Color.white.opacity(0.4)).frame(width: 7, height: 7)
            }
        }
        guard context.environment.pageIndexBackground == .always else { return try context.child(71).resolve(dots).first }
        // The capsule's size and grey are approximate (UIPageControl's prominent background, 26 points tall).
        let capsule = dots.padding(.horizontal, 10).padding(.vertical, 9.5).background(Capsule().fill(Color.black.opacity(0.25)))
        return try context.child(71).resolve(capsule).first
    }
}

/// A tab view's layout: the selected page above the tab bar (49 points, at the bottom of the
/// frame; its background reaching down under the home indicator), badges at each item's icon.
package final class TabNode: LayoutNode, @unchecked Sendable {
    let page: LayoutNode?
    let bar: LayoutNode?
    let badges: [(Int, LayoutNode)]
    let pageDots: LayoutNode?
    let count: Int
    let session: RenderSession
    /// What `containerRelativeFrame`s in the page measure against: the area above the tab bar.
    var relativeFrameContainer: RelativeFrameContainer?
    /// The tab bar as a (drawing-only) safe area of the page: its scroll views draw on under the bar.
    var barRegion: SafeAreaRegion?
    /// The tab bar's background, when it can show (content under the bar, `toolbarBackground`).
    var barBackground: NavigationBarBackground?
    /// Whether the last placement showed ``barBackground``.
    private var showsBarBackground = false
    static let barHeight = CGFloat(SketchpadWidgets.TabBar.height)

    init(page: LayoutNode?, bar: LayoutNode?, badges: [(Int, LayoutNode)], pageDots: LayoutNode?, count: Int, session: RenderSession,
         environment: EnvironmentValues) {
        self.page = page
        self.bar = bar
        self.badges = badges
        self.pageDots = pageDots
        self.count = count
        self.session = session
        super.init(environment: environment)
    }

    package override var children: [LayoutNode] {
        let background = showsBarBackground ? barBackground.map { [$0.fill, $0.hairline] } ?? [] : []
        return [page].compactMap { $0 } + background + [bar, pageDots].compactMap { $0 } + badges.map(\.1)
    }

    package override func measure(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 320, height: 480))
    }

    package override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let (safeArea, canvas) = MainActor.assumeIsolated { (session.safeArea, session.canvas) }
        var bottom = bounds.maxY
        if let bar {
            bottom -= Self.barHeight
            let reach = abs(bounds.maxY - safeArea.maxY) < 0.5 ? max(bounds.maxY, canvas.maxY) : bounds.maxY
            bar.place(in: CGRect(x: bounds.minX, y: bottom, width: bounds.width, height: reach - bottom),
                      proposal: ProposedViewSize(width: bounds.width, height: reach - bottom))
            // TabBar's item layout: equal widths, a 24-point icon 6 points from the top; a badge
            // sits on the icon's top trailing corner.
            let itemWidth = bounds.width / CGFloat(max(1, count))
            for (index, badge) in badges {
                let size = badge.sizeThatFits(.unspecified)
                let iconMaxX = bounds.minX + CGFloat(index) * itemWidth + (itemWidth + 24) / 2
                badge.place(in: CGRect(x: iconMaxX - 6, y: bottom + 2, width: size.width, height: size.height), proposal: .unspecified)
            }
        }
        if let pageDots {
            let size = pageDots.sizeThatFits(.unspecified)
            // The dots' centre is 26.5 points above the bottom, with or without a capsule around them.
            pageDots.place(in: CGRect(x: bounds.midX - size.width / 2, y: bottom - 26.5 - size.height / 2, width: size.width, height: size.height),
                           proposal: .unspecified)
        }
        if let page {
            let offer = ProposedViewSize(width: bounds.width, height: max(0, bottom - bounds.minY))
            barRegion?.inner = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, bottom - bounds.minY))
            barRegion?.outer = bounds
            if relativeFrameContainer?.update(width: offer.width, height: offer.height) == true { page.forEachNode { $0.forgetMeasurements() } }
            page.place(at: CGPoint(x: bounds.midX, y: bounds.minY + (bottom - bounds.minY) / 2), anchor: .center, proposal: offer)
        }
        showsBarBackground = false
        if let bar, let page, let barBackground {
            showsBarBackground = barBackground.shows(scrolledUnder: NavigationBarBackground.contentBelow(in: page, barTop: bottom))
            if showsBarBackground {
                barBackground.place(in: CGRect(x: bounds.minX, y: bottom, width: bounds.width, height: bar.frame.maxY - bottom),
                                    hairlineOnTop: true, scale: environment.displayScale)
            }
        }
    }

    @MainActor package override func drawingView(in builder: DrawingTreeBuilder) throws -> SketchpadLayout.View? { SketchpadLayout.View() }
}

/// Which look tab views take (`tabViewStyle(_:)`).
public enum _TabViewStyleKind: Hashable, Sendable { case automatic, page }

/// A specification for the appearance and interaction of a tab view.
public protocol TabViewStyle { var _kind: _TabViewStyleKind { get } }
public struct DefaultTabViewStyle: TabViewStyle { public init() {}; public var _kind: _TabViewStyleKind { .automatic } }
/// A tab view style that implements a paged scrolling tab view (page dots over the bottom, no tab bar).
public struct PageTabViewStyle: TabViewStyle {
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    package let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _kind: _TabViewStyleKind { .page }
}
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {}; public var _kind: _TabViewStyleKind { .automatic } }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {}; public var _kind: _TabViewStyleKind { .automatic } }
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }

extension EnvironmentValues {
    private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = _TabViewStyleKind.automatic }
    package var tabViewStyle: _TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    private struct PageIndexHiddenKey: EnvironmentKey { static let defaultValue = false }
    /// A paged tab view's style hides its page dots (`indexDisplayMode: .never`).
    package var pageIndexHidden: Bool {
        get { self[PageIndexHiddenKey.self] }
        set { self[PageIndexHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for the tab view within the current environment.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, style._kind)
            .environment(\.pageIndexHidden, (style as? PageTabViewStyle)?.indexDisplayMode == .never)
    }
}
