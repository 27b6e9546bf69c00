// The anchors every view and layout guide has.
extension LayoutItem {
    public var leadingAnchor: XAxisAnchor<DirectionalXAxis> { XAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: XAxisAnchor<DirectionalXAxis> { XAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: XAxisAnchor<AbsoluteXAxis> { XAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: XAxisAnchor<AbsoluteXAxis> { XAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: XAxisAnchor<CenterXAxis> { XAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(item: self, attribute: .height) }
}

// Anchors only views have: baselines and the margin variants (the same as the anchors of
// `layoutMarginsGuide`, spelled as Auto Layout's `…Margin` attributes).
extension View {
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .lastBaseline) }
    public var leadingMarginAnchor: XAxisAnchor<DirectionalXAxis> { XAxisAnchor(item: self, attribute: .leadingMargin) }
    public var trailingMarginAnchor: XAxisAnchor<DirectionalXAxis> { XAxisAnchor(item: self, attribute: .trailingMargin) }
    public var leftMarginAnchor: XAxisAnchor<AbsoluteXAxis> { XAxisAnchor(item: self, attribute: .leftMargin) }
    public var rightMarginAnchor: XAxisAnchor<AbsoluteXAxis> { XAxisAnchor(item: self, attribute: .rightMargin) }
    public var centerXWithinMarginsAnchor: XAxisAnchor<CenterXAxis> { XAxisAnchor(item: self, attribute: .centerXWithinMargins) }
    public var topMarginAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .topMargin) }
    public var bottomMarginAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .bottomMargin) }
    public var centerYWithinMarginsAnchor: YAxisAnchor { YAxisAnchor(item: self, attribute: .centerYWithinMargins) }
}
