/// How a tab bar item looks in one state (UIKit's `UITabBarItemStateAppearance`). The icon's
/// colour and the title's `.foregroundColor` are drawn (see ``UITabBarItemAppearance``); the
/// other members are stored.
///
/// ```swift
/// appearance.stackedLayoutAppearance.normal.iconColor = .systemGray2
/// ```
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeTitlePositionAdjustment = UIOffset.zero

    public override init() { super.init() }

    func copy() -> UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
