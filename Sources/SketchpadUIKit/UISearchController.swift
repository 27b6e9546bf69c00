import Foundation

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

/// Told when a search controller is presented or dismissed: UIKit's
/// `UISearchControllerDelegate` (every method optional; nothing calls it here).
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// A search bar and the controller that shows results: UIKit's `UISearchController`. Its
/// ``searchBar`` is a ``UISearchBar``; the controller's settings are stored (it is never
/// active here). Set it as a navigation item's `searchController` (stored).
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchResultsUpdater = finder
/// search.searchBar.placeholder = "Search recipes"
/// navigationItem.searchController = search
/// ```
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows results, or nil to show them in the searched controller.
    open private(set) var searchResultsController: UIViewController?
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the search is under way (stored).
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsSearchResultsController = true
    open var showsSearchResultsController = false
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    /// The search bar (made with the controller).
    public let searchBar = UISearchBar()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
