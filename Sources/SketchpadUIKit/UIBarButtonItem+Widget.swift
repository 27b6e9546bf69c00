import SketchpadLayout
import SketchpadWidgets

extension UIBarButtonItem {
    /// The item as the `NavigationBar` widget draws it in a navigation bar or toolbar tinted
    /// `barTint`, and the custom view it makes room for: a custom view's room, a fixed space
    /// (a flexible space is empty room the toolbar sizes), a word (semibold for `.done`), an
    /// image, a system item's symbol, or a placeholder.
    func widgetItem(barTint: UIColor, traits: UITraitCollection) -> (NavigationBar.Item, UIView?) {
        let color = (isEnabled ? (tintColor ?? barTint) : UIColor.tertiaryLabel).color(in: traits)
        if let custom = customView {
            var size = custom.frame.size
            if size == .zero { size = custom.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
            return (.view(Size(width: Double(size.width), height: Double(size.height))), custom)
        }
        if systemItem == .fixedSpace { return (.space(Double(width)), nil) }
        if systemItem == .flexibleSpace { return (.space(0), nil) }
        if let text = title ?? systemTitle {
            let font = style == .done ? UIFont.systemFont(ofSize: 17, weight: .semibold) : UIFont.systemFont(ofSize: 17)
            return (.text(text, font: font.fontDescription, color: color), nil)
        }
        if let image { return (UINavigationBar.widgetItem(for: image, color: color), nil) }
        if let system = systemItem, let symbol = system.icon {
            return (.symbol(symbol, color: color, circled: system.isCircled), nil)
        }
        return (.placeholder(color: color), nil)
    }
}

extension UIView {
    /// What a navigation bar or toolbar tells the `NavigationBar` widget before its items: the
    /// row's height, the margins (20 points on a bar wider than 414), the direction, and
    /// `appearance`'s background and shadow (a hairline one pixel thick).
    func barItems(appearance: UIBarAppearance, rowHeight: CGFloat) -> NavigationBar.Items {
        let traits = traitCollection
        var bar = NavigationBar.Items()
        bar.rowHeight = Double(rowHeight)
        bar.margin = bounds.width > 414 ? 20 : 16
        bar.rightToLeft = effectiveLayoutDirection == .rightToLeft
        (bar.backdrop, bar.backdropTint, bar.background, bar.backgroundImage) = appearance.background(in: traits)
        bar.shadow = appearance.shadowColor?.color(in: traits)
        bar.hairline = Double(1 / (traits.displayScale > 0 ? traits.displayScale : UIScreen.main.scale))
        return bar
    }

    /// Makes `views` (a bar's custom item views and title view, already framed) the bar's
    /// subviews, removing those of `placed` that are no longer shown; returns `views`.
    func placeBarViews(_ views: [UIView], replacing placed: [UIView]) -> [UIView] {
        for old in placed where !views.contains(where: { $0 === old }) && old.superview === self { old.removeFromSuperview() }
        for view in views where view.superview !== self { addSubview(view) }
        return views
    }
}
