import Foundation

/// Recognises a drag: UIKit's `UIPanGestureRecognizer` (never, in a still; see
/// ``UIGestureRecognizer``). ``translation(in:)`` answers what ``setTranslation(_:in:)`` set
/// (zero at first); the velocity is zero, as nothing moves.
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: nil, action: nil)
/// pan.maximumNumberOfTouches = 1
/// sheet.addGestureRecognizer(pan)
/// pan.translation(in: sheet)   // (0, 0)
/// ```
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var maximumNumberOfTouches = Int.max
    open var minimumNumberOfTouches = 1
    /// The scroll events (trackpad, mouse wheel) the recognizer takes: none, as in UIKit.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var translation = CGPoint.zero

    /// The translation last set with ``setTranslation(_:in:)``: nothing moves here.
    open func translation(in view: UIView?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// The velocity in points per second: zero, as nothing moves.
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}
