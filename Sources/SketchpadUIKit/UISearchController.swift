import Foundation

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

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
