import Foundation

/// A view attached to an item or group: UIKit's `NSCollectionLayoutSupplementaryItem` — a badge
/// on a cell, a frame around a group. It follows its item's index path and is sized by its
/// ``NSCollectionLayoutItem/layoutSize`` against the item (fractional dimensions are fractions
/// of the item's). Its ``itemAnchor`` point (by default the ``containerAnchor``'s own edges, so
/// it sits inside them) goes on the item's ``containerAnchor`` point, moved by that anchor's
/// offset. Headers and footers of a section are ``NSCollectionLayoutBoundarySupplementaryItem``s.
///
/// ```swift
/// let badge = NSCollectionLayoutSupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 8, y: -8)))
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0
    /// Where on its item or group the supplementary item attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// Which point of the supplementary item goes on the container's anchor (nil: the container
    /// anchor's edges of the supplementary item; its offset is not applied here).
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The supplementary item's frame on an item or group of frame `container`.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let own = CGRect(origin: .zero, size: size)
        let target = containerAnchor.point(in: container), handle = (itemAnchor ?? containerAnchor).point(in: own)
        let offset = containerAnchor.points(for: size)
        return CGRect(x: target.x - handle.x + offset.x, y: target.y - handle.y + offset.y, width: size.width, height: size.height)
    }
}
