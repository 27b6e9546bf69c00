import Foundation

/// An app's delegate (UIKit's `UIApplicationDelegate`): every member is optional, as in UIKit,
/// and does nothing unless implemented (the launch methods answer true, a scene configuration is
/// the default one for the session's role). Nothing launches an app on Linux: a `@main` app
/// delegate compiles, and its `main()` stops with a message that says how to draw the app's
/// screens instead.
///
/// ```swift
/// final class AppDelegate: UIResponder, UIApplicationDelegate {
///     var window: UIWindow?
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         true
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// The entry point `@main` gives an app delegate, as UIKit's does. There is no run loop, no
    /// screen and no app launch on Linux: it writes an error that says how to draw the app's
    /// screens, and the process exits with status 1.
    public static func main() {
        FileHandle.standardError.write(Data(UIApplication.noLaunchMessage(for: Self.self).utf8))
        exit(1)
    }
}

extension UIApplication {
    /// What a `@main` app delegate's entry point says on Linux.
    nonisolated static func noLaunchMessage(for delegate: Any.Type) -> String {
        "error: \(delegate) is an iOS app's entry point (@main); apps do not launch on Linux: "
            + "draw the app's screens with Scene(view:) or Scene(viewController:device:), or `sketchpad run`\n"
    }
}
