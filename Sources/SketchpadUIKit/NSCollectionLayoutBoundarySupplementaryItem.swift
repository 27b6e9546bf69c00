import Foundation

/// A header or footer of a compositional section: UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. Aligned `.top` (or `.topLeading`,
/// `.topTrailing`) it goes before the section's items, `.bottom` after them, across the
/// section's width (inside its content insets when the section's
/// `supplementariesFollowContentInsets` is true, the default). An estimated height is
/// measured from the view's constraints.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the item stays at the top (a footer: the bottom) of the visible bounds while any
    /// of its section shows, at the collection view's `contentOffset`; false by default.
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Whether it goes after the section's items.
    var isAtBottom: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}
