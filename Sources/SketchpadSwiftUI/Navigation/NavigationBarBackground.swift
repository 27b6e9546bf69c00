import SketchpadLayout

/// A navigation bar's background, as iOS 15 and later draw it: none while the content is at its
/// top (the bar's scroll-edge appearance is transparent), the bar material (`.bar`) with a
/// hairline under it once content scrolls under the bar (its standard appearance). A still shows
/// content under the bar when it starts scrolled (`defaultScrollAnchor`, `scrollPosition`, a
/// proxy's `scrollTo`). `toolbarBackground(_:for:)` replaces the material, and
/// `toolbarBackground(.visible, for:)` shows the background at the top too (`.hidden`: never).
/// A large title stays large when scrolled (iOS collapses it to the inline title: not drawn).
package final class NavigationBarBackground {
    let fill: LayoutNode
    let hairline: LayoutNode
    let visibility: Visibility

    @MainActor init(style: AnyShapeStyle?, visibility: Visibility, environment: EnvironmentValues) {
        fill = ShapeNode(shape: Rectangle(), fill: style ?? AnyShapeStyle(Material.bar), stroke: nil, environment: environment)
        hairline = ShapeNode(shape: Rectangle(), fill: AnyShapeStyle(Color(value: SystemPalette.separator)), stroke: nil, environment: environment)
        self.visibility = visibility
    }

    /// The background to draw for `content`'s bar (nil when it can never show).
    @MainActor static func make(for content: LayoutNode, environment: EnvironmentValues) -> NavigationBarBackground? {
        let style = content.navigationValue(NavigationTrait.barBackgroundStyle, as: NavigationTrait.BarBackgroundStyleBox.self)?.style
        let visibility = content.navigationValue(NavigationTrait.barBackgroundVisibility, as: NavigationTrait.BarBackgroundVisibilityBox.self)?.visibility
            ?? .automatic
        guard visibility != .hidden else { return nil }
        return NavigationBarBackground(style: style, visibility: visibility, environment: environment)
    }

    /// Whether it shows: always when made visible, else when a scroll view or list at the bar's
    /// bottom (`barBottom`) starts scrolled, its content under the bar.
    func shows(over content: LayoutNode, barBottom: CGFloat) -> Bool {
        if visibility == .visible { return true }
        var scrolled = false
        content.forEachNode { node in
            guard !scrolled, node.frame.minY <= barBottom + 0.5 else { return }
            if let scroll = node as? ScrollViewNode, scroll.contentOffset.height > 0 { scrolled = true }
            if let list = node as? ListNode, list.scrollOffset > 0 { scrolled = true }
        }
        return scrolled
    }

    /// Places the fill over `rect` and the hairline under it (one pixel).
    func place(in rect: CGRect, scale: CGFloat) {
        fill.place(in: rect, proposal: ProposedViewSize(rect.size))
        let line = CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: 1 / max(1, scale))
        hairline.place(in: line, proposal: ProposedViewSize(line.size))
    }
}

extension NavigationTrait {
    package static let barBackgroundStyle = ObjectIdentifier(BarBackgroundStyleBox.self)
    package static let barBackgroundVisibility = ObjectIdentifier(BarBackgroundVisibilityBox.self)

    package struct BarBackgroundStyleBox { let style: AnyShapeStyle }
    package struct BarBackgroundVisibilityBox { let visibility: Visibility }

    /// Whether `bars` names the navigation bar (`.automatic` is the navigation bar on iOS).
    static func namesNavigationBar(_ bars: [ToolbarPlacement]) -> Bool {
        bars.isEmpty || bars.contains(.navigationBar) || bars.contains(.automatic)
    }
}
