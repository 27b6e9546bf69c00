import Foundation
import SketchpadLayout
import SketchpadWidgets

/// A one-line text input: UIKit's `UITextField`, drawn in its ``borderStyle`` as UIKit draws it
/// (only its text without a border, the default in code).
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    /// Why editing ended (for ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``).
    public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled }

    /// Posted when editing begins (never here: nothing edits).
    public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when editing ends (never here: nothing edits).
    public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted when the text changes by editing (never here: nothing edits).
    public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// The user-info key of the end-editing reason.
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    /// The field's delegate (held weakly; nothing edits here, so it is not called).
    open weak var delegate: (any UITextFieldDelegate)?

    override class func makeNode() -> View { ViewNode(content: UITextFieldContent()) }
    open override var canBecomeFirstResponder: Bool { true }
    var field: UITextFieldContent { content(as: UITextFieldContent.self) }
    override var descriptionContent: [String] { leadingDescriptionFields }
    override var descriptionDetails: [String] { trailingDescriptionFields }
    /// A field in a window has UIKit's text-interaction recognizers (its description lists them).
    override var hasPrivateGestureRecognizers: Bool { window != nil }
    /// UIKit's rounded-rect background view, the field's first subview while its border style
    /// is `.roundedRect` (it draws nothing here: the field draws its border).
    var roundedRectBackground: UIKitInternalView?
    /// UIKit's text layout canvas (see `installTextLayoutCanvas()`), its line fragment and the
    /// placeholder label: private views iOS prints inside the field; they draw nothing here.
    var textLayoutCanvas: UIKitInternalView?
    var textLayoutFragment: UIKitInternalView?
    var placeholderLabel: UIKitInternalLabel?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installTextLayoutCanvas()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installTextLayoutCanvas()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTextLayoutViews()
    }

    /// The text; setting it drops ``attributedText``'s attributes, as in UIKit.
    open var text: String? {
        didSet {
            attributedTextStorage = nil
            updatePlaceholderLabel()
            invalidateIntrinsicContentSize()
        }
    }
    private var attributedTextStorage: NSAttributedString?
    /// The text with attributes; its string is what ``text`` reads and what is drawn (in the
    /// field's font and colour: runs are stored, not drawn). nil when ``text`` is nil.
    open var attributedText: NSAttributedString? {
        get { attributedTextStorage ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            attributedTextStorage = newValue
        }
    }
    /// The placeholder; setting it replaces ``attributedPlaceholder`` with a plain copy, as in UIKit.
    open var placeholder: String? {
        didSet {
            attributedPlaceholderStorage = nil
            updatePlaceholderLabel()
            invalidateIntrinsicContentSize()
        }
    }
    private var attributedPlaceholderStorage: NSAttributedString?
    /// The placeholder with attributes; its string is what ``placeholder`` reads and what is drawn.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            placeholder = newValue?.string
            attributedPlaceholderStorage = newValue
        }
    }
    open var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    /// The border: `.none` (the default) draws only the text or placeholder, at the field's
    /// leading edge, 22 points tall at the 17-point system font, as UIKit does; `.roundedRect` is
    /// drawn as UIKit draws it (filled, a hairline grey edge, corner radius 5) and is 34 points
    /// tall at the 17-point system font; `.line` is a thin rectangle in the label colour,
    /// `.bezel` a grey one darker along its top; the text sits 7 points in from the sides in
    /// those three.
    open var borderStyle: BorderStyle = .none {
        didSet {
            updateRoundedRectBackground()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    open var clearButtonMode: ViewMode = .never
    open var adjustsFontForContentSizeCategory = false
    // Stored: there is no keyboard, editing or overlay drawing here.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false
    open var background: UIImage?
    open var disabledBackground: UIImage?
    /// What editing state to restore (UIKit's opaque state; stored).
    open var interactionState: Any = [String: Any]()
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
    open var textContentType: UITextContentType?
    @NSCopying open var passwordRules: UITextInputPasswordRules?
    open var leftView: UIView?
    open var rightView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightViewMode: ViewMode = .never
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var clearsOnBeginEditing = false
    open var isEditing: Bool { isFirstResponder }
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    // The rectangles UIKit lays a field's parts out in; subclasses override them to inset the
    // text. Nothing draws from them here (the field is drawn as one widget), so they answer
    // from the bounds and the side views' sizes: see ``UITextField/textRect(forBounds:)``.

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// The text's rectangle: the bounds less the side views that show (an approximation: UIKit
    /// also insets by its border style's padding, which is not modelled).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftViewRect(forBounds: bounds).width, right = rightViewRect(forBounds: bounds).width
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left - right), height: bounds.height)
    }
    /// The placeholder's rectangle: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The text's rectangle while editing: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// The clear button's rectangle: empty at the trailing edge (there is no clear button here).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0)
    }
    /// The left view's rectangle: its size, at the left edge, centred vertically; empty when
    /// ``leftViewMode`` hides it.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, shows(leftViewMode) else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = sideViewSize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The right view's rectangle: its size, at the right edge, centred vertically; empty when
    /// ``rightViewMode`` hides it.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, shows(rightViewMode) else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let size = sideViewSize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// Never called here (the field is drawn as one widget); kept for overrides.
    open func drawText(in rect: CGRect) {}
    /// Never called here (the field is drawn as one widget); kept for overrides.
    open func drawPlaceholder(in rect: CGRect) {}

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    private func sideViewSize(_ view: UIView) -> CGSize {
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    open override var intrinsicContentSize: CGSize {
        syncField()
        return nodeIntrinsicContentSize()
    }

    private func syncField() {
        let f = field
        f.text = text ?? ""
        f.placeholder = placeholder ?? ""
        f.isSecure = isSecureTextEntry
        var resolved: UIFont = font ?? .systemFont(ofSize: 17)
        if adjustsFontForContentSizeCategory { resolved = resolved.adjusted(to: traitCollection.preferredContentSizeCategory) }
        f.font = resolved.fontDescription
        f.borderStyle = borderStyle
        f.padding = borderStyle == .none ? 0 : UITextFieldContent.borderedTextInset
        let traits = traitCollection
        f.fill = UIColor.tertiarySystemBackground.color(in: traits)
        f.edge = UIColor.systemGray4.color(in: traits)
        f.line = UIColor.label.color(in: traits)
        f.bezelTop = UIColor.systemGray.color(in: traits)
    }

    override func prepareNodeForLayout() { syncField() }

    /// The selection set through `UITextInput` (nil: the caret at the end).
    private var inputSelection: NSRange?

    /// The text as `UITextInput` sees it, its first line where the field draws it.
    var inputModel: TextInputModel {
        let font = self.font ?? .systemFont(ofSize: 17)
        let rect = textRect(forBounds: bounds)
        let padding = borderStyle == .none ? 0 : CGFloat(UITextFieldContent.borderedTextInset)
        let length = (text ?? "").utf16.count
        var selection = inputSelection ?? NSRange(location: length, length: 0)
        selection.location = min(selection.location, length)
        selection.length = min(selection.length, length - selection.location)
        return TextInputModel(text: text ?? "", selection: selection, font: font,
                              origin: CGPoint(x: rect.minX + padding, y: rect.midY - font.lineHeight / 2))
    }

    private func applyInput(_ change: (text: String, selection: NSRange)) {
        inputDelegate?.textWillChange(self)
        text = change.text
        inputSelection = change.selection
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
