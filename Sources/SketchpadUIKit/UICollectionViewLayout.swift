import Foundation

/// Where the elements of a collection view go: UIKit's abstract `UICollectionViewLayout`.
/// Subclass it as in UIKit: compute attributes in ``prepare()``, return the ones that meet a
/// rectangle from ``layoutAttributesForElements(in:)``, one item's from
/// ``layoutAttributesForItem(at:)``, and the content's size from ``collectionViewContentSize``.
/// The collection view prepares the layout before it asks, and again after
/// ``invalidateLayout()`` or a change of its size.
///
/// ```swift
/// final class ColumnLayout: UICollectionViewLayout {
///     private var cache: [UICollectionViewLayoutAttributes] = []
///     override func prepare() {
///         guard let collectionView else { return }
///         cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
///             let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: collectionView.bounds.width, height: 50)
///             return attributes
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
///         cache.filter { $0.frame.intersects(rect) }
///     }
///     override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
///         cache.first { $0.indexPath == indexPath }
///     }
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is the layout of.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the layout is asked again.
    var needsPrepare = true
    /// The bounds the layout was last prepared for.
    var preparedBounds: CGRect?
    /// Decoration view classes by kind (see ``register(_:forDecorationViewOfKind:)``).
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Sizes self-sizing views asked for, by kind and index path (see `recordPreferredSize`).
    var preferredSizes: [UICollectionViewItems.Key: CGSize] = [:]

    public override init() { super.init() }
    public init?(coder: NSCoder) { super.init() }

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Marks the layout for preparing again at the next layout of the collection view.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
        UIView.layoutGeneration &+= 1
    }

    /// Invalidates the layout (the context's details do not matter here: all is prepared again).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { preferredSizes = [:] }
        invalidateLayout()
    }

    /// Decoration views of `elementKind` are made of `viewClass` (a `UICollectionReusableView`
    /// subclass; nil removes the registration). The collection view makes, places and reuses
    /// them for the decoration attributes the layout returns; no data source is asked.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Computes what the other methods answer; called before they are asked. Does nothing here.
    open func prepare() {}

    /// The attributes of the elements that meet `rect` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds needs a new layout (false: a change of
    /// size always prepares the layout again here).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }

    /// Whether a self-sizing cell's preferred attributes change the layout: when its size differs.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        UICollectionViewLayoutInvalidationContext()
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    /// The size of the whole content (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // Called around updates and layout changes (nothing animates here, so they only run).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    // MARK: Self-sizing

    /// Which dimensions of the element the view's content decides (nil: none; the collection
    /// view then does not ask the view for its preferred attributes).
    func selfSizingAxes(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? { nil }

    /// Keeps a view's preferred size for the next ``prepare()``.
    func recordPreferredSize(_ size: CGSize, for attributes: UICollectionViewLayoutAttributes) {
        preferredSizes[UICollectionViewItems.Key(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = size
    }

    /// The size a view asked for, if it did.
    func preferredSize(ofKind kind: String?, at indexPath: IndexPath) -> CGSize? {
        preferredSizes[UICollectionViewItems.Key(kind: kind ?? "", indexPath: indexPath)]
    }
}
