/// What a view shows, as a value: UIKit's `UIContentConfiguration` (iOS 14). A cell or header
/// that is given one makes its content view and fills its `contentView` with it.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Wi-Fi"
/// cell.contentConfiguration = content
/// ```
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// A new view that shows this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// The configuration for `state` (this one unchanged, by default).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration: UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (default: yes).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The state a configuration is updated for: UIKit's `UIConfigurationState` (traits, and for
/// cells whether they are selected…); cells here are never selected or highlighted.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: UIKit's `UICellConfigurationState`.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
