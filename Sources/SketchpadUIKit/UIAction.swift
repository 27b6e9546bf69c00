/// A closure-based action for controls, bar button items and menus: UIKit's `UIAction`.
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Save") { _ in save() })
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public typealias Identifier = String

    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    open var identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        super.init(title: title, image: image)
    }
}
