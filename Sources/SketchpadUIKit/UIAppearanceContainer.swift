/// A type whose instances can contain views that an appearance proxy styles (UIKit's
/// `UIAppearanceContainer`): views and view controllers. Appearance proxies themselves are
/// unavailable here (see `UIView.appearance()`).
///
/// ```swift
/// let containers: [any UIAppearanceContainer.Type] = [UINavigationController.self]
/// ```
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
