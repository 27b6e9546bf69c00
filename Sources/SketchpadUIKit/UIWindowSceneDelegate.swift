/// A window scene's delegate (UIKit's `UIWindowSceneDelegate`): holds the scene's window. The
/// `window` property is optional in UIKit; conformers that do not declare it read nil.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate { var window: UIWindow? }
/// ```
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
