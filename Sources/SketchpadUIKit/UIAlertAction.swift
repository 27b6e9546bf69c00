import Foundation

/// A button of an alert or action sheet: UIKit's `UIAlertAction` (stored; nothing is drawn or
/// tapped here, so `handler` never runs).
///
/// ```swift
/// alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// ```
@preconcurrency @MainActor
open class UIAlertAction: NSObject, @preconcurrency NSCopying {
    /// How the action looks (UIKit's raw values).
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    open private(set) var title: String?
    open private(set) var style: Style = .default
    open var isEnabled = true
    /// The closure UIKit runs when the action is tapped (kept, never called here).
    let handler: ((UIAlertAction) -> Void)?

    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(handler: handler)
        self.title = title
        self.style = style
    }

    public override convenience init() { self.init(handler: nil) }

    init(handler: ((UIAlertAction) -> Void)?) {
        self.handler = handler
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
