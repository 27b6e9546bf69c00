import SketchpadLayout
import SketchpadWidgets

/// A one-line text input: UIKit's `UITextField`, drawn as Sketchpad's `TextField`.
///
/// ```swift
/// let email = UITextField()
/// email.placeholder = "Email"
/// email.borderStyle = .roundedRect
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none = 0, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never = 0, whileEditing, unlessEditing, always }
    /// Why editing ended (for ``UITextFieldDelegate/textFieldDidEndEditing(_:reason:)``).
    public enum DidEndEditingReason: Int, Sendable { case committed = 0, cancelled }

    /// The field's delegate (held weakly; nothing edits here, so it is not called).
    open weak var delegate: (any UITextFieldDelegate)?

    override class func makeNode() -> View { ViewNode(content: TextField()) }
    open override var canBecomeFirstResponder: Bool { true }
    var field: TextField { content(as: TextField.self) }
    override var descriptionContent: [String] { ["text = '\(text ?? "")'"] }

    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    open var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var adjustsFontForContentSizeCategory = false
    // Stored: there is no keyboard, editing or overlay drawing here.
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var textContentType: UITextContentType?
    open var attributedPlaceholder: NSAttributedString?
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
    }

    override func prepareNodeForLayout() { syncField() }
}
