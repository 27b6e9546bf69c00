/// The base of views and view controllers (UIKit's `UIResponder`); events do not exist here,
/// only the responder chain.
///
/// ```swift
/// let controller = label.next as? UIViewController   // a root view's next responder is its controller
/// ```
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's view controller or superview, a controller's view's superview.
    open var next: UIResponder? { nil }
}
