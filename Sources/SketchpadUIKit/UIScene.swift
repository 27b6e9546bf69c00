import Foundation

/// A scene of the app (UIKit's `UIScene`): here only so that scene delegates written for iOS
/// compile. Nothing connects scenes on Linux, so no delegate method is called; make windows
/// with `UIWindow(frame:)` or `Scene(viewController:device:)` instead.
///
/// ```swift
/// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
///     var window: UIWindow?
///     func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
///         guard let windowScene = scene as? UIWindowScene else { return }
///         window = UIWindow(windowScene: windowScene)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Why a scene was connected (UIKit's `UIScene.ConnectionOptions`): empty here.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        override init() { super.init() }
    }

    /// Whether a scene is in the foreground (UIKit's `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive, background
    }

    public let session: UISceneSession
    open var delegate: (any UISceneDelegate)?
    open var title: String!
    open internal(set) var activationState: ActivationState = .unattached

    public init(session: UISceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}
