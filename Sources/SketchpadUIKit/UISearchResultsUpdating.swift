/// Told when a search controller's text changes: UIKit's `UISearchResultsUpdating`. Nothing
/// types here, so nothing calls it; ``UISearchController/searchResultsUpdater`` holds it.
///
/// ```swift
/// extension Finder: UISearchResultsUpdating {
///     func updateSearchResults(for searchController: UISearchController) {}
/// }
/// ```
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
