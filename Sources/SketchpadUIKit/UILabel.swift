import Foundation
import SketchpadLayout
import SketchpadWidgets

/// Text: UIKit's `UILabel`, drawn and measured as Sketchpad's `Label` (Pango, pinned fonts).
///
/// ```swift
/// let title = UILabel()
/// title.text = "Welcome back"
/// title.font = .preferredFont(forTextStyle: .largeTitle)
/// title.numberOfLines = 0
///
/// let status = UILabel()
/// let styled = NSMutableAttributedString(string: "Build failed in 3 tests")
/// styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 12))
/// styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 13, length: 10))
/// status.attributedText = styled   // "Build failed" bold, "3 tests" red, wrapped as one paragraph
/// ```
@preconcurrency @MainActor
open class UILabel: UIView {
    // Labels made in code hug at 250, like every view (Interface Builder's labels use 251).
    override class func makeNode() -> View { hugging(ViewNode(content: UILabelText()), .defaultLow, .defaultLow) }
    var label: Label { content(as: Label.self) }
    override class var isUserInteractionEnabledByDefault: Bool { false }
    override class var layerClassName: String { "_UILabelLayer" }
    /// A label made in code has a clear background on iOS 17 (`backgroundColor =
    /// UIExtendedGrayColorSpace 0 0` in its description); a clear fill draws nothing.
    override class var defaultBackgroundColor: UIColor? { .clear }
    override var descriptionContent: [String] { text.map { ["text = \(Self.quotedText($0))"] } ?? [] }

    /// The text. Setting it also replaces `attributedText` with the same string, unstyled: it is
    /// drawn in `font` and `textColor`.
    open var text: String? {
        didSet {
            if !isApplyingAttributedText { styledText = nil }
            label.text = text ?? ""
            invalidateIntrinsicContentSize()
        }
    }

    /// The styled text: runs in `.font` and `.foregroundColor` are measured and drawn in their own
    /// font and colour, wrapped as one paragraph; text without them uses `font` and `textColor`.
    /// The `NSParagraphStyle` at location 0 sets the alignment and the `lineSpacing` between lines.
    ///
    /// As in UIKit, setting it replaces `text` with its string, then sets `font`, `textColor` and
    /// `textAlignment` (from an `NSParagraphStyle`) to the attributes at location 0; runs without
    /// a font or colour draw in the ones the label had before. Setting `text` afterwards drops
    /// the styling; setting `font` or `textColor` applies to the whole string. Read after `text` was set, it is the text with the label's
    /// font and colour over its whole length.
    ///
    /// ```swift
    /// let styled = NSMutableAttributedString(string: "Sale ends today")
    /// styled.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 10, length: 5))
    /// label.attributedText = styled
    /// label.text            // "Sale ends today"
    /// ```
    open var attributedText: NSAttributedString? {
        get {
            if let restyledText { return restyledText }
            return text.map {
                NSAttributedString(string: $0, attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label])
            }
        }
        set {
            isApplyingAttributedText = true
            defer { isApplyingAttributedText = false }
            text = newValue?.string
            // UIKit copies the string (the property is @NSCopying). Runs without a font or colour
            // keep the label's from before the string was set, as UIKit fills them in. (Kept
            // aside rather than added to the string: see `rebuilt` for why Linux's Foundation
            // cannot be trusted to merge runs of UIKit values.)
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            styledDefaults = (font ?? .systemFont(ofSize: 17), textColor ?? .label)
            styledOverrides = [:]
            guard let newValue, newValue.length > 0 else { return }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let font = first[.font] as? UIFont { self.font = font }
            if let color = first[.foregroundColor] as? UIColor { textColor = color }
            if let style = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = style.alignment }
        }
    }

    /// The attributed string last set through `attributedText` (nil once `text` is set): its
    /// font and colour runs are measured and drawn.
    var styledText: NSAttributedString?
    /// The font and colour of runs of `styledText` that name none.
    var styledDefaults: (font: UIFont, color: UIColor) = (.systemFont(ofSize: 17), .label)
    /// Attributes set over the whole of `styledText` since (by `font` and `textColor`).
    var styledOverrides: [NSAttributedString.Key: Any] = [:]
    /// Set while `attributedText` updates `text`, `font` and `textColor`, which must then keep
    /// the runs rather than reset or restyle them.
    var isApplyingAttributedText = false

    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            fontWasSet = true
            // UIKit: a new font applies to the whole attributed string.
            if !isApplyingAttributedText, let font { restyle(.font, with: font) }
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether code chose the font or colour (a cell's older labels then override its style's).
    var fontWasSet = false
    var textColorWasSet = false

    open var textColor: UIColor! = .label {
        didSet {
            textColorWasSet = true
            // UIKit: a new colour applies to the whole attributed string.
            if !isApplyingAttributedText, let textColor { restyle(.foregroundColor, with: textColor) }
        }
    }
    open var textAlignment: NSTextAlignment = .natural {
        didSet { label.textAlignment = textAlignment.textAlignment }
    }

    /// The most lines shown; 0 is as many as needed. Labels with more than one line wrap at the
    /// width layout gives them.
    open var numberOfLines: Int = 1 {
        didSet { label.numberOfLines = numberOfLines; invalidateIntrinsicContentSize() }
    }

    /// How text too long for the label is cut: at the head, middle or tail with an ellipsis; after
    /// the last line that fits, with no ellipsis (`byWordWrapping`, `byCharWrapping`, which wrap
    /// between words or characters when `numberOfLines` is not 1); or clipped at the edge (`byClipping`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { label.truncation = lineBreakMode.truncation }
    }
    /// Whether a text-style font follows the content size category of the label's traits.
    open var adjustsFontForContentSizeCategory = false {
        didSet { invalidateIntrinsicContentSize() }
    }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// How text moves when `adjustsFontSizeToFitWidth` shrinks it (stored: text is not shrunk here).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Stored: wrapping labels are measured at the width layout solves, so it is not needed.
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false
    /// The rectangle the last `drawText(in:)` passed to this class's implementation.
    var textRectStorage: CGRect?
    /// A shadow behind the text (stored: not drawn).
    open var shadowColor: UIColor?
    open var shadowOffset = CGSize(width: 0, height: -1)
    open var allowsDefaultTighteningForTruncation = false
    open var showsExpansionTextWhenTruncated = false
    /// Automatic vibrancy over materials (iOS 17; stored: there are no materials here).
    open var preferredVibrancy = UILabelVibrancy.none
    /// The line-breaking strategies (stored: Pango breaks lines by its own rules).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
    /// How the label sizes for tall letterforms (iOS 17; stored).
    open var sizingRule = UILetterformAwareSizingRule.typographic
    @available(*, deprecated, message: "use minimumScaleFactor")
    open var minimumFontSize: CGFloat = 0
    @available(*, deprecated, message: "non-functional in UIKit too; use allowsDefaultTighteningForTruncation")
    open var adjustsLetterSpacingToFitWidth = false

    /// The rectangle the text would take in `bounds` (UIKit's hook for subclasses; here the
    /// bounds: sizes come from `intrinsicContentSize`, which subclasses grow to match).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }

    /// Draws the text in `rect`. Subclasses override it to inset the text, `super.drawText(in:
    /// rect.inset(by: insets))`, and the text is drawn in that rectangle, as in UIKit: after each
    /// layout the label asks it with its bounds and draws where `super` was told to.
    open func drawText(in rect: CGRect) { textRectStorage = rect }

    override func didApplyLayout() {
        textRectStorage = nil
        let box = CGRect(origin: .zero, size: bounds.size)
        drawText(in: box)
        let r = textRectStorage ?? box
        (label as? UILabelText)?.textInsets = EdgeInsets(top: Double(r.minY), left: Double(r.minX),
                                                          bottom: Double(box.maxY - r.maxY), right: Double(box.maxX - r.maxX))
    }

    /// The text's size, rounded up to whole pixels of the screen (as UIKit's labels round it).
    open override var intrinsicContentSize: CGSize {
        syncLabel()
        return nodeIntrinsicContentSize().roundedUpToPixels(scale: traitCollection.displayScale)
    }

    private func syncLabel() {
        var resolved: UIFont = font ?? .systemFont(ofSize: 17)
        if adjustsFontForContentSizeCategory { resolved = resolved.adjusted(to: traitCollection.preferredContentSizeCategory) }
        var font = resolved.fontDescription
        // The paragraph style at location 0 spaces the lines (UIKit's `lineSpacing`, never negative).
        if let styledText, styledText.length > 0,
           let style = styledText.attributes(at: 0, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle {
            font.interlineSpacing = max(0, Double(style.lineSpacing))
        }
        label.font = font
        label.text = text ?? ""
        label.numberOfLines = numberOfLines
        label.textAlignment = textAlignment.textAlignment
        label.textColor = (textColor ?? .label).color(in: traitCollection)
        label.truncation = lineBreakMode.truncation
        label.spans = styledText.map { spans(of: $0) } ?? []
    }

    override func prepareNodeForLayout() { syncLabel() }
}
