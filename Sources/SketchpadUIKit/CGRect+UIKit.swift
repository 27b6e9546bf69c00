import SketchpadLayout
import SketchpadWidgets

extension CGRect {
    /// The rectangle inset by `insets` (UIKit's `CGRect.inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension CGRect {
    init(_ rect: Rect) {
        self.init(x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width), height: CGFloat(rect.height))
    }
}
