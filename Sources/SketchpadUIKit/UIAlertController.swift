import Foundation

/// An alert or action sheet: UIKit's `UIAlertController`. Its title, message, actions and text
/// fields are stored; ``UIViewController/present(_:animated:completion:)`` records it as the
/// presented controller, and a snapshot still shows the presenting screen (the alert is not drawn).
///
/// ```swift
/// let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
/// alert.addTextField { $0.placeholder = "Name" }
/// alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
/// host.present(alert, animated: true)
/// ```
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen or a sheet from its bottom (UIKit's raw values).
    public enum Style: Int, Sendable { case actionSheet = 0, alert }
    /// How severe an alert is (the Mac idiom draws it; stored).
    public enum Severity: Int, Sendable { case `default` = 0, critical }

    open var message: String?
    open private(set) var preferredStyle: Style = .actionSheet
    open private(set) var actions: [UIAlertAction] = []
    /// The action the Return key would run. It must be one of ``actions``: UIKit raises an
    /// exception for another; here it is refused and reported as a ``UIKitLayoutIssue``
    /// (`.invalidAlert`) on the alert's view.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let action = newValue, !actions.contains(where: { $0 === action }) {
                UIKitLayoutIssue(kind: .invalidAlert, message: "preferredAction \"\(action.title ?? "")\" is not one of the alert's actions; add it with addAction(_:) first").report(on: view)
                return
            }
            preferredActionStorage = newValue
        }
    }
    private var preferredActionStorage: UIAlertAction?
    /// Stored (drawn by the Mac idiom only).
    open var severity: Severity = .default
    private var textFieldsStorage: [UITextField] = []
    /// The text fields added with ``addTextField(configurationHandler:)``, or nil if there are none.
    open var textFields: [UITextField]? { textFieldsStorage.isEmpty ? nil : textFieldsStorage }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field and passes it to `configurationHandler`. Only alerts have text fields:
    /// UIKit raises an exception on an action sheet; here nothing is added and a
    /// ``UIKitLayoutIssue`` (`.invalidAlert`) is reported on the alert's view.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitLayoutIssue(kind: .invalidAlert, message: "text fields can only be added to an alert controller of style .alert, not .actionSheet").report(on: view)
            return
        }
        let field = UITextField()
        textFieldsStorage.append(field)
        configurationHandler?(field)
    }
}
