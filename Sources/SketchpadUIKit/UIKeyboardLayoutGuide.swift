/// The keyboard's place in a view (UIKit's `UIKeyboardLayoutGuide`, `view.keyboardLayoutGuide`).
/// No keyboard is ever shown here, so it is what UIKit's is while the keyboard is hidden: a
/// band along the bottom of the view, as tall as the bottom safe-area inset (its top is the
/// safe area's bottom).
///
/// ```swift
/// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// ```
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows an undocked keyboard (stored: the keyboard is always docked and hidden).
    open var followsUndockedKeyboard = false
}

extension UIView {
    /// The keyboard's guide for this view (made on first use; see ``UIKeyboardLayoutGuide``).
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = keyboardGuideStorage { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.identifier = "UIViewKeyboardLayoutGuide"
        addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        keyboardGuideStorage = guide
        return guide
    }
}
