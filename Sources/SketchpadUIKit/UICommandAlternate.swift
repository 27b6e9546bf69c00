/// Another action a ``UICommand`` takes while other modifier keys are held (UIKit's
/// `UICommandAlternate`); two alternates are equal when their modifier flags are.
///
/// ```swift
/// let saveAll = UICommandAlternate(title: "Save All", action: "saveAll:", modifierFlags: .alternate)
/// ```
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    open private(set) var title: String
    open private(set) var action: Selector
    open private(set) var modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UICommandAlternate)?.modifierFlags == modifierFlags
    }

    open override var hash: Int { modifierFlags.rawValue }
}
