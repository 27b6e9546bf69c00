import Foundation

/// What to lay out again: UIKit's `UICollectionViewLayoutInvalidationContext` (here every
/// invalidation prepares the whole layout again; the context is stored).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public override init() { super.init() }
    open internal(set) var invalidateEverything = false
    open internal(set) var invalidateDataSourceCounts = false
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    open func invalidateItems(at indexPaths: [IndexPath]) {}
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}
