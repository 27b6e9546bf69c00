/// A closure-based action for controls, bar button items and menus: UIKit's `UIAction`.
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Save") { _ in save() })
/// let check = UIAction(title: "Bold", identifier: UIAction.Identifier("bold"), state: .on) { _ in }
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
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
    open private(set) var identifier: Identifier
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set while it runs.
    open func perform(withSender sender: Any?, target: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

extension UIAction {
    /// An action's identifier (UIKit's `UIAction.Identifier`, a typed string as in the SDK:
    /// write `UIAction.Identifier("save")`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
