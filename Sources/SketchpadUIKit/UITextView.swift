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
open class UITextView: UIScrollView, UITextInput {
    override class func makeNode() -> View { ViewNode(content: TextViewContent()) }
    open override var canBecomeFirstResponder: Bool { true }
    var textNode: TextViewContent { content(as: TextViewContent.self) }
    /// The text after the frame, cut as UIKit cuts it (iOS 17 and 18: `<UITextView: 0x…; frame =
    /// (20 20; 40 40); text = ''; clipsToBounds = YES; …`; an older one: `text = 'Learn how to
    /// hide your fe...'`).
    override var descriptionContent: [String] { ["text = \(Self.quotedText(text ?? ""))"] }

    /// Posted when editing begins (never here: nothing edits).
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text changes by editing (never here: nothing edits).
    public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends (never here: nothing edits).
    public static let textDidEndEditingNotification = NSNotification.Name("UITextViewTextDidEndEditingNotification")

    /// A text view whose text is laid out in `textContainer` (nil: a new one).
    ///
    /// ```swift
    /// let container = NSTextContainer()
    /// container.lineFragmentPadding = 0
    /// let tight = UITextView(frame: .zero, textContainer: container)
    /// ```
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// A text view on the system background, as iOS 16 to 26 make one (`backgroundColor =
    /// <UIDynamicSystemColor; name = systemBackgroundColor>` in their descriptions).
    public override init(frame: CGRect) {
        textContainer = NSTextContainer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }

    /// The region text is laid out in (its `lineFragmentPadding` insets each line, 5 by default).
    public let textContainer: NSTextContainer

    /// The text, in ``font`` and ``textColor``; setting it replaces attributed text.
    open var text: String! = "" {
        didSet {
            if !isApplyingAttributedText { styledText = nil }
            invalidateIntrinsicContentSize()
        }
    }
    /// Text with attributes: each run is measured and drawn in its own font, colour and kern (a
    /// run without a font or colour in ``font`` and ``textColor``). Plain text reads back in
    /// the view's font and colour. Setting ``font`` or ``textColor`` later sets it over the
    /// whole text, as in UIKit.
    ///
    /// ```swift
    /// let styled = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
    /// styled.append(NSAttributedString(string: "and plain"))
    /// notes.attributedText = styled
    /// ```
    open var attributedText: NSAttributedString! {
        get {
            if let styledText {
                if styledOverrides.isEmpty { return styledText }
                return UILabel.rebuilt(styledText) { [styledOverrides] in $0.merge(styledOverrides) { _, override in override } }
            }
            var attributes: [NSAttributedString.Key: Any] = [.font: font ?? UITextView.defaultFont]
            if let textColor { attributes[.foregroundColor] = textColor }
            return NSAttributedString(string: text ?? "", attributes: attributes)
        }
        set {
            isApplyingAttributedText = true
            text = newValue?.string ?? ""
            isApplyingAttributedText = false
            // Kept, not copied as UIKit copies it: Linux's Foundation can trap copying runs of
            // different UIKit values (see `UILabel.rebuilt`).
            styledText = newValue
            styledOverrides = [:]
            invalidateIntrinsicContentSize()
        }
    }
    /// nil draws UIKit's default, the system font at 12 points.
    open var font: UIFont? {
        didSet {
            if let font, styledText != nil { styledOverrides[.font] = font }
            invalidateIntrinsicContentSize()
        }
    }
    /// nil draws the label colour.
    open var textColor: UIColor? {
        didSet { if let textColor, styledText != nil { styledOverrides[.foregroundColor] = textColor } }
    }
    open var textAlignment: NSTextAlignment = .natural
    /// The selection (stored: nothing selects here).
    open var selectedRange = NSRange(location: 0, length: 0)
    open var isEditable = true
    open var isSelectable = true
    /// Which kinds of data become links (stored: nothing is detected; none by default, as in UIKit).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var usesStandardTextScaling = false
    /// Whether the find panel may open (stored).
    open var isFindInteractionEnabled = false
    open var adjustsFontForContentSizeCategory = false { didSet { invalidateIntrinsicContentSize() } }
    /// The space around the text container (8 points above and below by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    // Stored: there is no keyboard or editing here.
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    @NSCopying open var passwordRules: UITextInputPasswordRules?
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    /// What editing state to restore (UIKit's opaque state; stored).
    open var interactionState: Any = [String: Any]()

    /// Scrolls so `range` shows: a no-op here, where a text view draws its text from the top.
    open func scrollRangeToVisible(_ range: NSRange) {}

    /// The attributed text set last, before ``font`` and ``textColor`` set since.
    private var styledText: NSAttributedString?
    /// Attributes set over the whole of `styledText` since (by `font` and `textColor`).
    private var styledOverrides: [NSAttributedString.Key: Any] = [:]
    private var isApplyingAttributedText = false

    /// UIKit's font for a text view without one.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The size of the text once laid out, as UIKit's text view sets it: the view's width, and the
    /// text wrapped inside the container's insets and line fragment padding plus the insets (an
    /// empty text view one line tall). Before layout, or with no width, what was set.
    open override var contentSize: CGSize {
        get {
            let width = bounds.width
            guard width > 0, rootView.lastLayoutResult != nil else { return super.contentSize }
            syncText()
            guard let m = try? textNode.measureContent(using: UIView.textMeasurer, fittingWidth: Double(width)) else { return super.contentSize }
            return CGSize(width: width, height: CGFloat(m.size.height))
        }
        set { super.contentSize = newValue }
    }

    open override var intrinsicContentSize: CGSize {
        syncText()
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return nodeIntrinsicContentSize()
    }

    private func syncText() {
        let n = textNode
        var resolved: UIFont = font ?? Self.defaultFont
        let category = adjustsFontForContentSizeCategory ? traitCollection.preferredContentSizeCategory : nil
        if let category { resolved = resolved.adjusted(to: category) }
        n.font = resolved.fontDescription
        n.text = text ?? ""
        n.numberOfLines = textContainer.maximumNumberOfLines
        n.textAlignment = textAlignment.textAlignment
        n.textColor = (textColor ?? .label).color(in: traitCollection)
        n.spans = styledText.map {
            UILabel.spans(of: $0, overrides: styledOverrides, defaults: (font ?? Self.defaultFont, textColor ?? .label),
                          adjustingTo: category, traits: traitCollection)
        } ?? []
        n.growsWithText = !isScrollEnabled
        let inset = textContainerInset, padding = Double(textContainer.lineFragmentPadding)
        n.textInsets = EdgeInsets(top: Double(inset.top), left: Double(inset.left) + padding,
                                  bottom: Double(inset.bottom), right: Double(inset.right) + padding)
    }

    override func prepareNodeForLayout() {
        super.prepareNodeForLayout()
        syncText()
    }

    /// The selection as `UITextInput` sets it: ``selectedRange``.
    private var inputSelection: NSRange {
        get { selectedRange }
        set { selectedRange = newValue }
    }

    /// The text as `UITextInput` sees it, its first line inside the container's insets.
    var inputModel: TextInputModel {
        let font = self.font ?? Self.defaultFont
        let text = self.text ?? ""
        let length = text.utf16.count
        let selection = NSRange(location: min(selectedRange.location, length),
                                length: min(selectedRange.length, length - min(selectedRange.location, length)))
        return TextInputModel(text: text, selection: selection, font: font,
                              origin: CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top))
    }

    private func applyInput(_ change: (text: String, selection: NSRange)) {
        inputDelegate?.textWillChange(self)
        text = change.text
        selectedRange = change.selection
        inputDelegate?.textDidChange(self)
    }

    // MARK: UITextInput (see UITextInput.swift; positions count UTF-16 units, lines are paragraphs)

    open weak var inputDelegate: (any UITextInputDelegate)?
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// The attributes of marked text (stored: marked text is drawn as the rest).
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    private var markedRange: NSRange?
    private var baseWritingDirection = NSWritingDirection.natural

    open var hasText: Bool { !inputModel.text.isEmpty }
    open func insertText(_ text: String) { applyInput(inputModel.replacing(inputModel.selection, with: text)) }
    open func deleteBackward() { if let range = inputModel.deletion { applyInput(inputModel.replacing(range, with: "")) } }
    open func text(in range: UITextRange) -> String? { inputModel.text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { applyInput(inputModel.replacing(Self.nsRange(range), with: text)) }
    /// The selection, or the caret (an empty range): at the end of the text until set, as
    /// UIKit puts it when editing begins.
    open var selectedTextRange: UITextRange? {
        get { let s = inputModel.selection; return IndexedTextRange(s.location, s.location + s.length) }
        set { if let newValue { inputSelection = Self.nsRange(newValue) } }
    }
    open var markedTextRange: UITextRange? { markedRange.map { IndexedTextRange($0.location, $0.location + $0.length) } }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let range = markedRange ?? inputModel.selection
        applyInput(inputModel.replacing(range, with: markedText ?? ""))
        markedRange = markedText.map { NSRange(location: range.location, length: $0.utf16.count) }
        inputSelection = NSRange(location: range.location + selectedRange.location, length: selectedRange.length)
    }
    open func unmarkText() { markedRange = nil }
    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    open var endOfDocument: UITextPosition { IndexedTextPosition(inputModel.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        IndexedTextRange(TextInputModel.offset(of: fromPosition), TextInputModel.offset(of: toPosition))
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        inputModel.position(TextInputModel.offset(of: position) + offset)
    }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        inputModel.moved(TextInputModel.offset(of: position), direction, offset).map(IndexedTextPosition.init)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = TextInputModel.offset(of: position), b = TextInputModel.offset(of: other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        TextInputModel.offset(of: toPosition) - TextInputModel.offset(of: from)
    }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let from = TextInputModel.offset(of: position)
        return inputModel.moved(from, direction, 1).map { IndexedTextRange(from, $0) }
    }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        baseWritingDirection
    }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) { baseWritingDirection = writingDirection }
    open func firstRect(for range: UITextRange) -> CGRect { let (a, b) = TextInputModel.bounds(of: range); return inputModel.firstRect(a, b) }
    open func caretRect(for position: UITextPosition) -> CGRect { inputModel.caretRect(TextInputModel.offset(of: position)) }
    /// The selection's rectangles (none here: nothing draws a selection).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedTextPosition(inputModel.closest(to: point)) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let (a, b) = TextInputModel.bounds(of: range)
        return IndexedTextPosition(min(max(inputModel.closest(to: point), a), b))
    }
    open func characterRange(at point: CGPoint) -> UITextRange? {
        let offset = inputModel.closest(to: point)
        return offset < inputModel.length ? IndexedTextRange(offset, offset + 1) : nil
    }

    private static func nsRange(_ range: UITextRange) -> NSRange {
        let (a, b) = TextInputModel.bounds(of: range)
        return NSRange(location: a, length: b - a)
    }
}

/// The kinds of data a text view turns into links (UIKit's `UIDataDetectorTypes`; stored).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    public static let all = UIDataDetectorTypes(rawValue: .max)
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
        let maxWidth = fittingWidth.map { max(0, $0 - horizontal) }, maxLines = numberOfLines > 0 ? numberOfLines : nil
        let metrics = if let shaper = measurer as? any TextShaping, !spans.isEmpty, !text.isEmpty {
            try shaper.measure(text, spans: spans, font: font, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
        } else {
            try measurer.measure(shown, font: font, maxWidth: maxWidth, maxLines: maxLines)
        }
        return ContentMeasurement(
            size: Size(width: metrics.width + horizontal, height: metrics.height + vertical),
            baselines: .init(first: metrics.firstBaseline + textInsets.top, last: metrics.lastBaseline + textInsets.top,
                             contentHeight: metrics.height + vertical))
    }

    override func draw(in context: DrawingContext) throws {
        try context.text(text, spans: spans, font: font, color: textColor ?? context.theme.primaryText,
                         in: context.frame.inset(by: textInsets), alignment: context.runAlignment(textAlignment),
                         maxLines: numberOfLines > 0 ? numberOfLines : nil, truncation: truncation)
    }
}
