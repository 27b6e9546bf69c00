import Foundation

/// A layout between two layouts: UIKit's `UICollectionViewTransitionLayout` (nothing animates
/// here: it lays out as its next layout).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    public let currentLayout: UICollectionViewLayout
    public let nextLayout: UICollectionViewLayout
    open var transitionProgress: CGFloat = 0

    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }
}
