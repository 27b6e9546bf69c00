/// A controller that searches: UIKit's `UISearchController`, kept by a navigation item. Stored:
/// nothing types here, so it is never active and its results controller is never shown, and
/// its search bar is not drawn in the navigation bar.
///
/// ```swift
/// let search = UISearchController(searchResultsController: nil)
/// search.searchBar.placeholder = "Search mail"
/// navigationItem.searchController = search
/// ```
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller that shows the results (nil: the searched controller itself).
    public let searchResultsController: UIViewController?
    /// The bar the user types in.
    public let searchBar = UISearchBar()
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether search is under way (recorded; nothing starts one here).
    open var isActive = false
    open var obscuresBackgroundDuringPresentation = true
    open var hidesNavigationBarDuringPresentation = true
    open var automaticallyShowsCancelButton = true
    open var automaticallyShowsScopeBar = true
    open var showsSearchResultsController = false

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }
}
