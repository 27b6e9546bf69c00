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

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
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
    /// Called before the view's `layoutSubviews` in every layout pass.
    open func viewWillLayoutSubviews() {}
    /// Called after the view's `layoutSubviews` in every layout pass.
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() { view.updateConstraints() }

    open var title: String?

    // MARK: Margins and safe area

    /// The smallest margins of the root view: 16 points at the sides in compact width, 20 in
    /// regular width, none at top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewStorage?.bounds.width ?? 0) > 414 ? 20 : 16
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

    /// Traits that override the inherited ones for this controller and its views.
    var traitOverrides: UITraitCollection?

    /// The controller's traits: its view's environment.
    open var traitCollection: UITraitCollection {
        viewStorage?.traitCollection ?? overriddenTraits(base: nil)
    }

    func overriddenTraits(base: UITraitCollection?) -> UITraitCollection {
        let inherited = base ?? parent?.traitCollection ?? .phoneDefault
        guard let traitOverrides else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, traitOverrides])
    }

    /// Overrides the traits of a child controller (UIKit's way for containers to do so).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childViewController.traitOverrides = collection
        UIView.layoutGeneration &+= 1
    }

    // MARK: Children

    public private(set) var children: [UIViewController] = []
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
