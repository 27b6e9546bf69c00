/// One of the two scroll indicators a laid-out scroll view holds as subviews (UIKit's private
/// `_UIScrollViewScrollIndicator`, iOS 13 and later): never drawn here (alpha 0, as at rest on
/// iOS), there so `subviews` and `recursiveDescription` list what iOS lists. Code that filters
/// them out by class name (`NSStringFromClass(type(of: view)) == "_UIScrollViewScrollIndicator"`)
/// finds this name. It holds one plain `UIView`, the visible bar, of its size.
final class _UIScrollViewScrollIndicator: UIView {
    /// The bar inside (iOS 17: `UIExtendedGrayColorSpace 0 0.35`).
    let bar = UIView()

    /// An indicator for the vertical axis (autoresize LM) or the horizontal one (TM), as iOS makes them.
    init(vertical: Bool) {
        super.init(frame: .zero)
        alpha = 0
        autoresizingMask = vertical ? .flexibleLeftMargin : .flexibleTopMargin
        bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    /// Places the indicator and its bar at `frame` (unchanged frames are left alone, so a
    /// settled layout does not run again).
    func place(at rect: CGRect) {
        if frame != rect { frame = rect }
        let inner = CGRect(origin: .zero, size: rect.size)
        if bar.frame != inner { bar.frame = inner }
    }
}
