/// What a controller presented with a custom transition asks for its animators and its
/// presentation controller (UIKit's `UIViewControllerTransitioningDelegate`; every method is
/// optional and answers nil unless implemented). A controller whose ``UIViewController/modalPresentationStyle``
/// is `.custom` takes its ``UIViewController/presentationController`` from its
/// ``UIViewController/transitioningDelegate``, as UIKit does; the animators are not called
/// (presentations are recorded, not drawn).
///
/// ```swift
/// final class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
///     func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
///                                 source: UIViewController) -> UIPresentationController? {
///         UIPresentationController(presentedViewController: presented, presenting: presenting)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
