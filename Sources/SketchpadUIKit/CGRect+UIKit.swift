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

extension CGRect {
    /// Whether the rectangles differ by less than a micro-point on every edge: frames the engine
    /// gives back come through floating-point arithmetic (a scroll offset added and taken away),
    /// and code that places views each layout pass must not see those as changes.
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6
            && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }
}
