import SketchpadLayout
import SketchpadWidgets

/// An on/off switch, 51 × 31 points: UIKit's `UISwitch`, drawn as Sketchpad's `Switch`.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    // Programmatic switches hug at 750 on both axes (UIKit's defaults).
    override class func makeNode() -> View { hugging(ViewNode(content: Switch()), 750, 750) }
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = content(as: Switch.self)
        s.isOn = isOn
        s.tintColor = onTintColor?.color(in: traitCollection)
    }
}
