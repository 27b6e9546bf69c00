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
        isKeyWindow = true
        isHidden = false
        rootViewController?.beginAppearanceTransition(true, animated: false)
        layoutIfNeeded()
        rootViewController?.endAppearanceTransition()
    }

    open func makeKey() { isKeyWindow = true }

    open override var frame: CGRect {
        didSet { rootViewController?.viewIfLoaded?.frame = bounds }
    }
}
