/// A tab bar's delegate (UIKit's `UITabBarDelegate`; nothing selects here, so nothing calls it).
/// Every method is optional.
///
/// ```swift
/// final class Tabs: NSObject, UITabBarDelegate {
///     func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
/// }
/// ```
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
