import Foundation

/// Recognises two fingers pinching: UIKit's `UIPinchGestureRecognizer` (never, in a still; see
/// ``UIGestureRecognizer``): ``scale`` stays what it was set to, 1 at first.
///
/// ```swift
/// let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
/// map.addGestureRecognizer(pinch)
/// pinch.scale   // 1
/// ```
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    /// How fast the scale changes, per second: 0, as nothing moves.
    open var velocity: CGFloat { 0 }
}
