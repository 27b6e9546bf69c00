/// How a tab bar's items look in one layout (UIKit's `UITabBarItemAppearance`): one
/// ``UITabBarItemStateAppearance`` for each of the normal, selected, disabled and focused states.
/// A tab bar draws its ``UITabBarAppearance/stackedLayoutAppearance`` (the iPhone's layout):
/// a state's `iconColor` colours the icon and its title's `.foregroundColor` the title; unset,
/// they are the bar's `tintColor` (selected) and `unselectedItemTintColor` or grey (normal).
///
/// ```swift
/// let appearance = UITabBarAppearance()
/// appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
/// appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
/// tabBar.standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// Which layout an item appearance is made for (UIKit's `UITabBarItemAppearance.Style`).
    public enum Style: Int, Sendable { case stacked = 0, inline, compactInline }

    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public override init() { super.init() }

    /// An item appearance for `style`: the default look, as ``init()`` makes it.
    public init(style: Style) { super.init() }

    /// A copy of `itemAppearance`'s states.
    public init(itemAppearance: UITabBarItemAppearance) {
        normal = itemAppearance.normal.copy()
        selected = itemAppearance.selected.copy()
        disabled = itemAppearance.disabled.copy()
        focused = itemAppearance.focused.copy()
        super.init()
    }

    /// A copy of the item appearance.
    open func copy() -> UITabBarItemAppearance { UITabBarItemAppearance(itemAppearance: self) }

    /// Back to the default look for `style`: every state cleared.
    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}
