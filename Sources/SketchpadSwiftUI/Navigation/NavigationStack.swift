/// A view that displays a root view and enables you to present additional views over the root
/// view. A still shows the root with its navigation bar: the title (large by default, 34-point
/// bold under a 44-point bar of toolbar items; `.inline`: centred headline in the bar), the
/// toolbar's items at the bar's ends, a search field under the title when the content is
/// `searchable`, and a bottom toolbar for `.bottomBar` items. The bar is drawn as iOS 15 and
/// later draw it at the top of the content: no background of its own (the content's background
/// shows through, a grouped list's behind a list). Pushed views (a `path`) are not shown.
///
/// ```swift
/// NavigationStack {
///     List(mail) { message in NavigationLink(message.subject) { MessageView(message) } }
///         .navigationTitle("Inbox")
///         .toolbar { Button("Edit") {} }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
    package let root: Root

    public typealias Body = Never
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a navigation stack that manages its own navigation state.
    public init(@ViewBuilder root: () -> Root) { self.root = root() }

    /// Creates a navigation stack with heterogeneous navigation state that you can control.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a navigation stack with homogeneous navigation state that you can control.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { self.root = root() }
}

extension NavigationStack: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(try NavigationNode.make(root, in: context))
    }
}

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    /// Creates a new, empty navigation path.
    public init() {}

    /// Creates a new navigation path from the contents of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements { self.elements.append(AnyHashable(element)) }
    }

    /// The number of elements in this path.
    public var count: Int { elements.count }
    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Appends a new value to the end of this path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes values from the end of this path.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy (deprecated): drawn as a `NavigationStack`.
public struct NavigationView<Content: View>: View {
    package let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public typealias Body = Never
}

// On an iPhone (compact width) a navigation view shows its first column: further views are the
// detail columns a wide screen shows beside it (`NavigationView { list; Text("Select a group") }`).
extension NavigationView: PrimitiveView {
    package func resolve(in context: ResolveContext, into nodes: inout [LayoutNode]) throws {
        nodes.append(try NavigationNode.make(content, in: context, firstColumnOnly: context.environment.horizontalSizeClass != .regular))
    }
}

/// A specification for the appearance and interaction of a navigation view (all draw as a stack on iPhone).
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() } }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension View {
    /// Sets the style for navigation views within this view.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns. In a compact width (an iPhone) it collapses to
/// its sidebar in a navigation stack, as iOS shows it; in a regular width the sidebar (320
/// points) and the detail side by side, a hairline between them.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { Text($0.name) }
/// } detail: {
///     FolderView(folder)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    package let sidebar: Sidebar
    package let content: Content
    package let detail: Detail
    /// The column shown when the view collapses into one stack (compact width): the sidebar unless
    /// `preferredCompactColumn` says otherwise.
    package var compactColumn = NavigationSplitViewColumn.sidebar

    /// Creates a three-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Creates a three-column navigation split view that enables programmatic control of leading columns' visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        _SplitBody(sidebar: AnyView(sidebar), content: Content.self == EmptyView.self ? nil : AnyView(content), detail: AnyView(detail),
                   compactColumn: compactColumn)
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column navigation split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Creates a two-column navigation split view that enables programmatic control of the sidebar's visibility.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

struct _SplitBody: View {
    let sidebar: AnyView
    let content: AnyView?
    let detail: AnyView
    let compactColumn: NavigationSplitViewColumn
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                NavigationStack { sidebar }.frame(width: 320)
                Divider()
                if let content {
                    NavigationStack { content }.frame(width: 320)
                    Divider()
                }
                NavigationStack { detail }
            }
        } else if compactColumn == .detail {
            NavigationStack { detail }
        } else if compactColumn == .content, let content {
            NavigationStack { content }
        } else {
            NavigationStack { sidebar }
        }
    }
}

/// The visibility of the leading columns in a navigation split view.
public struct NavigationSplitViewVisibility: Equatable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A type that specifies the appearance and interaction of navigation split views within a view hierarchy.
public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

extension View {
    /// Sets the style for navigation split views within this view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
