/// Tabs of view controllers with a bar at the bottom: UIKit's `UITabBarController`. The
/// selected controller's view fills the controller's view; its safe area ends above the bar.
/// The bar shows each controller's `tabBarItem` (a navigation controller without one shows its
/// root controller's).
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.setViewControllers([UINavigationController(rootViewController: feed), settings], animated: false)
/// tabs.selectedIndex = 1
/// ```
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The controllers the More screen may rearrange (stored: there is no More screen here).
    open var customizableViewControllers: [UIViewController]?
    private var controllers: [UIViewController]?
    private var selectedStorage = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    private func setUpBar() {
        tabBar.isAtScrollEdge = { [weak self] in
            let shown = (self?.selectedViewController as? UINavigationController)?.topViewController ?? self?.selectedViewController
            guard let scroll = shown?.viewIfLoaded as? UIScrollView else { return false }
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
        showSelected()
    }

    /// The tabs' controllers, in bar order.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in controllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        controllers = viewControllers
        for controller in viewControllers ?? [] where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let list = viewControllers ?? []
        children = list + children.filter { child in !list.contains { $0 === child } }
        selectedStorage = list.isEmpty ? 0 : min(selectedStorage, list.count - 1)
        updateBarItems(animated: animated)
        if isViewLoaded { showSelected() }
    }

    /// The selected tab's index (`NSNotFound` while there are no tabs).
    open var selectedIndex: Int {
        get { (controllers ?? []).isEmpty ? NSNotFound : selectedStorage }
        set {
            guard let list = controllers, list.indices.contains(newValue) else { return }
            selectedStorage = newValue
            updateBarItems(animated: false)
            if isViewLoaded { showSelected() }
        }
    }

    open var selectedViewController: UIViewController? {
        get {
            guard let list = controllers, list.indices.contains(selectedStorage) else { return nil }
            return list[selectedStorage]
        }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    override var appearanceChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    /// The item a tab shows: the controller's, or a navigation controller's root controller's.
    private func item(for controller: UIViewController) -> UITabBarItem {
        if let made = controller.tabBarItemIfMade { return made }
        if let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            return root.tabBarItem
        }
        return controller.tabBarItem
    }

    private func updateBarItems(animated: Bool) {
        let items = (controllers ?? []).map(item(for:))
        tabBar.setItems(items, animated: animated)
        tabBar.selectedItem = items.indices.contains(selectedStorage) ? items[selectedStorage] : nil
    }

    /// Whether the selected tab hides the bar (its top controller was pushed with `hidesBottomBarWhenPushed`).
    private var barIsHidden: Bool {
        guard let navigation = selectedViewController as? UINavigationController, navigation.viewControllers.count > 1 else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Shows only the selected controller's view, under the bar.
    private func showSelected() {
        showChildView(selectedViewController, hiding: controllers ?? [], under: tabBar)
    }

    override func layoutContainerView() {
        guard let container = viewIfLoaded else { return }
        // The bar's items may have changed since they were handed over (a title set later).
        let items = (controllers ?? []).map(item(for:))
        if tabBar.items.map({ !$0.elementsEqual(items, by: ===) }) ?? true { updateBarItems(animated: false) }
        let hidden = barIsHidden
        tabBar.isHidden = hidden
        let bottom = container.safeAreaInsets.bottom
        let row = hidden ? 0 : UITabBar.rowHeight
        let frame = CGRect(x: 0, y: container.bounds.height - bottom - row, width: container.bounds.width, height: row + bottom)
        if tabBar.frame != frame { tabBar.frame = frame }
        if let selected = selectedViewController, let view = selected.viewIfLoaded, view.superview === container {
            if view.frame != container.bounds { view.frame = container.bounds }
            selected.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: row, right: 0)
        }
    }
}

/// The tab bar controller's delegate (UIKit's protocol; nothing taps a tab here, so nothing
/// calls it). Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
