/// An element of a menu: UIKit's `UIMenuElement`, the base of ``UIAction``, ``UICommand``,
/// ``UIKeyCommand``, ``UIMenu`` and ``UIDeferredMenuElement``. Menus are never shown here;
/// their elements are stored so code that builds menus compiles and reads back what it set.
///
/// ```swift
/// let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
/// delete.subtitle = "Cannot be undone"
/// ```
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    var titleStorage: String
    var imageStorage: UIImage?

    /// The element's title (settable on leaves: ``UIAction``, ``UICommand``).
    open var title: String { titleStorage }
    /// The element's subtitle (iOS 15).
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage? { imageStorage }

    init(title: String, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        super.init()
    }
}

extension UIMenuElement {
    /// Whether an action or command shows a check mark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// How an action or command is styled in its menu (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays presented after the element's action (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
}
