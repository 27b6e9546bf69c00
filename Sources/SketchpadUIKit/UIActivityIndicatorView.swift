import Foundation
import SketchpadLayout
import SketchpadWidgets

/// A spinner: UIKit's `UIActivityIndicatorView`, 20 × 20 points (medium) or 37 × 37 (large),
/// drawn as UIKit's eight spokes fading round the circle, in ``color`` (secondary label grey by
/// default). As in UIKit, a stopped spinner that ``hidesWhenStopped`` (the default) is hidden.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100, large = 101
        @available(*, deprecated, message: "use .large")
        case whiteLarge = 0
        @available(*, deprecated, message: "use .medium")
        case white = 1
        @available(*, deprecated, message: "use .medium")
        case gray = 2
    }

    // Activity indicators hug at 750 on both axes (UIKit's defaults).
    override class func makeNode() -> View { hugging(ViewNode(content: ElementsDrawing()), 750, 750) }
    var drawing: ElementsDrawing { content(as: ElementsDrawing.self) }

    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    open var color: UIColor! = .secondaryLabel { didSet { setNeedsLayout() } }
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    open private(set) var isAnimating = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        updateHidden()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        updateHidden()
    }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open func startAnimating() { isAnimating = true; updateHidden() }
    open func stopAnimating() { isAnimating = false; updateHidden() }

    private func updateHidden() { isHidden = hidesWhenStopped && !isAnimating }

    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Eight spokes round the centre, the one at twelve o'clock darkest, fading clockwise.
        let side = Double(min(bounds.width, bounds.height))
        let centre = Point(x: Double(bounds.width) / 2, y: Double(bounds.height) / 2)
        let base = (color ?? .secondaryLabel).color(in: traitCollection)
        let width = max(1, side * (style == .large ? 0.085 : 0.1))
        var elements: [ElementsDrawing.Element] = []
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4 - .pi / 2
            var spoke = Path()
            spoke.move(to: Point(x: centre.x + cos(angle) * side * 0.22, y: centre.y + sin(angle) * side * 0.22))
            spoke.line(to: Point(x: centre.x + cos(angle) * side * 0.45, y: centre.y + sin(angle) * side * 0.45))
            let alpha = 1 - Double(i) * 0.1
            elements.append(.stroke(.path(spoke), StrokeStyle(color: base.withAlpha(base.alpha * alpha), width: width, cap: .round)))
        }
        drawing.elements = elements
    }
}
