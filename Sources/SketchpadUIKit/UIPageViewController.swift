import Foundation

/// A container that shows one page (a child view controller) at a time (UIKit's
/// `UIPageViewController`). A still shows the page last given to ``setViewControllers(_:direction:animated:completion:)``
/// filling the controller's view; when the data source gives a ``UIPageViewControllerDataSource/presentationCount(for:)``
/// (scroll style), a `UIPageControl` at the bottom of the safe area shows the pages, the current
/// one from ``UIPageViewControllerDataSource/presentationIndex(for:)`` (its place is an
/// approximation of iOS's). Pages are never turned: the data source's before/after methods are not asked.
///
/// ```swift
/// let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
/// pager.setViewControllers([WelcomePage()], direction: .forward, animated: false)
/// ```
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    public enum NavigationOrientation: Int, Sendable { case horizontal = 0, vertical }
    public enum SpineLocation: Int, Sendable { case none = 0, min, mid, max }
    public enum NavigationDirection: Int, Sendable { case forward = 0, reverse }
    public enum TransitionStyle: Int, Sendable { case pageCurl = 0, scroll }

    /// Keys of the options dictionary given at initialisation.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    open weak var delegate: UIPageViewControllerDelegate?
    open weak var dataSource: UIPageViewControllerDataSource?
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// `.min` for the page-curl style (unless the options say otherwise), `.none` for scrolling.
    public let spineLocation: SpineLocation
    /// The space between pages while scrolling (stored).
    let interPageSpacing: CGFloat
    open var isDoubleSided = false
    /// The recognizers that turn pages (none: pages are never turned here).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }
    /// The pages shown.
    open private(set) var viewControllers: [UIViewController]?
    private var pageControl: UIPageControl?

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : (spine ?? .min)
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? Double) ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Shows `viewControllers` (one page; two with a middle spine) as children filling the view;
    /// runs `completion` with `true` at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        for old in self.viewControllers ?? [] where !(viewControllers ?? []).contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        self.viewControllers = viewControllers
        let pages = viewControllers ?? []
        for (index, page) in pages.enumerated() where page.parent !== self {
            addChild(page)
            let pageView = page.view!
            pageView.translatesAutoresizingMaskIntoConstraints = false
            if let pageControl { view.insertSubview(pageView, belowSubview: pageControl) } else { view.addSubview(pageView) }
            // Side by side when two pages share a middle spine, else each fills the view.
            let share = pages.count > 1 ? CGFloat(1) / CGFloat(pages.count) : 1
            var constraints = [pageView.topAnchor.constraint(equalTo: view.topAnchor),
                               pageView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                               pageView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: share)]
            if index == 0 {
                constraints.append(pageView.leadingAnchor.constraint(equalTo: view.leadingAnchor))
            } else {
                constraints.append(pageView.leadingAnchor.constraint(equalTo: pages[index - 1].view.trailingAnchor))
            }
            NSLayoutConstraint.activate(constraints)
            page.didMove(toParent: self)
        }
        updatePageControl()
        completion?(true)
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updatePageControl()
    }

    /// Shows the page indicator the data source asks for (scroll style only, as UIKit).
    private func updatePageControl() {
        guard transitionStyle == .scroll, let dataSource else { return }
        let count = dataSource.presentationCount(for: self)
        guard count > 0 else { pageControl?.removeFromSuperview(); pageControl = nil; return }
        let control: UIPageControl
        if let pageControl { control = pageControl } else {
            control = UIPageControl()
            control.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(control)
            NSLayoutConstraint.activate([
                control.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                control.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            ])
            pageControl = control
        }
        if control.numberOfPages != count { control.numberOfPages = count }
        let index = dataSource.presentationIndex(for: self)
        if control.currentPage != index { control.currentPage = index }
    }
}

/// Gives a page view controller its pages (UIKit's `UIPageViewControllerDataSource`).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the indicator shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the indicator marks (0 by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told about page turns (UIKit's `UIPageViewControllerDelegate`); never called here, as pages
/// are not turned.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation { .min }
}
