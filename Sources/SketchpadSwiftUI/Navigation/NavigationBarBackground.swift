import SketchpadLayout

/// A navigation bar's background, as iOS 15 and later draw it: none while the content is at its
/// top (the bar's scroll-edge appearance is transparent), the bar material (`.bar`) with a
/// hairline under it once content scrolls under the bar (its standard appearance). A still shows
/// content under the bar when it starts scrolled (`defaultScrollAnchor`, `scrollPosition`, a
/// proxy's `scrollTo`). `toolbarBackground(_:for:)` replaces the material, and
/// `toolbarBackground(.visible, for:)` shows the background at the top too (`.hidden`: never).
/// Under a large title, content first scrolls the large title away (`NavigationNode`), then under the bar.
package final class NavigationBarBackground {
    let fill: LayoutNode
    let hairline: LayoutNode
    let visibility: Visibility

    @MainActor init(style: AnyShapeStyle?, visibility: Visibility, environment: EnvironmentValues) {
        fill = ShapeNode(shape: Rectangle(), fill: style ?? AnyShapeStyle(Material.bar), stroke: nil, environment: environment)
        hairline = ShapeNode(shape: Rectangle(), fill: AnyShapeStyle(Color(value: SystemPalette.separator)), stroke: nil, environment: environment)
        self.visibility = visibility
    }

    /// The background to draw for `content`'s navigation bar, or its tab bar with `tabBar`
    /// (nil when it can never show).
    @MainActor static func make(for content: LayoutNode, tabBar: Bool = false, environment: EnvironmentValues) -> NavigationBarBackground? {
        let styleKey = tabBar ? NavigationTrait.tabBarBackgroundStyle : NavigationTrait.barBackgroundStyle
        let visibilityKey = tabBar ? NavigationTrait.tabBarBackgroundVisibility : NavigationTrait.barBackgroundVisibility
        let style = content.navigationValue(styleKey, as: NavigationTrait.BarBackgroundStyleBox.self)?.style
        let visibility = content.navigationValue(visibilityKey, as: NavigationTrait.BarBackgroundVisibilityBox.self)?.visibility
            ?? .automatic
        guard visibility != .hidden else { return nil }
        return NavigationBarBackground(style: style, visibility: visibility, environment: environment)
    }

    /// Whether it shows: always when made visible, else when content is `scrolledUnder` the bar
    /// by more than nothing.
    func shows(scrolledUnder distance: CGFloat) -> Bool {
        visibility == .visible || distance > 0
    }

    /// How far the first scroll view or list at the bar's bottom (`barBottom`) in `content`
    /// starts scrolled (0: at its top, or none there).
    static func scrolledDistance(of content: LayoutNode, barBottom: CGFloat) -> CGFloat {
        var distance: CGFloat?
        content.forEachNode { node in
            guard distance == nil, node.frame.minY <= barBottom + 0.5 else { return }
            if let scroll = node as? ScrollViewNode, scroll.axes.contains(.vertical) { distance = scroll.contentOffset.height }
            if let list = node as? ListNode { distance = list.scrollOffset }
        }
        return max(0, distance ?? 0)
    }

    /// How far below `barTop` the first vertical scroll view or list reaching down to it in
    /// `content` has content still to show (0: scrolled to its end, or none there): what a tab
    /// bar's background depends on.
    static func contentBelow(in content: LayoutNode, barTop: CGFloat) -> CGFloat {
        var below: CGFloat?
        content.forEachNode { node in
            guard below == nil, node.frame.maxY >= barTop - 0.5 else { return }
            if let scroll = node as? ScrollViewNode, scroll.axes.contains(.vertical) { below = scroll.child.frame.maxY + scroll.margins.bottom - barTop }
            if let list = node as? ListNode { below = list.contentBottom - barTop }
        }
        return max(0, below ?? 0)
    }

    /// Places the fill over `rect` and the hairline under it (one pixel), or on its top edge with `hairlineOnTop` (a tab bar's).
    func place(in rect: CGRect, hairlineOnTop: Bool = false, scale: CGFloat) {
        fill.place(in: rect, proposal: ProposedViewSize(rect.size))
        let thickness = 1 / max(1, scale)
        let line = CGRect(x: rect.minX, y: hairlineOnTop ? rect.minY : rect.maxY, width: rect.width, height: thickness)
        hairline.place(in: line, proposal: ProposedViewSize(line.size))
    }
}

extension NavigationTrait {
    package static let barBackgroundStyle = ObjectIdentifier(BarBackgroundStyleBox.self)
    package static let barBackgroundVisibility = ObjectIdentifier(BarBackgroundVisibilityBox.self)
    package static let tabBarBackgroundStyle = ObjectIdentifier(TabBarBackgroundStyleKey.self)
    package static let tabBarBackgroundVisibility = ObjectIdentifier(TabBarBackgroundVisibilityKey.self)
    private enum TabBarBackgroundStyleKey {}
    private enum TabBarBackgroundVisibilityKey {}

    package struct BarBackgroundStyleBox { let style: AnyShapeStyle }
    package struct BarBackgroundVisibilityBox { let visibility: Visibility }

    /// Whether `bars` names the navigation bar (`.automatic` is the navigation bar on iOS).
    static func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    }

    /// Whether `bars` names the tab bar.
    static func namesTabBar(_ bars: [ToolbarPlacement]) -> Bool { bars.contains(.tabBar) }
}
