import Foundation

/// What animates a custom view-controller transition (UIKit's
/// `UIViewControllerAnimatedTransitioning`). Presentations are recorded, not drawn, so nothing
/// here calls an animator; `animationEnded(_:)` is optional, as in UIKit (it does nothing unless
/// implemented).
///
/// ```swift
/// final class SlideUp: NSObject, UIViewControllerAnimatedTransitioning {
///     func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
///     func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
///         transitionContext.completeTransition(true)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
