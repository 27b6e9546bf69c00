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
    open var modifierFlags: UIKeyModifierFlags { flags }
    /// The flags, readable off the main actor: `isEqual(_:)` and `hash` are `NSObject`'s, nonisolated.
    private nonisolated let flags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.flags = modifierFlags
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UICommandAlternate)?.flags == flags
    }

    open override var hash: Int { flags.rawValue }
}
