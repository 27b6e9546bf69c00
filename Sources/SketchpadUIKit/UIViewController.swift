import SketchpadLayout
import SketchpadWidgets

/// Manages a view: UIKit's `UIViewController`, with its view lifecycle (`loadView`,
/// `viewDidLoad`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews`), child controllers and the
/// root view's system minimum margins (16 points on phones, 20 on wider screens, none at top and
/// bottom).
///
/// ```swift
/// final class ProfileViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         let name = UILabel()
///         name.text = "Ada"
///         name.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(name)
///         name.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
///         name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    /// What this controller presents and what presents it.
    let presentationState = PresentationState()
    /// How the controller is presented (stored: presentations are not drawn).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// What a `.custom` presentation asks for its presentation controller (see
    /// ``UIViewControllerTransitioningDelegate``).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    open var isModalInPresentation = false
    /// Which edges the view extends under bars (stored).
    open var edgesForExtendedLayout: UIRectEdge = .all
    open var extendedLayoutIncludesOpaqueBars = false
    /// The items a navigation controller's toolbar shows while this controller is on top (see
    /// ``UINavigationController/isToolbarHidden``).
    open var toolbarItems: [UIBarButtonItem]? { didSet { UIView.layoutGeneration &+= 1; navigationController?.viewIfLoaded?.setNeedsLayout() } }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// Presentation and focus settings of the SDK (stored: presentations here cover the screen
    /// and there is no focus engine or keyboard).
    open var definesPresentationContext = false
    open var providesPresentationContextTransitionStyle = false
    open var restoresFocusAfterTransition = true
    open var modalPresentationCapturesStatusBarAppearance = false
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// The nib the controller was made with (nibs do not load on Linux: stored).
    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?

    /// Called when the root view's safe area changed (by its ``UIView/safeAreaInsetsDidChange()``).
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed (by its ``UIView/layoutMarginsDidChange()``).
    open func viewLayoutMarginsDidChange() {}

    private var addedKeyCommands: [UIKeyCommand] = []
    /// The key commands added with ``addKeyCommand(_:)`` (`nil` when there are none).
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    /// Adds a keyboard shortcut to the controller's ``keyCommands``.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
    /// Removes a keyboard shortcut added with ``addKeyCommand(_:)``.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }

    /// Whether the controller is editing its content (set it with ``setEditing(_:animated:)``).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    private var editButtonItemStorage: UIBarButtonItem?

    /// Enters or leaves editing mode; ``editButtonItem`` then reads “Done” (bold) while editing
    /// and “Edit” otherwise, as in UIKit. Override it to update your views; call super.
    ///
    /// ```swift
    /// navigationItem.rightBarButtonItem = editButtonItem
    /// setEditing(true, animated: false)   // the button reads Done
    /// ```
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        if let item = editButtonItemStorage { updateEditButton(item) }
    }

    /// A bar button that toggles ``isEditing``, made once: “Edit”, or “Done” while editing.
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        updateEditButton(item)
        return item
    }

    private func updateEditButton(_ item: UIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }

    /// Light or dark for the controller's views whatever the environment says (`.unspecified`:
    /// inherited). Drawn: colours resolve in the overridden traits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { UIView.layoutGeneration &+= 1 }
    }
    /// Asks for the status bar to be drawn again (it is drawn with every render: nothing to do).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `topLayoutGuide` and `bottomLayoutGuide`, made on first use.
    var layoutSupportGuides: [UILayoutGuide] = []

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The controller's view, loaded (`loadView()`, then `viewDidLoad()`) the first time it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the view if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view: by default a plain `UIView` the size of the screen. Override to make
    /// your own (assign `view`; do not call super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when memory runs low, which a snapshot never sees; exists so overrides compile.
    open func didReceiveMemoryWarning() {}

    /// Shows `vc` where this controller's container shows controllers (UIKit's
    /// `show(_:sender:)`): pushed by the nearest navigation controller above it, put in the
    /// primary column by a split view controller, else presented modally by the window's root
    /// controller (see `showTarget(detail:)`).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = showTarget(detail: false) { return target.show(vc, sender: sender) }
        presentFromRoot(vc)
    }

    /// Shows `vc` in a secondary (detail) context (UIKit's `showDetailViewController(_:sender:)`):
    /// the nearest split view controller above this controller puts it in its secondary column,
    /// else it is presented modally by the window's root controller.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let target = showTarget(detail: true) { return target.showDetailViewController(vc, sender: sender) }
        presentFromRoot(vc)
    }

    // Segues come from storyboards, which are not loaded here (see ``UIStoryboardSegue``): these
    // exist so controllers written for storyboards compile; nothing calls them.

    /// Called before a storyboard segue (never here: storyboards are not loaded).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Whether a storyboard segue may run (never asked here); true, UIKit's default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Called before the view changes size in a rotation or resize, which does not happen here
    /// (a controller is laid out at the size it is shown at); exists so overrides compile.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Where the controller is in its appearance cycle (read by `.hierarchy` snapshots).
    var appearanceState = AppearanceState.disappeared
    enum AppearanceState: String { case disappeared, appearing, appeared, disappearing }

    /// Starts showing (`true`: `viewWillAppear`) or hiding (`viewWillDisappear`) the controller
    /// and, as UIKit forwards appearance to children, its children.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let wanted: AppearanceState = isAppearing ? .appearing : .disappearing
        guard appearanceState != wanted else { return }
        if isAppearing { loadViewIfNeeded() }
        appearanceState = wanted
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Places the bars and the shown child of a container controller (navigation, tab bar) in
    /// its view, from the view's `layoutSubviews`.
    func layoutContainerView() {}

    /// A container's step (navigation and tab bar controllers): shows `shown`'s view filling
    /// the container under `bar`, and takes the views of `others` out of it.
    func showChildView(_ shown: UIViewController?, hiding others: [UIViewController], under bar: UIView) {
        guard let container = viewIfLoaded else { return }
        for controller in others where controller !== shown && controller.viewIfLoaded?.superview === container {
            controller.view.removeFromSuperview()
        }
        if let shown {
            let view = shown.view!
            if view.superview !== container {
                view.frame = container.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.insertSubview(view, at: 0)
            }
        }
        if bar.superview !== container { container.addSubview(bar) }
        container.setNeedsLayout()
    }

    /// The children shown with the controller, to which it forwards appearance (a navigation
    /// controller's top controller, a tab bar controller's selected one; every child otherwise).
    var appearanceChildren: [UIViewController] { children }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` started (`viewDidAppear` or
    /// `viewDidDisappear`), children first.
    open func endAppearanceTransition() {
        for child in children where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            break
        }
    }

    /// Called when the controller's traits changed (when its view first enters a hierarchy with
    /// traits, and after each change), before its view is laid out with them.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the status bar is hidden while the controller is shown (default false).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while the controller is shown (drawn by no one here).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Called before the view's `layoutSubviews` in every layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews` in every layout pass.
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() { view.updateConstraints() }

    /// The controller's title; setting it also titles its navigation item and tab bar item, as
    /// in UIKit.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }

    private var navigationItemStorage: UINavigationItem?
    private var tabBarItemStorage: UITabBarItem?

    /// What a navigation controller's bar shows while this controller is on top: its title,
    /// bar button items, back button (made on first use, titled with ``title``).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        if title == nil { item.title = nil }
        navigationItemStorage = item
        return item
    }

    /// The controller's item in a tab bar controller's bar (made on first use, titled with ``title``).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            UIView.layoutGeneration &+= 1
        }
    }

    /// The tab bar item this controller has, if one was made (a navigation controller without
    /// one shows its root controller's).
    var tabBarItemIfMade: UITabBarItem? { tabBarItemStorage }

    /// The nearest navigation controller up the chain of parents.
    open var navigationController: UINavigationController? {
        sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 as? UINavigationController }.first
    }

    /// The nearest tab bar controller up the chain of parents.
    open var tabBarController: UITabBarController? {
        sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 as? UITabBarController }.first
    }

    /// Whether a navigation controller hides its tab bar controller's bar while this controller is on top (stored).
    open var hidesBottomBarWhenPushed = false

    /// Whether the navigation or tab bar controller that shows this controller insets its content
    /// scroll view's top and bottom by the safe area even while that scroll view cannot scroll
    /// (`true` by default). Deprecated in iOS 11, but still what a scroll view's
    /// `.automatic` ``UIScrollView/contentInsetAdjustmentBehavior`` consults (see
    /// ``UIScrollView/adjustedContentInset``).
    @available(iOS, introduced: 7.0, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { adjustsScrollViewInsets }
        set { adjustsScrollViewInsets = newValue }
    }
    /// ``automaticallyAdjustsScrollViewInsets``, readable without its deprecation warning.
    var adjustsScrollViewInsets = true {
        didSet { if adjustsScrollViewInsets != oldValue { UIView.layoutGeneration &+= 1 } }
    }

    /// Safe-area insets a container adds for its bars (a navigation bar, a tab bar), on top of
    /// what the controller's view gets from its superview and ``additionalSafeAreaInsets``.
    var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if containerSafeAreaInsets != oldValue { UIView.layoutGeneration &+= 1 } }
    }

    /// The insets a controller's view adds to what its superview gives it.
    var addedSafeAreaInsets: UIEdgeInsets {
        let a = additionalSafeAreaInsets, c = containerSafeAreaInsets
        return UIEdgeInsets(top: a.top + c.top, left: a.left + c.left, bottom: a.bottom + c.bottom, right: a.right + c.right)
    }

    // MARK: Margins and safe area

    /// The smallest margins of the root view, none at top and bottom, and at the sides (beyond
    /// the safe area) 16 points on a phone-sized screen, 20 on a larger one, in either
    /// orientation: the view's shorter side decides (more than 414 points: 20), not its
    /// current width or size class, so iPhone 13 has 16 in landscape as in portrait, and so does
    /// iPhone 11 (414 points wide) although it is regular width in landscape; an iPad has 20.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let size = viewStorage?.bounds.size ?? .zero
        let side: CGFloat = min(size.width, size.height) > 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins`` (default true).
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// Insets added to the safe area the controller's view gets from its host.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { UIView.layoutGeneration &+= 1 }
    }

    /// The smallest margins of the controller's root view (none unless it respects the system minimum).
    var minimumRootMargins: NSDirectionalEdgeInsets {
        viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : .zero
    }

    // MARK: Traits

    /// Traits the parent set for this controller (``setOverrideTraitCollection(_:forChild:)``).
    var childTraitOverrides: UITraitCollection?

    /// What `registerForTraitChanges` registered (see `UITraitChangeObservable.swift`).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// Traits this controller sets for itself, its views and its children (iOS 17), custom
    /// ones included.
    ///
    /// ```swift
    /// traitOverrides.horizontalSizeClass = .compact
    /// ```
    open var traitOverrides = UITraitOverrides() {
        didSet {
            UIView.layoutGeneration &+= 1
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The controller's traits: its view's environment.
    open var traitCollection: UITraitCollection {
        viewStorage?.traitCollection ?? overriddenTraits(base: nil)
    }

    func overriddenTraits(base: UITraitCollection?) -> UITraitCollection {
        var traits = base ?? parent?.traitCollection ?? .phoneDefault
        if let childTraitOverrides { traits = UITraitCollection(traitsFrom: [traits, childTraitOverrides]) }
        if !traitOverrides.isEmpty { traits = UITraitCollection(traits.values.overridden(by: traitOverrides.values)) }
        if overrideUserInterfaceStyle != .unspecified {
            traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)])
        }
        return traits
    }

    /// Overrides the traits of a child controller (UIKit's way for containers to do so).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childViewController.childTraitOverrides = collection
        UIView.layoutGeneration &+= 1
    }

    // MARK: Children

    public internal(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Adds a child controller (add its view to yours, then call `didMove(toParent:)`).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The size the controller would like for its view in a container.
    open var preferredContentSize: CGSize = .zero

    open override var next: UIResponder? { viewStorage?.superview }
}
