import Foundation

// UIKit's and Core Animation's additions to `NSValue`, which keyboard notifications
// (`keyboardFrameEndUserInfoKey`) and animations (`fromValue`, `toValue`) carry geometry in.
extension NSValue {
    /// A value holding a rectangle.
    ///
    /// ```swift
    /// let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    /// ```
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
