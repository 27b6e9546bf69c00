import Foundation

/// Pull to refresh: UIKit's `UIRefreshControl`, set on a scroll view's
/// ``UIScrollView/refreshControl``. A still is never pulled, so it is not drawn, even while
/// refreshing; its state and title are kept.
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether ``beginRefreshing()`` was called without ``endRefreshing()`` since.
    open private(set) var isRefreshing = false
    /// Stored: the title shown under the spinner while pulled.
    open var attributedTitle: NSAttributedString?

    /// Marks the control refreshing (there is no animation to start).
    open func beginRefreshing() { isRefreshing = true }
    /// Marks the control no longer refreshing.
    open func endRefreshing() { isRefreshing = false }
}
