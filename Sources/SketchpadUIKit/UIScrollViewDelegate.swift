/// A scroll view's delegate: UIKit's `UIScrollViewDelegate` (nothing scrolls here, so nothing
/// calls it; it exists so delegates that implement it, as table view delegates do, compile).
///
/// ```swift
/// final class Feed: NSObject, UIScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: UIScrollView) {}
/// }
/// ```
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
