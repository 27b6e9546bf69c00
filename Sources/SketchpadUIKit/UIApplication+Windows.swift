/// The app's windows across its connected scenes, as iOS 15 deprecated them (real SwiftUI code
/// still reads `UIApplication.shared.windows.first?.safeAreaInsets`). Here they are the windows of
/// ``UIApplication/connectedScenes``: during a SwiftUI render, one key window of the render's
/// device (`safeAreaInsets.top` is 59 on an iPhone 15, as on iOS); outside a render none, and such
/// code takes its fallback (`padding(.top, nil)` pads by the default amount).
///
/// ```swift
/// let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
/// ```
extension UIApplication {
    /// The app's visible and hidden windows, from every connected window scene.
    @available(iOS, deprecated: 15.0, message: "Use UIWindowScene.windows on a relevant window scene instead")
    public var windows: [UIWindow] {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
    }

    /// The key window across the connected scenes.
    @available(iOS, deprecated: 13.0, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes")
    public var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }
}

extension UIApplication {
    /// The scene of the render in progress (nil outside a render).
    static var renderScene: UIWindowScene?

    /// Connects a scene with one key window of `bounds` and `safeAreaInsets` and makes the main
    /// screen the render's (its bounds and scale), as the app a view runs in on iOS has them;
    /// the returned action disconnects it and restores the screen. A SwiftUI render calls this
    /// around resolving its views, so `UIApplication.shared.windows.first?.safeAreaInsets` and
    /// `UIScreen.main.bounds` read in a body report the device drawn.
    package static func connectRenderWindow(bounds: CGRect, safeAreaInsets: UIEdgeInsets, scale: CGFloat) -> () -> Void {
        let previous = (scene: renderScene, bounds: UIScreen.main.bounds, scale: UIScreen.main.scale)
        UIScreen.main.bounds = CGRect(origin: .zero, size: bounds.size)
        UIScreen.main.scale = scale
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        scene.activationState = .foregroundActive
        let window = UIWindow(windowScene: scene)
        window.frame = bounds
        window.hostSafeAreaInsets = safeAreaInsets
        window.makeKey()
        renderScene = scene
        // Appearance proxies set while rendering (in a representable's makeUIView) end with it.
        let savedAppearance = UIAppearanceRegistry.saved()
        return {
            withExtendedLifetime(window) {}
            UIAppearanceRegistry.restore(savedAppearance)
            renderScene = previous.scene
            UIScreen.main.bounds = previous.bounds
            UIScreen.main.scale = previous.scale
        }
    }
}
