/// A menu (UIKit's `UIMenu`): stored so code that attaches menus to buttons and bar button
/// items compiles; menus are never shown here.
///
/// ```swift
/// let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
///     UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
/// ])
/// let item = UIBarButtonItem(title: "Sort", menu: sort)
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    open private(set) var identifier: Identifier
    open private(set) var options: Options
    open private(set) var children: [UIMenuElement]
    /// The size of the menu's children (iOS 16; `.automatic` from iOS 17).
    open var preferredElementSize: ElementSize = .automatic

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The elements of this menu and its submenus whose state is `.on` (iOS 15).
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let leaf = child as? any UIMenuLeaf, leaf.state == .on { return [child] }
            return []
        }
    }

    /// A copy of this menu (title, image, identifier, options, element size) with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let copy = UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
        copy.subtitle = subtitle
        copy.preferredElementSize = preferredElementSize
        return copy
    }
}
