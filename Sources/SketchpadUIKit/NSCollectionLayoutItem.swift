import Foundation

/// One cell of a compositional layout: UIKit's `NSCollectionLayoutItem`, sized in its group by
/// ``layoutSize``; ``contentInsets`` shrink the cell inside that size.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3),
///                                                                      heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items anchored to the item (a group's can be set: ``NSCollectionLayoutGroup/supplementaryItems``).
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { supplementaryStorage }
    var supplementaryStorage: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        supplementaryStorage = supplementaryItems
        super.init()
    }
}
