// Seed 003's attribute names: in the article an equation reads `button.Frame.Width == ButtonWidth`;
// here `button.width == 88`. Each name is the item's anchor (`width` is `widthAnchor`), so the
// equations are type-checked like anchors, and `button.widthAnchor == 88` means the same. The
// names are free on View and LayoutGuide (a view's size is `frame.width`, not `width`).

extension LayoutItem {
    /// The same as ``leftAnchor``, for equations: `text.left == root.left + 22`.
    public var left: XAxisAnchor<AbsoluteXAxis> { leftAnchor }
    /// The same as ``rightAnchor``, for equations: `text.right == button.left - 22`.
    public var right: XAxisAnchor<AbsoluteXAxis> { rightAnchor }
    /// The same as ``leadingAnchor``, for equations.
    public var leading: XAxisAnchor<DirectionalXAxis> { leadingAnchor }
    /// The same as ``trailingAnchor``, for equations.
    public var trailing: XAxisAnchor<DirectionalXAxis> { trailingAnchor }
    /// The same as ``centerXAnchor``, for equations.
    public var centerX: XAxisAnchor<CenterXAxis> { centerXAnchor }
    /// The same as ``topAnchor``, for equations: `button.top == root.top + 44`.
    public var top: YAxisAnchor { topAnchor }
    /// The same as ``bottomAnchor``, for equations.
    public var bottom: YAxisAnchor { bottomAnchor }
    /// The same as ``centerYAnchor``, for equations.
    public var centerY: YAxisAnchor { centerYAnchor }
    /// The same as ``widthAnchor``, for equations: `button.width == 88`.
    public var width: DimensionAnchor { widthAnchor }
    /// The same as ``heightAnchor``, for equations.
    public var height: DimensionAnchor { heightAnchor }
}

extension View {
    /// The same as ``firstBaselineAnchor``, for equations.
    public var firstBaseline: YAxisAnchor { firstBaselineAnchor }
    /// The same as ``lastBaselineAnchor``, for equations.
    public var lastBaseline: YAxisAnchor { lastBaselineAnchor }
}
