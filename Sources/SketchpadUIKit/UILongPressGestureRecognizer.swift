import Foundation

/// Recognises a press held in place: UIKit's `UILongPressGestureRecognizer` (never, in a still;
/// see ``UIGestureRecognizer``). UIKit's defaults: no taps first, one finger, half a second,
/// 10 points of movement allowed.
///
/// ```swift
/// let hold = UILongPressGestureRecognizer(target: nil, action: nil)
/// hold.minimumPressDuration = 1
/// cell.addGestureRecognizer(hold)
/// ```
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
}
