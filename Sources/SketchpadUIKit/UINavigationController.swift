/// A stack of view controllers under a navigation bar: UIKit's `UINavigationController`. The
/// top controller's view fills the controller's view, under the bar; its safe area starts below
/// the bar (and its status-bar inset). The bar shows the top controller's `navigationItem`, with
/// a back button to the one below.
///
/// ```swift
/// let inbox = InboxViewController()
/// inbox.title = "Inbox"
/// let navigation = UINavigationController(rootViewController: inbox)
/// navigation.navigationBar.prefersLargeTitles = true
/// navigation.pushViewController(MessageViewController(), animated: false)
/// ```
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    /// The bar at the top (hide it with ``setNavigationBarHidden(_:animated:)``).
    public let navigationBar = UINavigationBar()
    /// The bar at the bottom, showing the top controller's `toolbarItems`: hidden until
    /// ``setToolbarHidden(_:animated:)`` or ``isToolbarHidden`` shows it.
    public let toolbar: UIToolbar! = UIToolbar()
    open weak var delegate: (any UINavigationControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Custom bar classes do not exist here: the bar is a `UINavigationBar`.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    private func setUpBar() {
        navigationBar.isAtScrollEdge = { [weak self] in
            guard let scroll = self?.topViewController?.viewIfLoaded as? UIScrollView else { return false }
            return scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
        }
        navigationBar.isScrolledFromTop = { [weak self] in
            (self?.topViewController?.viewIfLoaded as? UIScrollView)?.isScrolledFromTop ?? false
        }
        toolbar.isAtScrollEdge = { [weak self] in
            guard let scroll = self?.topViewController?.viewIfLoaded as? UIScrollView else { return false }
            return scroll.contentOffset.y + scroll.bounds.height >= scroll.contentSize.height + scroll.adjustedContentInset.bottom - 0.5
        }
    }

    open override func loadView() {
        let container = UILayoutContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showTop()
    }

    // MARK: The stack

    /// The controllers, root first; the last is shown.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }
    /// The controller shown (the top one: nothing is presented modally here).
    open var visibleViewController: UIViewController? { stack.last }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = stack
        for controller in old where !viewControllers.contains(where: { $0 === controller }) {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        stack = viewControllers
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        // Children in stack order (others, if any, after them).
        children = viewControllers + children.filter { child in !viewControllers.contains { $0 === child } }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: animated)
        if isViewLoaded { showTop() }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(stack.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// Pushes `vc` (UIKit's navigation controller overrides `show(_:sender:)` to push).
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        let popped = Array(stack.dropFirst())
        setViewControllers([stack[0]], animated: animated)
        return popped
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        setViewControllers(Array(stack[...index]), animated: animated)
        return popped
    }

    // MARK: Bars

    /// Whether the navigation bar is hidden (its room goes to the top controller's view).
    open var isNavigationBarHidden = false {
        didSet {
            navigationBar.isHidden = isNavigationBarHidden
            UIView.layoutGeneration &+= 1
            viewIfLoaded?.setNeedsLayout()
        }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// Whether the toolbar is hidden (true by default, as in UIKit); shown, it sits above the
    /// bottom of the safe area, 44 points tall, and the top controller's safe area ends above it.
    open var isToolbarHidden = true {
        didSet {
            toolbar.isHidden = isToolbarHidden
            UIView.layoutGeneration &+= 1
            viewIfLoaded?.setNeedsLayout()
        }
    }

    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    // Stored: nothing taps, swipes or types here.
    open var hidesBarsOnTap = false
    open var hidesBarsOnSwipe = false
    open var hidesBarsWhenVerticallyCompact = false
    open var hidesBarsWhenKeyboardAppears = false

    // MARK: Layout

    override var appearanceChildren: [UIViewController] { stack.last.map { [$0] } ?? [] }

    /// Shows only the top controller's view, under the bar.
    private func showTop() {
        showChildView(stack.last, hiding: Array(stack.dropLast()), under: navigationBar)
        guard let container = viewIfLoaded else { return }
        toolbar.isHidden = isToolbarHidden
        if toolbar.superview !== container { container.addSubview(toolbar) }
    }

    override func layoutContainerView() {
        guard let container = viewIfLoaded else { return }
        let height = isNavigationBarHidden ? 0 : navigationBar.barHeight
        let frame = CGRect(x: 0, y: container.safeAreaInsets.top, width: container.bounds.width, height: height)
        if navigationBar.frame != frame { navigationBar.frame = frame }
        // The toolbar: the top controller's items, above the home indicator, its background
        // reaching down to the bottom edge.
        let bottom = container.safeAreaInsets.bottom
        let row = isToolbarHidden ? 0 : toolbar.sizeThatFits(container.bounds.size).height
        if !isToolbarHidden {
            let items = stack.last?.toolbarItems
            if !(toolbar.items ?? []).elementsEqual(items ?? [], by: ===) { toolbar.items = items }
            let toolbarFrame = CGRect(x: 0, y: container.bounds.height - bottom - row, width: container.bounds.width, height: row + bottom)
            if toolbar.frame != toolbarFrame { toolbar.frame = toolbarFrame }
        }
        if let top = stack.last, let view = top.viewIfLoaded, view.superview === container {
            if view.frame != container.bounds { view.frame = container.bounds }
            top.containerSafeAreaInsets = UIEdgeInsets(top: height, left: 0, bottom: row, right: 0)
        }
    }
}

/// The navigation controller's delegate (UIKit's protocol; nothing calls it here, as nothing
/// animates). Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}
