import Foundation

/// Recognises a pointer or Apple Pencil hovering over a view: UIKit's `UIHoverGestureRecognizer`
/// (never, in a still, as on an iPhone; see ``UIGestureRecognizer``). The pencil's angles and
/// distance read as zero.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: nil, action: nil)
/// button.addGestureRecognizer(hover)
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    open var zOffset: CGFloat { 0 }
    open var altitudeAngle: CGFloat { 0 }
    open var rollAngle: CGFloat { 0 }
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
}
