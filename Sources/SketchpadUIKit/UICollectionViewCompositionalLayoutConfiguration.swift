import Foundation

/// What applies to every section of a compositional layout: UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = UICollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: before the first section and after the last,
    /// across the whole width, pinned within the whole content when `pinToVisibleBounds`.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() { super.init() }
}
