import Sketchpad

extension Scene {
    /// A scene of a UIKit view hierarchy on a canvas of the root view's size: the view is laid out
    /// (`layoutIfNeeded()`) in `traits` and drawn by Sketchpad's renderer. The root's
    /// `safeAreaInsets` (none for a plain view; a window's, which a `UIWindow` subclass may
    /// override) are the scene's safe area. Throws the first
    /// ``UIKitLayoutIssue`` if the layout has any (a constraint UIKit would refuse, unsatisfiable
    /// constraints): a picture of a broken layout is not produced silently.
    ///
    /// ```swift
    /// let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    /// card.backgroundColor = .systemBackground
    /// let scene = try Scene(view: card)
    /// try scene.render(to: "card.png")
    /// ```
    // `@preconcurrency`, as UIKit's own API: a script's top-level code (Swift 5 mode, not on an
    // actor) can draw its views, as it can make them.
    @preconcurrency @MainActor
    public convenience init(view: UIView, traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) throws {
        if let parent = view.superview {
            throw UIKitLayoutIssue(kind: .invalidItem, message: "Scene(view:) draws a root view, but \(view.debugName) is inside \(parent.debugName): pass its root view (or a view controller with Scene(viewController:device:)), or call removeFromSuperview() first")
        }
        view.hostTraitCollection = UITraitCollection(traitsFrom: [.phoneDefault, traits])
        view.setNeedsLayout()
        view.layoutIfNeeded()
        if let issue = view.layoutIssues.first { throw issue }
        let size = Size(width: Double(view.bounds.width), height: Double(view.bounds.height))
        let insets = view.safeAreaInsets
        // The canvas has the root's own safe area and margins (what the scene's chrome and a
        // plain layout would use); the frames drawn are those UIKit's pass made.
        let canvas: Canvas = insets == .zero ? .size(size)
            : .device(Device(name: String(describing: type(of: view)), size: size, safeAreaInsets: insets.edgeInsets,
                             layoutMargins: view.directionalLayoutMargins.directionalEdgeInsets))
        try self.init(canvas: canvas, appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
                      direction: view.effectiveLayoutDirection, root: view.node)
        layoutOptions.pixelScale = Double(UIScreen.main.scale)
        layoutPass = Self.uikitLayoutPass(of: view)
    }

    /// The scene's layout is UIKit's: `layoutIfNeeded()` on the root (nothing to do when nothing
    /// changed since the scene was made) and the result that pass kept, so drawing neither
    /// measures nor solves the tree again.
    @MainActor
    private static func uikitLayoutPass(of root: UIView) -> () -> LayoutResult? {
        {
            // Scenes of UIKit views are made and drawn on the main actor, as UIKit views are.
            nonisolated(unsafe) var result: LayoutResult?
            MainActor.assumeIsolated {
                root.layoutIfNeeded()
                result = root.lastLayoutResult
            }
            return result
        }
    }

    /// A scene of a view controller shown full screen on `device`: it is put in a window of the
    /// device's size and safe area, laid out in `traits`, and drawn. Throws as ``init(view:traits:)``.
    ///
    /// ```swift
    /// let scene = try Scene(viewController: ProfileViewController(), device: .iPhone15)
    /// try scene.render(to: "profile.png")
    /// ```
    @preconcurrency @MainActor
    public convenience init(viewController: UIViewController, device: Device,
                            traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) throws {
        // While the controller loads and lays out, the main screen and the app's window are the
        // device's, as on iOS (a hosting controller's SwiftUI content keeps them for its drawing).
        let frame = CGRect(x: 0, y: 0, width: CGFloat(device.size.width), height: CGFloat(device.size.height))
        let disconnect = UIApplication.connectRenderWindow(RenderDevice(
            screenSize: frame.size, scale: CGFloat(device.scale), windowFrame: frame, safeAreaInsets: UIEdgeInsets(device.safeAreaInsets)))
        defer { disconnect() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: CGFloat(device.size.width), height: CGFloat(device.size.height)))
        window.hostSafeAreaInsets = UIEdgeInsets(device.safeAreaInsets)
        let regular = device.size.width > 600
        window.hostTraitCollection = UITraitCollection(traitsFrom: [
            .phoneDefault,
            UITraitCollection(horizontalSizeClass: regular ? .regular : .compact),
            UITraitCollection(displayScale: CGFloat(device.scale)),
            traits,
        ])
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        if let issue = window.layoutIssues.first { throw issue }
        try self.init(canvas: .device(device), appearance: traits.userInterfaceStyle == .dark ? .dark : .light,
                      direction: window.effectiveLayoutDirection, root: window.node)
        layoutOptions.pixelScale = Double(UIScreen.main.scale)
        layoutPass = Self.uikitLayoutPass(of: window)
    }
}
