import SketchpadLayout
import SketchpadWidgets

/// A spinner: UIKit's `UIActivityIndicatorView`, 20 × 20 points (medium) or 37 × 37 (large),
/// drawn as an empty box for now.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable { case medium = 100, large = 101 }
    // Activity indicators hug at 750 on both axes (UIKit's defaults).
    override class func makeNode() -> View { hugging(ViewNode(), 750, 750) }
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
