import Foundation

/// Recognises two fingers turning: UIKit's `UIRotationGestureRecognizer` (never, in a still; see
/// ``UIGestureRecognizer``): ``rotation`` stays what it was set to, 0 at first.
///
/// ```swift
/// let rotate = UIRotationGestureRecognizer(target: nil, action: nil)
/// sticker.addGestureRecognizer(rotate)
/// ```
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation in radians.
    open var rotation: CGFloat = 0
    /// How fast the rotation changes, in radians per second: 0, as nothing moves.
    open var velocity: CGFloat { 0 }
}
