/// A table's prefetching data source (UIKit's `UITableViewDataSourcePrefetching`): never called
/// here, as every row a layout shows is made in that layout.
///
/// ```swift
/// extension FeedViewController: UITableViewDataSourcePrefetching {
///     func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { loader.prefetch(indexPaths) }
/// }
/// ```
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
