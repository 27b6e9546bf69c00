import SketchpadLayout
import SketchpadWidgets

/// A row or column of views laid out by generated constraints: UIKit's `UIStackView`, over
/// Sketchpad's `StackView` (see its documentation for how each distribution and alignment is
/// solved).
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [title, subtitle])
/// stack.axis = .vertical
/// stack.spacing = 8
/// stack.setCustomSpacing(16, after: title)
/// ```
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// The same as ``leading`` (for horizontal stacks).
        public static var top: Alignment { .leading }
        /// The same as ``trailing`` (for horizontal stacks).
        public static var bottom: Alignment { .trailing }
    }

    /// Spacing that asks for the default (`setCustomSpacing(UIStackView.spacingUseDefault, after:)`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Spacing that asks for the system spacing between the views (8 points here).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    override class func makeNode() -> View { StackNode() }
    // Stack views had a transform layer until iOS 14 made them draw a background of their own;
    // since then UIKit prints a plain layer (`<UIStackView: 0x…; frame = (16 0; 343 119); layer =
    // <CALayer: 0x…>>` on an iOS 16 device; `layer = <CATransformLayer: 0x…>` in iOS 11–13 prints).
    override class var layerClassName: String { UIKitDescriptionFormat.current == .iOS12 ? "CATransformLayer" : "CALayer" }
    var stack: StackView { node as! StackView }

    public private(set) var arrangedSubviews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Archives do not exist here; this exists so subclasses can declare it, as UIKit requires
    /// (not failable for a stack view, as in UIKit).
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// A horizontal stack of `views` (they become subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { stack.axis = axis.layoutAxis; UIView.layoutGeneration &+= 1 }
    }

    open var distribution: Distribution = .fill {
        didSet { UIView.layoutGeneration &+= 1 }
    }

    open var alignment: Alignment = .fill {
        didSet { UIView.layoutGeneration &+= 1 }
    }

    /// The space between neighbours (default 0); ``spacingUseSystem`` asks for 8.
    open var spacing: CGFloat = 0 {
        didSet { UIView.layoutGeneration &+= 1 }
    }

    /// Baselines instead of edges for vertical spacing. Stored only: spacing is edge to edge.
    open var isBaselineRelativeArrangement = false

    /// Arrange inside the stack's layout margins instead of its bounds.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { stack.isLayoutMarginsRelativeArrangement }
        set { stack.isLayoutMarginsRelativeArrangement = newValue; UIView.layoutGeneration &+= 1 }
    }

    /// Appends `view` to the arranged views (adding it as a subview; it is then placed by the
    /// stack, so its `translatesAutoresizingMaskIntoConstraints` becomes false, as in UIKit).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        let index = max(0, min(stackIndex, arrangedSubviews.count))
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        stack.insertArrangedSubview(view.node, at: index)
        UIView.layoutGeneration &+= 1
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        forgetArrangedSubview(view)
        stack.removeArrangedSubview(view.node)
    }

    func forgetArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings.removeAll { $0.view === view }
        UIView.layoutGeneration &+= 1
    }

    private var customSpacings: [(view: UIView, spacing: CGFloat)] = []

    /// Sets the space after `arrangedSubview` (``spacingUseDefault`` removes it).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        if spacing != UIStackView.spacingUseDefault { customSpacings.append((arrangedSubview, spacing)) }
        UIView.layoutGeneration &+= 1
    }

    /// The custom space after `arrangedSubview`, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
    }

    private static func points(_ spacing: CGFloat) -> Double {
        spacing == spacingUseSystem ? Double(systemSpacing) : Double(spacing)
    }

    override func prepareNodeForLayout() {
        let s = stack
        s.axis = axis.layoutAxis
        s.spacing = Self.points(spacing)
        switch distribution {
        case .fill: s.distribution = .fill
        case .fillEqually: s.distribution = .fillEqually
        case .fillProportionally: s.distribution = .fillProportionally
        case .equalSpacing: s.distribution = .equalSpacing
        case .equalCentering: s.distribution = .equalCentering
        }
        switch alignment {
        case .fill: s.alignment = .fill
        case .leading: s.alignment = .leading
        case .firstBaseline: s.alignment = .firstBaseline
        case .center: s.alignment = .center
        case .trailing: s.alignment = .trailing
        case .lastBaseline: s.alignment = .lastBaseline
        }
        for view in arrangedSubviews {
            s.setCustomSpacing(customSpacings.first { $0.view === view }.map { Self.points($0.spacing) } ?? s.spacing, after: view.node)
        }
    }
}

/// The node of a `UIStackView`: it draws its background and border, as stack views do since iOS 14.
final class StackNode: StackView, UIKitNode, TransformingDrawable, MaskingDrawable, LayeringDrawable {
    weak var owner: UIView?
    var appearance = LayerAppearance()

    func draw(in context: DrawingContext) throws { try context.drawUIKitView(appearance) {} }
    func clipShape(for frame: Rect) -> Shape { appearance.shape(for: frame) }
    func drawLayers(above subview: View?, in context: DrawingContext) throws { try context.drawUIKitLayers(appearance, above: subview) }
    func transform(for frame: Rect) -> Transform2D? { appearance.transform(for: frame) }
    func maskShape(for frame: Rect) -> Shape? { appearance.maskShape(for: frame) }
    var opacity: Double { appearance.drawnOpacity }

    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try measureThroughOwner(using: measurer, fittingWidth: fittingWidth)
    }

    func baseMeasurement(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        try super.measureContent(using: measurer, fittingWidth: fittingWidth)
    }
}
