import SketchpadLayout
import SketchpadWidgets

/// A progress bar: UIKit's `UIProgressView`, drawn as Sketchpad's `ProgressBar`.
///
/// ```swift
/// let upload = UIProgressView(progressViewStyle: .default)
/// upload.progress = 0.35
/// ```
@preconcurrency @MainActor
open class UIProgressView: UIView {
    public enum Style: Int, Sendable { case `default` = 0, bar }
    // Progress views hug at 250 horizontally and 750 vertically (UIKit's defaults).
    override class func makeNode() -> View { hugging(ViewNode(content: ProgressBar()), 250, 750) }

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
        let p = content(as: ProgressBar.self)
        p.progress = Double(progress)
        p.tintColor = progressTintColor?.color(in: traitCollection)
    }
}
