/// Updates results as the search text changes (UIKit's protocol; nothing types here).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}
