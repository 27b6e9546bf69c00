import SketchpadLayout

/// An on/off switch, 51 × 31 points: UIKit's `UISwitch`, drawn as Sketchpad's `Switch`.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    override class func makeNode() -> View { SwitchNode() }
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = node as! Switch
        s.isOn = isOn
        s.tintColor = onTintColor?.color(in: traitCollection)
    }
}

/// A slider: UIKit's `UISlider`, drawn as Sketchpad's `Slider` (no intrinsic width).
///
/// ```swift
/// let volume = UISlider()
/// volume.value = 0.3
/// ```
@preconcurrency @MainActor
open class UISlider: UIControl {
    override class func makeNode() -> View { SliderNode() }
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = node as! Slider
        let span = maximumValue - minimumValue
        s.value = span > 0 ? Double((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        s.tintColor = minimumTrackTintColor?.color(in: traitCollection)
    }
}

/// A progress bar: UIKit's `UIProgressView`, drawn as Sketchpad's `ProgressBar`.
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.progress = 0.35
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }
    override class func makeNode() -> View { ProgressNode() }

    open var progressViewStyle: Style = .default
    open var progress: Float = 0
    open var progressTintColor: UIColor?
    open var trackTintColor: UIColor?

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let p = node as! ProgressBar
        p.progress = Double(progress)
        p.tintColor = progressTintColor?.color(in: traitCollection)
    }
}

/// A row of segments: UIKit's `UISegmentedControl`, drawn as Sketchpad's `SegmentedControl`.
///
/// ```swift
/// let period = UISegmentedControl(items: ["Day", "Week", "Month"])
/// period.selectedSegmentIndex = 1
/// ```
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    public static let noSegment = -1
    override class func makeNode() -> View { SegmentedNode([]) }
    private var titles: [String] = []

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { "\($0)" }
    }

    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var numberOfSegments: Int { titles.count }
    open var selectedSegmentTintColor: UIColor?

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
        invalidateIntrinsicContentSize()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title ?? ""
        invalidateIntrinsicContentSize()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
    open func removeAllSegments() { titles = []; invalidateIntrinsicContentSize() }

    open override var intrinsicContentSize: CGSize {
        prepareNodeForLayout()
        return nodeIntrinsicContentSize()
    }

    override func prepareNodeForLayout() {
        let s = node as! SegmentedControl
        s.segments = titles
        s.selectedIndex = titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil
    }
}

/// A spinner: UIKit's `UIActivityIndicatorView`, 20 × 20 points (medium) or 37 × 37 (large),
/// drawn as an empty box for now.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor!
    open var hidesWhenStopped = true
    open private(set) var isAnimating = false

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
}
