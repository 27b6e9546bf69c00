import Foundation
import SketchpadLayout
import SketchpadWidgets

/// A spinner: UIKit's `UIActivityIndicatorView`, 20 × 20 points (medium) or 37 × 37 (large),
/// drawn by Sketchpad's activity indicator widget as UIKit's eight spokes fading round the
/// circle, in ``color`` (secondary label grey by default). As in UIKit, a stopped spinner that ``hidesWhenStopped`` (the default) is hidden.
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
    override class func makeNode() -> View { hugging(ViewNode(content: ActivityIndicator()), 750, 750) }
    /// The widget that draws the spinner (SwiftUI's circular progress view draws the same one).
    var indicator: ActivityIndicator { content(as: ActivityIndicator.self) }

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
        indicator.style = style == .large ? .large : .medium
        indicator.color = (color ?? .secondaryLabel).color(in: traitCollection)
    }
}
