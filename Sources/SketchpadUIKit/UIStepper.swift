import SketchpadLayout
import SketchpadWidgets

/// A minus/plus control: UIKit's `UIStepper`, 94 × 32 points, drawn as iOS draws it — one grey
/// rounded background, a divider, and a minus and a plus, each dimmed when the value is at its
/// limit (unless the stepper ``wraps``). Its glyphs take a ``UIView/tintColor`` set on the stepper.
///
/// ```swift
/// let quantity = UIStepper()
/// quantity.maximumValue = 10
/// quantity.value = 3
/// ```
@preconcurrency @MainActor
open class UIStepper: UIControl {
    // Steppers hug at 750 on both axes, as UIKit's fixed-size controls do.
    override class func makeNode() -> View { hugging(ViewNode(content: StepperControl()), 750, 750) }

    /// Stored: whether value changes are sent during an interaction (default true; nothing is pressed here).
    open var isContinuous = true
    /// Stored: whether pressing and holding repeats (default true).
    open var autorepeat = true
    /// Whether the value wraps from the maximum to the minimum and back (default false):
    /// a wrapping stepper never disables an end.
    open var wraps = false { didSet { setNeedsLayout() } }
    /// The value, default 0, kept within ``minimumValue`` and ``maximumValue`` as UIKit keeps it.
    open var value: Double = 0 {
        didSet {
            let clamped = Swift.min(Swift.max(value, minimumValue), maximumValue)
            if clamped != value { value = clamped }
            setNeedsLayout()
        }
    }
    /// Default 0. A minimum above the maximum raises the maximum to it; the value follows.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if value < minimumValue { value = minimumValue }
            setNeedsLayout()
        }
    }
    /// Default 100. A maximum below the minimum lowers the minimum to it; the value follows.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            if value > maximumValue { value = maximumValue }
            setNeedsLayout()
        }
    }
    /// The step, default 1 (stored; nothing is pressed here).
    open var stepValue: Double = 1

    private var backgroundImages = ControlStateValues<UIImage>()
    private var incrementImages = ControlStateValues<UIImage>()
    private var decrementImages = ControlStateValues<UIImage>()
    private var dividerImages: [[UInt]: UIImage] = [:]
    /// Stored per state (custom images are not drawn yet).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state] = image }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }
    /// Stored per pair of states (custom images are not drawn yet).
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
    }
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        dividerImages[[state.rawValue, state2.rawValue]]
    }
    /// Stored per state (custom images are not drawn yet).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) { incrementImages[state] = image }
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[state] }
    /// Stored per state (custom images are not drawn yet).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) { decrementImages[state] = image }
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[state] }

    open override var intrinsicContentSize: CGSize { nodeIntrinsicContentSize() }

    override func prepareNodeForLayout() {
        let s = content(as: StepperControl.self)
        s.decrementEnabled = isEnabled && (wraps || value > minimumValue)
        s.incrementEnabled = isEnabled && (wraps || value < maximumValue)
        s.glyphColor = tintColorStorage?.color(in: traitCollection)
    }
}
