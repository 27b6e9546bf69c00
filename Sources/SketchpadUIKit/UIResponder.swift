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

    // There are no events or keyboard here: first-responder status is only recorded, so code
    // that focuses a field while building its screen compiles and behaves as it asks.

    /// Whether the responder can take focus (text fields and text views can).
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open private(set) var isFirstResponder = false

    /// Takes focus if ``canBecomeFirstResponder``; returns whether it did.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        isFirstResponder = canBecomeFirstResponder
        return isFirstResponder
    }

    /// Gives focus up; returns whether it did.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        isFirstResponder = false
        return true
    }

    // Presses (``UIPress``): never sent here, as nothing is pressed; by default each passes the
    // presses to the ``next`` responder, as UIKit's do.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(presses, with: event) { $0.pressesBegan } }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(presses, with: event) { $0.pressesChanged } }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { forwardPresses(presses, with: event) { $0.pressesEnded } }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(presses, with: event) { $0.pressesCancelled }
    }

    // Touches and motion: never sent here, as nothing is touched or shaken; by default each
    // passes the event to the ``next`` responder, as UIKit's do.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    open func remoteControlReceived(with event: UIEvent?) { next?.remoteControlReceived(with: event) }

    /// The keyboard shortcuts this responder handles (`nil`: none). Override it to return
    /// ``UIKeyCommand``s; no key is pressed on Linux, so they are only read back.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Called on objects loaded from a nib, which never happens here (nibs need Interface
    /// Builder's runtime); it exists so classes that override it compile.
    open func awakeFromNib() {}
    open func prepareForInterfaceBuilder() {}
}
