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

/// The device a render draws for: the main screen's size and scale and the app's key window.
/// Renders nest (an `ImageRenderer` in a body, a `UIHostingController` in a UIKit screen), so
/// the devices of the renders in progress are a stack: the innermost is what `UIScreen.main` and
/// `UIApplication.shared.windows` report, and when it ends the next one out is again.
package struct RenderDevice: Equatable {
    /// The main screen's size (its bounds' origin is zero) and scale.
    package var screenSize: CGSize
    package var scale: CGFloat
    /// The key window's frame and safe-area insets.
    package var windowFrame: CGRect
    package var safeAreaInsets: UIEdgeInsets

    package init(screenSize: CGSize, scale: CGFloat, windowFrame: CGRect, safeAreaInsets: UIEdgeInsets) {
        self.screenSize = screenSize
        self.scale = scale
        self.windowFrame = windowFrame
        self.safeAreaInsets = safeAreaInsets
    }
}

extension UIApplication {
    /// The scene of the render in progress (nil outside a render).
    static var renderScene: UIWindowScene? { renderDevices.last?.scene }

    /// The renders in progress, innermost last, each with its scene; and the main screen as it
    /// was before the outermost began.
    private static var renderDevices: [(id: Int, device: RenderDevice, scene: UIWindowScene, window: UIWindow)] = []
    private static var screenOutsideRenders: (bounds: CGRect, scale: CGFloat)?
    private static var nextRenderID = 0

    /// The device of the innermost render in progress (nil outside a render): what a render nested
    /// in it (an `ImageRenderer`, a hosting controller's view) draws for.
    package static var renderDevice: RenderDevice? { renderDevices.last?.device }

    /// Connects a scene with one key window of the device's frame and safe-area insets and makes
    /// the main screen the device's (its bounds and scale), as the app a view runs in on iOS has
    /// them; the returned action disconnects it and makes the next render out (or the screen as it
    /// was outside renders) current again, whatever order renders end in. A SwiftUI render calls
    /// this around resolving its views, and `Scene(viewController:device:)` around its layout, so
    /// `UIApplication.shared.windows.first?.safeAreaInsets` and `UIScreen.main.bounds` read in a
    /// body or a `viewDidLoad` report the device drawn.
    package static func connectRenderWindow(_ device: RenderDevice) -> () -> Void {
        if renderDevices.isEmpty { screenOutsideRenders = (UIScreen.main.bounds, UIScreen.main.scale) }
        let scene = UIWindowScene(session: UISceneSession(), connectionOptions: UIScene.ConnectionOptions())
        scene.activationState = .foregroundActive
        let window = UIWindow(windowScene: scene)
        window.frame = device.windowFrame
        window.hostSafeAreaInsets = device.safeAreaInsets
        window.makeKey()
        nextRenderID += 1
        let id = nextRenderID
        renderDevices.append((id, device, scene, window))
        applyInnermostDevice()
        // Appearance proxies set while rendering (in a representable's makeUIView) end with it.
        let savedAppearance = UIAppearanceRegistry.saved()
        return {
            guard let index = renderDevices.lastIndex(where: { $0.id == id }) else { return }
            renderDevices.remove(at: index)
            UIAppearanceRegistry.restore(savedAppearance)
            applyInnermostDevice()
        }
    }

    private static func applyInnermostDevice() {
        if let device = renderDevices.last?.device {
            UIScreen.main.bounds = CGRect(origin: .zero, size: device.screenSize)
            UIScreen.main.scale = device.scale
        } else if let screen = screenOutsideRenders {
            UIScreen.main.bounds = screen.bounds
            UIScreen.main.scale = screen.scale
            screenOutsideRenders = nil
        }
    }
}
