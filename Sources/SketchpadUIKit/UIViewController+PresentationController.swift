extension UIViewController {
    /// The controller's presentation controller, made when first asked for and of the kind
    /// ``modalPresentationStyle`` calls for, as UIKit does: a ``UISheetPresentationController``
    /// for `.automatic`, `.pageSheet` and `.formSheet`, a ``UIPopoverPresentationController`` for
    /// `.popover`, for `.custom` the one the ``transitioningDelegate`` makes, a plain
    /// ``UIPresentationController`` otherwise (made again if the style changed).
    ///
    /// ```swift
    /// editor.presentationController?.delegate = self
    /// ```
    public var presentationController: UIPresentationController? {
        if let existing = presentationState.controller, existing.madeFor == modalPresentationStyle { return existing.controller }
        let presenting = presentingViewController
        let controller: UIPresentationController = switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover: UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
        case .custom:
            transitioningDelegate?.presentationController(forPresented: self, presenting: presenting, source: presenting ?? self)
                ?? UIPresentationController(presentedViewController: self, presenting: presenting)
        default: UIPresentationController(presentedViewController: self, presenting: presenting)
        }
        presentationState.controller = (controller, modalPresentationStyle)
        return controller
    }

    /// The sheet's presentation controller when the controller is shown as a sheet (`.automatic`,
    /// `.pageSheet`, `.formSheet`), else nil.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The popover's presentation controller when ``modalPresentationStyle`` is `.popover`, else nil.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}
