/// What a size change (a rotation, a split view resize) passes to
/// `viewWillTransition(to:with:)`: UIKit's `UIViewControllerTransitionCoordinator`. Nothing
/// rotates here, so nothing calls it; it exists so controllers that override it compile.
///
/// ```swift
/// override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
///     super.viewWillTransition(to: size, with: coordinator)
///     coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() })
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The state of a transition: UIKit's `UIViewControllerTransitionCoordinatorContext`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext {
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}
