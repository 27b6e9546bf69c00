import SketchpadLayout
import SketchpadWidgets

/// A slider: UIKit's `UISlider`, drawn as Sketchpad's `Slider` (no intrinsic width).
///
/// ```swift
/// let volume = UISlider()
/// volume.value = 0.3
/// ```
@preconcurrency @MainActor
open class UISlider: UIControl {
    override class func makeNode() -> View { ViewNode(content: Slider()) }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = content(as: Slider.self)
        let span = maximumValue - minimumValue
        s.value = span > 0 ? Double((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        s.tintColor = minimumTrackTintColor?.color(in: traitCollection)
    }
}
