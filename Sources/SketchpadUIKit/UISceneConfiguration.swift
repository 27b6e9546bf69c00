import Foundation

/// Which scene class and delegate a new scene gets (UIKit's `UISceneConfiguration`), as an app
/// delegate's `application(_:configurationForConnecting:options:)` returns it. Stored: nothing
/// connects scenes on Linux.
///
/// ```swift
/// let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
/// configuration.delegateClass = SceneDelegate.self
/// ```
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
