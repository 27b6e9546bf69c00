/// A rectangle that takes part in layout but draws nothing (Auto Layout's `UILayoutGuide`).
///
/// Use custom guides instead of invisible spacer views; every view also has the system guides
/// ``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide`` and ``View/readableContentGuide``.
///
/// ```swift
/// let buttons = LayoutGuide(identifier: "buttons")
/// root.addLayoutGuide(buttons)
/// Constraint.activate([
///     buttons.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
///     buttons.heightAnchor.constraint(equalToConstant: 60),
/// ])
/// ```
public final class LayoutGuide: LayoutItem {
    /// Which guide this is. System guides are derived from their view by the engine.
    public enum Role: String, Hashable, Sendable, Codable {
        case custom
        /// The view's bounds inset by its layout margins (for the root: also by the safe area).
        case layoutMargins
        /// The view's bounds (for the root view: inset by the scene's safe-area insets).
        case safeArea
        /// A box of at most ``View/readableContentWidth`` centred in the layout margins.
        case readableContent
    }

    public var identifier: String
    public let role: Role
    public internal(set) weak var owningView: View?
    /// The guide's frame after the last layout, in canvas coordinates.
    public internal(set) var layoutFrame: Rect = .zero

    /// A custom guide; add it to a view with ``View/addLayoutGuide(_:)``.
    public init(identifier: String = "") {
        self.identifier = identifier
        self.role = .custom
    }

    init(role: Role, owner: View) {
        self.role = role
        self.owningView = owner
        switch role {
        case .custom: identifier = ""
        case .layoutMargins: identifier = "layoutMarginsGuide"
        case .safeArea: identifier = "safeAreaLayoutGuide"
        case .readableContent: identifier = "readableContentGuide"
        }
    }

    public var debugName: String {
        let owner = owningView?.debugName ?? "no view"
        let name = identifier.isEmpty ? "LayoutGuide" : identifier
        return "\(name) of \(owner)"
    }
}
