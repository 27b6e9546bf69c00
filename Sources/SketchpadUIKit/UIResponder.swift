/// The base of views and view controllers (UIKit's `UIResponder`); events do not exist here.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's view controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }
}
