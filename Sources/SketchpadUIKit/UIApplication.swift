import Foundation

/// The running app: UIKit's `UIApplication`, reduced to what view code calls. There is no app,
/// no other app and no URL handling on Linux: ``open(_:options:completionHandler:)`` opens
/// nothing and completes with `false` (as iOS does when no app can open a URL), and there are no
/// connected scenes. Members that need Apple's runtime are unavailable.
///
/// ```swift
/// UIApplication.shared.open(URL(string: "https://example.com")!)   // completes with false here
/// ```
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// An option of ``open(_:options:completionHandler:)`` (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    public static let shared = UIApplication()

    override init() { super.init() }

    /// The app's delegate (stored: nothing launches an app on Linux).
    open weak var delegate: (any UIApplicationDelegate)?

    /// The scenes the system connected: during a SwiftUI render, the scene of the render's
    /// window (the device's bounds and safe area); otherwise none (nothing connects scenes on Linux).
    open var connectedScenes: Set<UIScene> { UIApplication.renderScene.map { [$0] } ?? [] }
    /// Whether the screen may dim (stored).
    open var isIdleTimerDisabled = false
    /// Whether the app is the foreground one: `.active`.
    open var applicationState: UIApplication.State { .active }

    /// The app's state (UIKit's `UIApplication.State`).
    public enum State: Int, Sendable { case active = 0, inactive, background }

    /// Opens nothing: there are no other apps on Linux. Calls `completion` with `false` on the
    /// main actor, as iOS does when no app can open the URL.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// false: no app can open a URL on Linux.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Sends an action through the responder chain: unavailable, as it needs Objective-C selectors.
    @available(*, unavailable, message: "actions by selector need the Objective-C runtime, which does not exist on Linux: call the method directly (for example view.endEditing(true) instead of sending resignFirstResponder)")
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool { false }
}
