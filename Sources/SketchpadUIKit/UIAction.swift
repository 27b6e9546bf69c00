/// A closure-based action for controls and menus: UIKit's `UIAction`.
///
/// ```swift
/// let button = UIButton(primaryAction: UIAction(title: "Save") { _ in save() })
/// ```
@preconcurrency @MainActor
open class UIAction: NSObject {
    public typealias Identifier = String

    open var title: String
    open var identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open internal(set) var sender: Any?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        super.init()
    }
}
