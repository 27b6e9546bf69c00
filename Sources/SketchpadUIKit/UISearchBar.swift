/// The search field of a search controller: UIKit's `UISearchBar` (stored: it is not drawn).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public enum Style: Int, Sendable { case `default` = 0, prominent, minimal }

    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle: Style = .default
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open weak var delegate: (any UISearchBarDelegate)?

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
}
