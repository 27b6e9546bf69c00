import SketchpadLayout
import SketchpadWidgets

/// Text: UIKit's `UILabel`, drawn and measured as Sketchpad's `Label` (Pango, pinned fonts).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Welcome back"
/// title.font = .preferredFont(forTextStyle: .largeTitle)
/// title.numberOfLines = 0
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
    // Labels made in code hug at 250, like every view (Interface Builder's labels use 251).
    override class func makeNode() -> View { hugging(ViewNode(content: Label()), .defaultLow, .defaultLow) }
    var label: Label { content(as: Label.self) }
    override class var isUserInteractionEnabledByDefault: Bool { false }
    override class var layerClassName: String { "_UILabelLayer" }
    override var descriptionContent: [String] { text.map { ["text = '\($0)'"] } ?? [] }

    open var text: String? {
        didSet { label.text = text ?? ""; invalidateIntrinsicContentSize() }
    }

    /// Text with attributes; its string is shown in the label's font and colour (runs of other
    /// fonts and colours are not drawn yet).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet { fontWasSet = true; invalidateIntrinsicContentSize() }
    }
    /// Whether code chose the font or colour (a cell's older labels then override its style's).
    var fontWasSet = false
    var textColorWasSet = false

    open var textColor: UIColor! = .label { didSet { textColorWasSet = true } }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { label.textAlignment = textAlignment.textAlignment }
    }

    /// The most lines shown; 0 is as many as needed. Labels with more than one line wrap at the
    /// width layout gives them.
    open var numberOfLines: Int = 1 {
        didSet { label.numberOfLines = numberOfLines; invalidateIntrinsicContentSize() }
    }

    /// How text too long for the label is cut: at the head, middle or tail with an ellipsis.
    /// The wrapping and clipping modes cut at the tail with an ellipsis too (clipping is not drawn yet).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { label.truncation = lineBreakMode.truncation }
    }
    /// Whether a text-style font follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// Stored: wrapping labels are measured at the width layout solves, so it is not needed.
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?

    /// The text's size, rounded up to whole pixels of the screen (as UIKit's labels round it).
    open override var intrinsicContentSize: CGSize {
        syncLabel()
        return nodeIntrinsicContentSize().roundedUpToPixels(scale: traitCollection.displayScale)
    }

    private func syncLabel() {
        var resolved: UIFont = font ?? .systemFont(ofSize: 17)
        if adjustsFontForContentSizeCategory { resolved = resolved.adjusted(to: traitCollection.preferredContentSizeCategory) }
        label.font = resolved.fontDescription
        label.text = text ?? ""
        label.numberOfLines = numberOfLines
        label.textAlignment = textAlignment.textAlignment
        label.textColor = (textColor ?? .label).color(in: traitCollection)
    }

    override func prepareNodeForLayout() { syncLabel() }
}
