import Foundation
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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installVisualElement()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installVisualElement()
    }

    /// iOS 16–18 print the value after the layer: `…; layer = <CALayer: 0x…>; value: 0.000000>`.
    override var descriptionSuffix: String {
        guard UIKitDescriptionFormat.current == .iOS17 else { return super.descriptionSuffix }
        return super.descriptionSuffix + "; value: " + String(format: "%f", Double(value))
    }
    /// The value, kept within ``minimumValue`` and ``maximumValue`` as UIKit keeps it.
    open var value: Float = 0 {
        didSet {
            let clamped = min(max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
        }
    }
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// Stored: whether dragging sends `.valueChanged` all along (nothing is dragged here).
    open var isContinuous = true
    /// Stored (images beside the track are not drawn yet).
    open var minimumValueImage: UIImage?
    /// Stored (images beside the track are not drawn yet).
    open var maximumValueImage: UIImage?
    /// Stored (the thumb is drawn white).
    open var thumbTintColor: UIColor?
    private var minimumTrackImages = ControlStateValues<UIImage>()
    private var maximumTrackImages = ControlStateValues<UIImage>()
    private var thumbImages = ControlStateValues<UIImage>()
    /// Stored per state, as the other track and thumb images (custom images are not drawn yet).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state] = image }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state] }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state] = image }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state] }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state] }
    open var currentThumbImage: UIImage? { thumbImage(for: state) }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = content(as: Slider.self)
        let span = maximumValue - minimumValue
        s.value = span > 0 ? Double((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        s.tintColor = minimumTrackTintColor?.color(in: traitCollection)
    }
}
