/// What a navigation bar shows for a view controller: UIKit's `UINavigationItem` (title, title
/// view, bar button items, back button, large title mode). Each controller has one
/// (`navigationItem`); its `title` follows the controller's.
///
/// ```swift
/// navigationItem.title = "Inbox"
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
/// navigationItem.largeTitleDisplayMode = .always
/// ```
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0, always, never
        /// Inline while scrolled, large at the top (iOS 17): drawn as `.always` here.
        case inline = 3
    }

    public enum BackButtonDisplayMode: Int, Sendable { case `default` = 0, generic, minimal }

    /// How the bar lays the item out (iOS 16; stored: drawn as `.navigator`).
    public enum ItemStyle: Int, Sendable { case navigator = 0, browser, editor }

    /// Where the search bar goes (iOS 16): `.automatic` and `.stacked` under the title; `.inline`
    /// in the bar's row where the width is regular (iPad; there it is stored, not drawn), stacked
    /// on a phone.
    public enum SearchBarPlacement: Int, Sendable { case automatic = 0, inline, stacked }

    open var title: String? { didSet { UIView.layoutGeneration &+= 1 } }
    open var titleView: UIView? { didSet { UIView.layoutGeneration &+= 1 } }
    open var prompt: String?
    open var backButtonTitle: String? { didSet { UIView.layoutGeneration &+= 1 } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { UIView.layoutGeneration &+= 1 } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { UIView.layoutGeneration &+= 1 } }
    open var hidesBackButton = false { didSet { UIView.layoutGeneration &+= 1 } }
    open var leftItemsSupplementBackButton = false { didSet { UIView.layoutGeneration &+= 1 } }
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { UIView.layoutGeneration &+= 1 } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { UIView.layoutGeneration &+= 1 } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { UIView.layoutGeneration &+= 1 } }
    open var standardAppearance: UINavigationBarAppearance?
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    open var compactAppearance: UINavigationBarAppearance?
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The search controller whose search bar the navigation bar shows under its title (and
    /// under a large title), 52 points taller for it; the controller's safe area starts below it.
    ///
    /// ```swift
    /// navigationItem.searchController = UISearchController(searchResultsController: nil)
    /// navigationItem.hidesSearchBarWhenScrolling = false
    /// ```
    open var searchController: UISearchController? { didSet { UIView.layoutGeneration &+= 1 } }
    /// Whether the search bar hides while the content is scrolled from its top (true by
    /// default): it shows only while the scroll view rests at its top, as UIKit documents.
    open var hidesSearchBarWhenScrolling = true { didSet { UIView.layoutGeneration &+= 1 } }
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { UIView.layoutGeneration &+= 1 } }
    open var style: ItemStyle = .navigator
    /// What the back button does (stored: nothing taps it).
    open var backAction: UIAction?
    open var customizationIdentifier: String?

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }

    /// The first of ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems`` (the one at the trailing edge).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}
