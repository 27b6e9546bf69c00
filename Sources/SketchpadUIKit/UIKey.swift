import Foundation

/// A key on a hardware keyboard, as a press reports it (UIKit's `UIKey`, iOS 13.4): what it
/// types with and without the modifiers held, the modifiers, and its HID usage code. Nothing is
/// pressed in a still, so ``UIPress/key`` is nil here; the class exists so key handling compiles.
///
/// ```swift
/// override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
///     guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
///     if key.keyCode == .keyboardEscape || key.charactersIgnoringModifiers == "w" && key.modifierFlags.contains(.command) {
///         dismiss(animated: true)
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIKey: NSObject, @preconcurrency NSCopying {
    /// What the key types with the held modifiers applied (capitals with shift on a Latin keyboard).
    open var characters: String { typed }
    /// What the key types without the modifiers (lower case on a Latin keyboard; empty for a modifier key).
    open var charactersIgnoringModifiers: String { unmodified }
    /// The modifier keys held with the key.
    open var modifierFlags: UIKeyModifierFlags { modifiers }
    /// The key's HID usage code.
    open var keyCode: UIKeyboardHIDUsage { code }

    private let typed: String, unmodified: String, modifiers: UIKeyModifierFlags, code: UIKeyboardHIDUsage

    package init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags = [],
                 keyCode: UIKeyboardHIDUsage) {
        typed = characters
        unmodified = charactersIgnoringModifiers
        modifiers = modifierFlags
        code = keyCode
    }

    /// A key with the same characters, modifiers and code.
    open func copy(with zone: NSZone? = nil) -> Any {
        UIKey(characters: typed, charactersIgnoringModifiers: unmodified, modifierFlags: modifiers, keyCode: code)
    }
}
