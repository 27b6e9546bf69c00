/// An item of a tab bar: UIKit's `UITabBarItem` (a title over an image, a badge). PNG images and
/// the icon set's symbols are drawn; a symbol the set lacks is a placeholder.
///
/// ```swift
/// profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 2)
/// profile.tabBarItem.badgeValue = "3"
/// ```
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    open var badgeValue: String? { didSet { UIView.layoutGeneration &+= 1 } }
    open var badgeColor: UIColor?
    /// The item's own appearances (stored: the bar's are drawn).
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// Moves the title (stored: titles are drawn where the bar puts them).
    open var titlePositionAdjustment: UIOffset = .zero
    private var badgeTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The badge's text attributes for `state` (stored: badges are drawn in white 13 pt text).
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeTextAttributesByState[state.rawValue] = textAttributes
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeTextAttributesByState[state.rawValue]
    }
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// A system item: its title is UIKit's ("Favorites", "Search"…).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: nil, image: nil, tag: tag)
        self.systemItem = systemItem
    }

    /// The title drawn: the item's, or a system item's word.
    var displayTitle: String? {
        if let title { return title }
        switch systemItem {
        case .more: return "More"
        case .favorites: return "Favorites"
        case .featured: return "Featured"
        case .topRated: return "Top Rated"
        case .recents: return "Recents"
        case .contacts: return "Contacts"
        case .history: return "History"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .downloads: return "Downloads"
        case .mostRecent: return "Most Recent"
        case .mostViewed: return "Most Viewed"
        case nil: return nil
        }
    }
}
