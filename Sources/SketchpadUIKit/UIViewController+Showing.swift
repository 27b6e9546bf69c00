extension UIViewController {
    /// The controller that shows controllers for this one, as UIKit's
    /// `targetViewController(forAction:sender:)` finds it for `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)`: up the parents (or, with no parent, to the presenting
    /// controller), the nearest that overrides the method — a navigation controller or a split view
    /// controller for `show`, a split view controller for `showDetail`. UIKit also finds an app's
    /// own container that overrides them; without the Objective-C runtime overrides cannot be
    /// looked up, so an app's container shows controllers when `show` is called on it directly.
    func showTarget(detail: Bool) -> UIViewController? {
        var next = parent ?? presentingViewController
        while let candidate = next {
            if candidate is UISplitViewController || (!detail && candidate is UINavigationController) { return candidate }
            next = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }

    /// With no controller to show it, UIKit "uses the window's root view controller to present
    /// vc modally" (`show(_:sender:)`'s documentation); a controller in no window presents it itself.
    func presentFromRoot(_ vc: UIViewController) {
        (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
    }
}
