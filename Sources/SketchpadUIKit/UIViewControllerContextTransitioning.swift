import Foundation

/// What an animator of a custom transition is given: the container view and the two controllers
/// and their frames (UIKit's `UIViewControllerContextTransitioning`). Presentations are recorded,
/// not drawn, so UIKit's own context is never made here; code (a test) can conform its own.
///
/// ```swift
/// func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
///     guard let toView = transitionContext.view(forKey: .to) else { return }
///     transitionContext.containerView.addSubview(toView)
///     transitionContext.completeTransition(true)
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition happens in.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Tells the context the animation is over.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}
