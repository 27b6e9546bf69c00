import Foundation

/// The top of a view hierarchy that hosts a view controller: UIKit's `UIWindow`. Its root
/// controller's view fills it; `Scene(viewController:device:)` makes one with the device's size
/// and safe area.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = controller
/// window.makeKeyAndVisible()
/// controller.view.layoutIfNeeded()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Where a window stacks (UIKit's `UIWindow.Level`; stored: there is one window on screen).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
    }

    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")

    /// A window in a scene, as big as the scene's screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene   // observers do not run in an initialiser:
        windowScene.windowList.append(UIWindowScene.WeakWindow(window: self))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The scene the window belongs to; setting it adds the window to the scene's ``UIWindowScene/windows``.
    open weak var windowScene: UIWindowScene? {
        didSet {
            oldValue?.windowList.removeAll { $0.window === self }
            windowScene?.windowList.append(UIWindowScene.WeakWindow(window: self))
        }
    }

    open var screen: UIScreen = .main
    open var windowLevel: Level = .normal
    open var canResizeToFitContent = false
    open var canBecomeKey: Bool { true }
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view = controller.view!
            view.frame = bounds
            addSubview(view)
        }
    }

    open private(set) var isKeyWindow = false
    override class var layerClassName: String { "UIWindowLayer" }
    override class var hasGestureRecognizersByDefault: Bool { true }

    /// Shows the window (here: makes it key and calls the root controller's appearance callbacks).
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        rootViewController?.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        rootViewController?.endAppearanceTransition()
    }

    open func makeKey() {
        guard canBecomeKey else { return }
        windowScene?.windows.filter { $0 !== self && $0.isKeyWindow }.forEach { $0.resignKey() }
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window becomes key; override to react.
    open func becomeKey() { isKeyWindow = true }
    /// Called when the window stops being key; override to react.
    open func resignKey() { isKeyWindow = false }

    /// Events are never sent here: a no-op kept for overrides.
    open func sendEvent(_ event: UIEvent) {}

    // Converting to and from another window: windows share the screen's coordinates here.
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint { convert(point, to: window as UIView?) }
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint { convert(point, from: window as UIView?) }
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect { convert(rect, to: window as UIView?) }
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect { convert(rect, from: window as UIView?) }

    open override var frame: CGRect {
        didSet { rootViewController?.viewIfLoaded?.frame = bounds }
    }
}
