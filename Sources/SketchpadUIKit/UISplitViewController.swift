import Foundation

/// A container of columns, a sidebar or list beside its detail: UIKit's `UISplitViewController`
/// in its column style (iOS 14). On a phone in portrait (a compact width) it is collapsed and
/// shows one column full screen: the ``Column/compact`` column's controller if one is set, else
/// the column its delegate picks, the secondary by default, as iOS shows an app's detail first.
/// In a regular width it shows the primary column beside the secondary (``preferredPrimaryColumnWidth``,
/// 320 points by default, an approximation of iOS's automatic width); `.secondaryOnly` hides the
/// primary. Each column's controller is wrapped in a navigation controller, as UIKit wraps them.
///
/// ```swift
/// let split = UISplitViewController(style: .doubleColumn)
/// split.setViewController(SidebarViewController(), for: .primary)
/// split.setViewController(DetailViewController(), for: .secondary)
/// split.preferredDisplayMode = .oneBesideSecondary
/// ```
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }
    public enum SplitBehavior: Int, Sendable { case automatic = 0, tile, overlay, displace }
    public enum PrimaryEdge: Int, Sendable { case leading = 0, trailing }
    public enum BackgroundStyle: Int, Sendable { case none = 0, sidebar }
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic = 0, never, always }

    /// A column width left to UIKit.
    public static let automaticDimension = CGFloat(-1)

    public let style: Style
    open weak var delegate: (any UISplitViewControllerDelegate)?
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredSplitBehavior: SplitBehavior = .automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic
    open var primaryEdge: PrimaryEdge = .leading
    open var primaryBackgroundStyle: BackgroundStyle = .none
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidthFraction = UISplitViewController.automaticDimension
    open var preferredSupplementaryColumnWidth = UISplitViewController.automaticDimension

    private var columns: [Column: UIViewController] = [:]
    private var wrappers: [Column: UINavigationController] = [:]
    /// The controllers shown, and where (rebuilt at each layout).
    private var shown: [UIViewController] = []

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// Puts `viewController` in `column` (wrapped in a navigation controller unless it is one).
    open func setViewController(_ viewController: UIViewController?, for column: Column) {
        if let old = wrappers[column] ?? columns[column] {
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = viewController
        wrappers[column] = nil
        guard let viewController else { return }
        let wrapper = viewController as? UINavigationController ?? UINavigationController(rootViewController: viewController)
        if !(viewController is UINavigationController) { wrappers[column] = wrapper }
        addChild(wrapper)
        wrapper.didMove(toParent: self)
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column` (not its navigation controller).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// The controllers of the columns, primary first (UIKit's classic list).
    open var viewControllers: [UIViewController] {
        get { [Column.primary, .supplementary, .secondary].compactMap { wrappers[$0] ?? columns[$0] } }
        set {
            setViewController(newValue.first, for: .primary)
            setViewController(newValue.count > 1 ? newValue.last : nil, for: .secondary)
        }
    }

    open func show(_ column: Column) {
        if column == .primary && preferredDisplayMode == .secondaryOnly { preferredDisplayMode = .oneBesideSecondary }
    }

    open func hide(_ column: Column) { if column == .primary { preferredDisplayMode = .secondaryOnly } }

    /// Puts `vc` in the primary column; collapsed, pushes it on the shown column's navigation
    /// controller (UIKit: "displays the specified view controller in a way that's optimal for the
    /// current size class").
    open override func show(_ vc: UIViewController, sender: Any?) {
        if isCollapsed, let navigation = wrappers[collapsedColumn] ?? columns[collapsedColumn] as? UINavigationController {
            return navigation.pushViewController(vc, animated: true)
        }
        setViewController(vc, for: .primary)
    }

    /// Puts `vc` in the secondary column, doing nothing when it is already there; collapsed, calls
    /// ``show(_:sender:)``, as UIKit's split view controller does in a compact width.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if columns[.secondary] === vc || wrappers[.secondary] === vc { return }
        if isCollapsed { return show(vc, sender: sender) }
        setViewController(vc, for: .secondary)
    }

    /// Whether one column shows alone: in a compact width.
    open var isCollapsed: Bool { traitCollection.horizontalSizeClass == .compact }

    /// The mode shown: the preferred one, `.oneBesideSecondary` for automatic in a regular width.
    open var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }

    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The primary column's width in a regular width.
    open var primaryColumnWidth: CGFloat {
        if preferredPrimaryColumnWidth != Self.automaticDimension { return preferredPrimaryColumnWidth }
        if preferredPrimaryColumnWidthFraction != Self.automaticDimension, let width = viewIfLoaded?.bounds.width {
            return (width * preferredPrimaryColumnWidthFraction).rounded()
        }
        return 320
    }

    /// The button that shows and hides the primary column (stored).
    open private(set) lazy var displayModeButtonItem = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain,
                                                                      target: nil, action: nil)

    /// The column shown when collapsed: the compact column's controller, else the delegate's
    /// pick, the secondary column by default.
    var collapsedColumn: Column {
        if columns[.compact] != nil { return .compact }
        let proposed = Column.secondary
        return delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        var placed: [(UIViewController, CGRect)] = []
        func shownController(_ column: Column) -> UIViewController? { wrappers[column] ?? columns[column] }
        if isCollapsed {
            if let top = shownController(collapsedColumn) ?? shownController(.primary) { placed.append((top, bounds)) }
        } else {
            let secondary = shownController(.secondary)
            if displayMode != .secondaryOnly, let primary = shownController(.primary) {
                let width = min(primaryColumnWidth, bounds.width)
                let leading = (primaryEdge == .leading) == (view.effectiveUserInterfaceLayoutDirection == .leftToRight)
                placed.append((primary, CGRect(x: leading ? 0 : bounds.width - width, y: 0, width: width, height: bounds.height)))
                if let secondary {
                    placed.append((secondary, CGRect(x: leading ? width : 0, y: 0, width: bounds.width - width, height: bounds.height)))
                }
            } else if let secondary {
                placed.append((secondary, bounds))
            }
        }
        for controller in shown where !placed.contains(where: { $0.0 === controller }) { controller.viewIfLoaded?.removeFromSuperview() }
        for (controller, frame) in placed {
            if controller.view.superview !== view { view.addSubview(controller.view) }
            controller.view.frame = frame
        }
        shown = placed.map(\.0)
    }
}

extension UIViewController {
    /// The nearest split view controller up the chain of parents.
    public var splitViewController: UISplitViewController? {
        sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 as? UISplitViewController }.first
    }
}

/// What a split view controller asks and tells: UIKit's `UISplitViewControllerDelegate`, with
/// UIKit's optional methods given defaults (the column shown when collapsed is asked; the rest
/// are never called here, as nothing collapses or expands during a render).
@preconcurrency @MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
}
