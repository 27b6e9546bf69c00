/// The view of a navigation or tab bar controller (UIKit's private `UILayoutContainerView`,
/// the name its descriptions print): it places the controller's bars and shown child each time
/// it lays out.
@preconcurrency @MainActor
final class UILayoutContainerView: UIView {
    weak var controller: UIViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainerView()
    }
}
