import Foundation

/// What manages a presented view controller's place on screen: UIKit's `UIPresentationController`.
/// Presentations are recorded, not drawn (see ``UIViewController/present(_:animated:completion:)``),
/// so this keeps the two controllers, the style and the ``delegate``; a subclass's transition hooks
/// are never called. Every view controller has one, made when first asked for and of the kind its
/// `modalPresentationStyle` calls for (see ``UIViewController/presentationController``).
///
/// ```swift
/// navigationController?.presentationController?.delegate = self   // UIAdaptivePresentationControllerDelegate
/// ```
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIAppearanceContainer {
    /// The controller that presents (the presented one's presenter, or nil until it is presented).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedViewController.presentingViewController ?? presentedViewController }
    open private(set) var presentedViewController: UIViewController
    private weak var presentingStorage: UIViewController?
    /// Told of adaptations and of attempts to dismiss (never, here: nothing is swiped).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// Traits given to the presented controller (stored).
    open var overrideTraitCollection: UITraitCollection?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingStorage = presentingViewController
        super.init()
    }

    /// The presented controller's `modalPresentationStyle`, `.automatic` resolved to the page
    /// sheet iOS 13 and later present.
    open var presentationStyle: UIModalPresentationStyle {
        let style = presentedViewController.modalPresentationStyle
        return style == .automatic ? .pageSheet : style
    }
    /// The style in a compact environment: a phone shows sheets and popovers full screen, as iOS
    /// does unless the delegate says otherwise (a still is a phone or an iPad: see the device).
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: presentedViewController.traitCollection) }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let chosen = delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection) { return chosen }
        switch presentationStyle {
        case .popover, .formSheet, .pageSheet:
            return traitCollection.horizontalSizeClass == .compact ? .fullScreen : presentationStyle
        default: return presentationStyle
        }
    }

    /// The view of the presentation (nil: presentations are not laid out here).
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { false }
    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }

    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
