extension UIView {
    // Made once per view and kept, as UIKit's: `view.topAnchor === view.topAnchor`.
    public var leadingAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.leading) { NSLayoutXAxisAnchor(item: self, attribute: .leading) } }
    public var trailingAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.trailing) { NSLayoutXAxisAnchor(item: self, attribute: .trailing) } }
    public var leftAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.left) { NSLayoutXAxisAnchor(item: self, attribute: .left) } }
    public var rightAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.right) { NSLayoutXAxisAnchor(item: self, attribute: .right) } }
    public var topAnchor: NSLayoutYAxisAnchor { anchorCache.anchor(.top) { NSLayoutYAxisAnchor(item: self, attribute: .top) } }
    public var bottomAnchor: NSLayoutYAxisAnchor { anchorCache.anchor(.bottom) { NSLayoutYAxisAnchor(item: self, attribute: .bottom) } }
    public var widthAnchor: NSLayoutDimension { anchorCache.anchor(.width) { NSLayoutDimension(item: self, attribute: .width) } }
    public var heightAnchor: NSLayoutDimension { anchorCache.anchor(.height) { NSLayoutDimension(item: self, attribute: .height) } }
    public var centerXAnchor: NSLayoutXAxisAnchor { anchorCache.anchor(.centerX) { NSLayoutXAxisAnchor(item: self, attribute: .centerX) } }
    public var centerYAnchor: NSLayoutYAxisAnchor { anchorCache.anchor(.centerY) { NSLayoutYAxisAnchor(item: self, attribute: .centerY) } }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.firstBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
        anchorCache.anchor(.lastBaseline) { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    }
}
