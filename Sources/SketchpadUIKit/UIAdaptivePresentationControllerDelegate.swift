/// What a presentation controller tells of its adaptations and dismissals: UIKit's
/// `UIAdaptivePresentationControllerDelegate`, with UIKit's optional methods given defaults.
/// Nothing is swiped away in a render, so the dismissal methods are never called here.
///
/// ```swift
/// extension EditorViewController: UIAdaptivePresentationControllerDelegate {
///     func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { !hasChanges }
/// }
/// ```
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The default: the controller adapts as it would without a delegate (the compact style:
    /// full screen for sheets and popovers).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        switch controller.presentationStyle {
        case .popover, .formSheet, .pageSheet: .fullScreen
        default: controller.presentationStyle
        }
    }
    /// The default asks ``adaptivePresentationStyle(for:)`` in a compact width, and keeps the style otherwise.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? adaptivePresentationStyle(for: controller) : controller.presentationStyle
    }
    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
