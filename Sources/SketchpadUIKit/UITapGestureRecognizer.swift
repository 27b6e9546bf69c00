/// Recognises taps: UIKit's `UITapGestureRecognizer` (never, in a still; see ``UIGestureRecognizer``).
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
/// doubleTap.numberOfTapsRequired = 2
/// photo.addGestureRecognizer(doubleTap)
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The buttons a pointer must press (the primary button, as in UIKit).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}
