import Foundation

/// A view attached to an item or group: UIKit's `NSCollectionLayoutSupplementaryItem` (only a
/// section's boundary items are placed here; make them with
/// ``NSCollectionLayoutBoundarySupplementaryItem``).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
