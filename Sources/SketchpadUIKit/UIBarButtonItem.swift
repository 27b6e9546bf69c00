/// A button in a navigation bar or toolbar: UIKit's `UIBarButtonItem`, with a title, an image,
/// a system item, or a custom view. Navigation bars draw them (system items as their words or
/// glyphs); actions are `UIAction`s (`primaryAction:`), as `#selector` needs Objective-C.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
/// navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in edit() })
/// ```
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItem.Style.plain")
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl = 23
        case close = 24
    }

    open var style: Style = .plain { didSet { UIView.layoutGeneration &+= 1 } }
    /// The width of a fixed space (0: the item's own).
    open var width: CGFloat = 0 { didSet { UIView.layoutGeneration &+= 1 } }
    open var customView: UIView? { didSet { UIView.layoutGeneration &+= 1 } }
    open var tintColor: UIColor? { didSet { UIView.layoutGeneration &+= 1 } }
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    /// Stored for source compatibility; nothing is sent (there is no Objective-C runtime).
    open weak var target: AnyObject?
    open var action: Selector?
    open var isSelected = false
    open var isHidden = false { didSet { UIView.layoutGeneration &+= 1 } }
    /// Titles the item may show, so a bar keeps room for the widest (stored: the item is as
    /// wide as its title).
    open var possibleTitles: Set<String>?
    /// Whether the menu's selection changes when its primary action runs (stored).
    open var changesSelectionAsPrimaryAction = false
    /// Whether the item's symbol animates (stored: nothing moves in a picture).
    open var isSymbolAnimationEnabled = false
    /// The system item the item was made from, if any.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done { style = .done }
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A fixed space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A space that takes what the bar has left.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// The word a system item shows, or nil for the items drawn as glyphs.
    var systemTitle: String? {
        switch systemItem {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }
}
