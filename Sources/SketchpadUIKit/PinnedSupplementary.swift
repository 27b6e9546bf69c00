import Foundation

/// A header or footer pinned to a collection view's visible bounds: a flow layout's
/// `sectionHeadersPinToVisibleBounds`/`sectionFootersPinToVisibleBounds`, or a boundary item's
/// `pinToVisibleBounds`. A header scrolls with its section until it reaches the top of the
/// visible bounds (inside the adjusted content inset), stays there, and is pushed away by the
/// end of its section (so the next section's header takes its place); a footer does the same at
/// the bottom, held back by its section's start. Horizontal layouts pin to the leading and
/// trailing edges.
@MainActor
struct PinnedSupplementary {
    let attributes: UICollectionViewLayoutAttributes
    /// Where the item is when nothing pins it.
    let unpinned: CGRect
    /// Where its section begins and ends along the scrolling direction (its headers and footers included).
    let sectionStart: CGFloat
    let sectionEnd: CGFloat
    let isFooter: Bool

    /// Moves the attributes to where the collection view's current offset pins them.
    func pin(in collectionView: UICollectionView, vertical: Bool) {
        let inset = collectionView.adjustedContentInset, offset = collectionView.contentOffset, size = collectionView.bounds.size
        let visibleStart = vertical ? offset.y + inset.top : offset.x + inset.left
        let visibleEnd = vertical ? offset.y + size.height - inset.bottom : offset.x + size.width - inset.right
        let start = vertical ? unpinned.minY : unpinned.minX
        let extent = vertical ? unpinned.height : unpinned.width
        let along = isFooter ? min(start, max(visibleEnd - extent, sectionStart))
            : max(start, min(visibleStart, sectionEnd - extent))
        var frame = unpinned
        if vertical { frame.origin.y = along } else { frame.origin.x = along }
        if attributes.frame != frame { attributes.frame = frame }
    }
}
