import Foundation

/// What a context menu shows: UIKit's `UIContextMenuConfiguration`, with its action provider
/// (which makes the menu) and preview provider. A render never long-presses, so nothing asks for
/// the menu here; call ``actionProvider`` yourself to check what a menu holds.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
///                     point: CGPoint) -> UIContextMenuConfiguration? {
///     UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
///         UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The order of a menu's elements (iOS 16).
    public enum ElementOrder: Int, Sendable { case automatic = 0, priority, fixed }

    /// The identifier given, or a made-up one, as UIKit's.
    public let identifier: any NSCopying
    /// Makes the view controller previewed above the menu.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu from the system's suggested elements.
    public let actionProvider: UIContextMenuActionProvider?
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// The other items of a multi-item menu (iOS 16; stored).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    open var badgeCount = 0

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// Makes a context menu's menu from the system's suggested elements: UIKit's `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Makes a context menu's preview: UIKit's `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
