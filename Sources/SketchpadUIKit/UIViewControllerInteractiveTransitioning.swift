import Foundation

/// What drives a transition from a gesture (UIKit's `UIViewControllerInteractiveTransitioning`).
/// Stored and callable: nothing here starts one. The optional members default as in UIKit:
/// `completionSpeed` 1, `completionCurve` `.easeInOut`, `wantsInteractiveStart` true.
///
/// ```swift
/// final class Swipe: NSObject, UIViewControllerInteractiveTransitioning {
///     func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
/// }
/// ```
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
