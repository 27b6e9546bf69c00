/// A scene that shows windows (UIKit's `UIWindowScene`): its windows, the key one, its screen
/// and traits. Nothing connects scenes on Linux (see ``UIScene``); windows made with
/// `UIWindow(windowScene:)` join it.
///
/// ```swift
/// let key = windowScene.keyWindow ?? windowScene.windows.first
/// ```
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    struct WeakWindow {
        weak var window: UIWindow?
    }

    var windowList: [WeakWindow] = []

    /// The scene's windows, in the order they joined it.
    open var windows: [UIWindow] { windowList.compactMap(\.window) }
    /// The scene's key window, if one is.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    open var screen: UIScreen { .main }
    open var traitCollection: UITraitCollection { screen.traitCollection }
    /// The orientation of the screen's bounds.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
}
