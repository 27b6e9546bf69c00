import SketchpadLayout
import SketchpadWidgets

/// Multi-line text: UIKit's `UITextView` (a scroll view), drawn with Sketchpad's text. As in
/// UIKit, a text view that scrolls (the default) has no intrinsic size; with
/// `isScrollEnabled = false` it is as tall as its text wrapped at its width, plus
/// `textContainerInset` and the container's `lineFragmentPadding`.
///
/// ```swift
/// let notes = UITextView()
/// notes.text = "A long note…"
/// notes.font = .preferredFont(forTextStyle: .body)
/// notes.isScrollEnabled = false      // grows with its text
/// ```
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    override class func makeNode() -> View { ViewNode(content: TextViewContent()) }
    open override var canBecomeFirstResponder: Bool { true }
    var textNode: TextViewContent { content(as: TextViewContent.self) }

    /// The region text is laid out in (its `lineFragmentPadding` insets each line, 5 by default).
    public let textContainer = NSTextContainer()

    open var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
    /// Text with attributes; its string is shown in the view's font and colour.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    /// nil draws UIKit's default, the system font at 12 points.
    open var font: UIFont? { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    /// The space around the text container (8 points above and below by default).
    // Stored: there is no keyboard or editing here.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: CGSize {
        syncText()
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return nodeIntrinsicContentSize()
    }

    private func syncText() {
        let n = textNode
        var resolved: UIFont = font ?? .systemFont(ofSize: 12)
        if adjustsFontForContentSizeCategory { resolved = resolved.adjusted(to: traitCollection.preferredContentSizeCategory) }
        n.font = resolved.fontDescription
        n.text = text ?? ""
        n.numberOfLines = textContainer.maximumNumberOfLines
        n.textAlignment = textAlignment.textAlignment
        n.textColor = (textColor ?? .label).color(in: traitCollection)
        n.growsWithText = !isScrollEnabled
        let inset = textContainerInset, padding = Double(textContainer.lineFragmentPadding)
        n.textInsets = EdgeInsets(top: Double(inset.top), left: Double(inset.left) + padding,
                                  bottom: Double(inset.bottom), right: Double(inset.right) + padding)
    }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        syncText()
    }
}

/// The region of a text view its text is laid out in (TextKit's `NSTextContainer`, the parts
/// that change layout).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space at each end of every line (5 points by default).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines; 0 for no limit.
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
}

/// The content of a `UITextView`'s node: wrapping text inset by the container insets.
final class TextViewContent: Label {
    var textInsets = EdgeInsets.zero
    var growsWithText = false

    init() {
        super.init(numberOfLines: 0)
    }

    override var contentSizeDependsOnWidth: Bool { growsWithText && !text.isEmpty }

    /// The text wrapped at the width left inside the insets, plus the insets; an empty text view
    /// is one line tall, as UIKit's is.
    override func measureContent(using measurer: any TextMeasuring, fittingWidth: Double?) throws -> ContentMeasurement {
        let horizontal = textInsets.left + textInsets.right, vertical = textInsets.top + textInsets.bottom
        let shown = text.isEmpty ? " " : text
        let metrics = try measurer.measure(shown, font: font, maxWidth: fittingWidth.map { max(0, $0 - horizontal) },
                                           maxLines: numberOfLines > 0 ? numberOfLines : nil)
        return ContentMeasurement(
            size: Size(width: metrics.width + horizontal, height: metrics.height + vertical),
            baselines: .init(first: metrics.firstBaseline + textInsets.top, last: metrics.lastBaseline + textInsets.top,
                             contentHeight: metrics.height + vertical))
    }

    override func draw(in context: DrawingContext) throws {
        try context.text(text, font: font, color: textColor ?? context.theme.primaryText,
                         in: context.frame.inset(by: textInsets), alignment: context.runAlignment(textAlignment),
                         maxLines: numberOfLines > 0 ? numberOfLines : nil)
    }
}
