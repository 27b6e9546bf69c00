/// A keyboard shortcut (UIKit's `UIKeyCommand`): a ``UICommand`` with the key and modifier
/// flags that choose it. Return key commands from ``UIResponder/keyCommands`` or add them to a
/// controller with ``UIViewController/addKeyCommand(_:)``; no key is ever pressed here, so they
/// are stored, as menus are.
///
/// ```swift
/// let next = UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: "selectNext:")
/// next.wantsPriorityOverSystemBehavior = true
/// ```
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key that chooses the command: a character, or one of the `input…` constants.
    open private(set) var input: String?
    open private(set) var modifierFlags: UIKeyModifierFlags = []
    /// Whether the command wins over focus and text-editing commands of the system (`false`, iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may move the command to a key the keyboard layout has (`true`, iOS 15).
    open var allowsAutomaticLocalization = true
    /// Whether the command's brackets and arrows are mirrored in right-to-left layouts (`true`, iOS 15).
    open var allowsAutomaticMirroring = true

    /// An empty key command, as UIKit's designated `init()` makes.
    public init() {
        super.init(action: Selector(""))
    }

    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
        self.input = input
        self.modifierFlags = modifierFlags
    }

    /// A key command with no title, which the shortcut overlay does not list.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    @available(iOS, deprecated: 13.0, renamed: "init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)")
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    override init(title: String = "", image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                  alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                  attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }
}
