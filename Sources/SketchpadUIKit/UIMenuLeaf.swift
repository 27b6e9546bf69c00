/// A menu element without children (UIKit's `UIMenuLeaf`, iOS 16): ``UIAction`` and
/// ``UICommand`` (so ``UIKeyCommand``) adopt it.
///
/// ```swift
/// let leaves: [any UIMenuLeaf] = [UIAction(title: "Copy") { _ in }, UIKeyCommand(input: "c", modifierFlags: .command, action: "copy:")]
/// leaves.forEach { $0.state = .on }
/// ```
@preconcurrency @MainActor
public protocol UIMenuLeaf: NSObjectProtocol {
    var title: String { get set }
    var image: UIImage? { get set }
    /// The image shown while ``state`` is `.on` (iOS 17).
    var selectedImage: UIImage? { get set }
    var discoverabilityTitle: String? { get set }
    var attributes: UIMenuElement.Attributes { get set }
    var state: UIMenuElement.State { get set }
    /// The object the element's action was performed for, while it runs.
    var sender: Any? { get }
    /// Performs the element's action (its handler, or its selector, which nothing receives here).
    func perform(withSender sender: Any?, target: Any?)
}
