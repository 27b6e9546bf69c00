/// What a navigation container's content says about its bar: the title, its display mode, the
/// toolbar items and the search field, kept on the content's nodes until the container lays out.
package enum NavigationTrait {
    package static let title = ObjectIdentifier(TitleBox.self)
    package static let displayMode = ObjectIdentifier(DisplayModeBox.self)
    package static let toolbar = ObjectIdentifier(ToolbarBox.self)
    package static let search = ObjectIdentifier(SearchBox.self)
    package static let barHidden = ObjectIdentifier(BarHiddenBox.self)
    package static let tabItem = ObjectIdentifier(TabItemBox.self)

    package struct TitleBox { let title: Text }
    package struct DisplayModeBox { let mode: NavigationBarItem.TitleDisplayMode }
    package final class ToolbarBox {
        let entries: [_ToolbarEntry]
        init(entries: [_ToolbarEntry]) { self.entries = entries }
    }
    package struct SearchBox { let prompt: Text? }
    package struct BarHiddenBox { let hidden: Bool }
    package struct TabItemBox { let label: AnyView }
}

/// A configuration for a navigation bar that represents a view at the top of a navigation stack.
public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item (large at a stack's root).
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

extension LayoutNode {
    /// The first value of a navigation trait in this subtree (depth first).
    package func navigationValue<T>(_ key: ObjectIdentifier, as type: T.Type) -> T? {
        var found: T?
        forEachNode { node in
            if found == nil, let value = node.layoutValues[key] as? T { found = value }
        }
        return found
    }

    /// Every toolbar entry in this subtree, outermost first (a wrapper copies its content's
    /// traits: each toolbar counts once).
    package var toolbarEntries: [_ToolbarEntry] {
        var entries: [_ToolbarEntry] = []
        var seen = Set<ObjectIdentifier>()
        forEachNode { node in
            if let box = node.layoutValues[NavigationTrait.toolbar] as? NavigationTrait.ToolbarBox, seen.insert(ObjectIdentifier(box)).inserted {
                entries += box.entries
            }
        }
        return entries
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Settings")
    /// ```
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Configures the view's title for purposes of navigation.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.title] = NavigationTrait.TitleBox(title: title) })
    }

    /// Configures the view's title for purposes of navigation, using a binding (its current value).
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    /// Sets the title in the navigation bar for this view (deprecated form).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }

    /// Sets the title of this view's navigation bar with a localized string (deprecated form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Sets the title of this view's navigation bar with a string (deprecated form).
    ///
    /// ```swift
    /// list.navigationBarTitle("SwiftUI")
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Sets the title and display mode in the navigation bar for this view (deprecated form).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title and display mode in the navigation bar for this view (deprecated form).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the title, from a string, and display mode in the navigation bar for this view (deprecated form).
    ///
    /// ```swift
    /// List { content() }.navigationBarTitle(title, displayMode: .inline)
    /// ```
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    /// Configures the title display mode for this view.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.displayMode] = NavigationTrait.DisplayModeBox(mode: displayMode) })
    }

    /// Hides the navigation bar back button for the view (a stack's root has none in a still).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Hides the navigation bar for this view (deprecated form).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.barHidden] = NavigationTrait.BarHiddenBox(hidden: hidden) })
    }

    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
    ///     ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let box = NavigationTrait.ToolbarBox(entries: toolbarEntries(content()))
        return modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.toolbar] = box })
    }

    /// Populates the toolbar or navigation bar with the specified views (at the trailing end).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let box = NavigationTrait.ToolbarBox(entries: [_ToolbarEntry(placement: .automatic, content: AnyView(content()))])
        return modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.toolbar] = box })
    }

    /// Specifies the visibility of a bar managed by SwiftUI (`.hidden` hides the navigation bar).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && (bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic))
        return modifier(_TraitWritingModifier { if hides { $0.layoutValues[NavigationTrait.barHidden] = NavigationTrait.BarHiddenBox(hidden: true) } })
    }

    /// Specifies the preferred visibility of backgrounds on a bar managed by SwiftUI: for the
    /// navigation bar, `.visible` draws its background at the top too, for the tab bar with
    /// content ending above it, `.hidden` never (other bars: no effect in a still).
    ///
    /// ```swift
    /// List { … }.toolbarBackground(.visible, for: .navigationBar)
    /// ```
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let box = NavigationTrait.BarBackgroundVisibilityBox(visibility: visibility)
        let navigationBar = NavigationTrait.namesNavigationBar(bars), tabBar = NavigationTrait.namesTabBar(bars)
        return modifier(_TraitWritingModifier {
            if navigationBar { $0.layoutValues[NavigationTrait.barBackgroundVisibility] = box }
            if tabBar { $0.layoutValues[NavigationTrait.tabBarBackgroundVisibility] = box }
        })
    }

    /// Specifies the preferred shape style of the background of a bar managed by SwiftUI: the
    /// navigation bar's or tab bar's background, drawn when content scrolls under the bar or the
    /// background is made visible (other bars: no effect in a still).
    ///
    /// ```swift
    /// List { … }.toolbarBackground(Color.indigo, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)
    /// ```
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        let box = NavigationTrait.BarBackgroundStyleBox(style: AnyShapeStyle(style))
        let navigationBar = NavigationTrait.namesNavigationBar(bars), tabBar = NavigationTrait.namesTabBar(bars)
        return modifier(_TraitWritingModifier {
            if navigationBar { $0.layoutValues[NavigationTrait.barBackgroundStyle] = box }
            if tabBar { $0.layoutValues[NavigationTrait.tabBarBackgroundStyle] = box }
        })
    }

    /// Specifies the preferred color scheme of a bar managed by SwiftUI (no effect in a still).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// Associates a destination view with a presented data type for use within a navigation stack (not shown in a still).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// Associates a destination view with a binding that can be used to push the view onto a NavigationStack (not shown in a still).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }

    /// Sets a fixed, preferred width for the column containing this view (a split view's sidebar).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a flexible, preferred width for the column containing this view.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// Marks this view as searchable, which configures the display of a search field: under the
    /// title of the navigation bar this view is in (empty, showing its prompt).
    ///
    /// ```swift
    /// List(results) { … }.searchable(text: $query, prompt: "Search recipes")
    /// ```
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.search] = NavigationTrait.SearchBox(prompt: text.wrappedValue.isEmpty ? prompt : Text(text.wrappedValue)) })
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Sets the tab bar item associated with this view.
    ///
    /// ```swift
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let view = AnyView(label())
        return modifier(_TraitWritingModifier { $0.layoutValues[NavigationTrait.tabItem] = NavigationTrait.TabItemBox(label: view) })
    }
}

/// The placement of a search field in a view hierarchy.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }

    /// A mode that determines when to display a search field that appears in a navigation bar.
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
