/// A menu element that sends a selector (UIKit's `UICommand`). Nothing receives selectors on
/// Linux, so performing a command does nothing; use ``UIAction`` for code that runs.
///
/// ```swift
/// let copy = UICommand(title: "Copy", action: "copy:", attributes: .disabled)
/// let edit = UIMenu(title: "Edit", children: [copy])
/// ```
@preconcurrency @MainActor
open class UICommand: UIMenuElement, UIMenuLeaf {
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    open private(set) var action: Selector
    open private(set) var propertyList: Any?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    open private(set) var alternates: [UICommandAlternate]
    /// The object the command is performed for (never set here: commands are not performed).
    open var sender: Any? { nil }

    public init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Does nothing: the selector would reach the responder chain, which receives no selectors on Linux.
    open func perform(withSender sender: Any?, target: Any?) {}
}
