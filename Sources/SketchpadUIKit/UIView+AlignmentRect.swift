import SketchpadLayout

// The work behind UIView's alignment-rect members. The members themselves are declared in the
// class body (UIView.swift) so subclasses can override them, as in UIKit.
extension UIView {
    /// `frame` inset by ``UIView/alignmentRectInsets`` (``UIView/alignmentRect(forFrame:)``'s default).
    func insetAlignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// `alignmentRect` outset by ``UIView/alignmentRectInsets`` (``UIView/frame(forAlignmentRect:)``'s default).
    func outsetFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
}
