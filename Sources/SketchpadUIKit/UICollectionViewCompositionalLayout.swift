import Foundation

/// Gives the section of each index: UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Sections built from items, groups and sections: UIKit's `UICollectionViewCompositionalLayout`.
/// Each section repeats its group along the scrolling direction until every item is placed;
/// fractional dimensions are of the container (the section's content area for a group, the
/// group for its items), estimated ones are measured from the cell's constraints. A
/// section provider may give each section its own layout; ``list(using:)`` gives list sections.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                                      heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitems: [item])
/// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentSize = CGSize.zero
    /// The boundary items pinned to the visible bounds, moved at each query.
    private var pinned: [PinnedSupplementary] = []
    /// The sections of the last preparation, and which of their dimensions size from content.
    private(set) var preparedSections: [NSCollectionLayoutSection] = []
    private var selfSizing: [UICollectionViewItems.Key: (width: Bool, height: Bool)] = [:]

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout of list sections (see ``UICollectionLayoutListConfiguration``).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        pinSupplementaries()
        return attributes.filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pinSupplementaries()
        return attributes.first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// A section's decoration item (a background): the section's extent inset by the item's `contentInsets`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// Moves the pinned boundary items to the collection view's current offset.
    private func pinSupplementaries() {
        guard let collectionView, !pinned.isEmpty else { return }
        for item in pinned { item.pin(in: collectionView, vertical: configuration.scrollDirection == .vertical) }
    }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        abs(preferredAttributes.size.width - originalAttributes.size.width) > 1e-9
            || abs(preferredAttributes.size.height - originalAttributes.size.height) > 1e-9
    }

    override func selfSizingAxes(of attributes: UICollectionViewLayoutAttributes) -> (width: Bool, height: Bool)? {
        selfSizing[UICollectionViewItems.Key(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)]
    }

    /// Places every section's groups and boundary items (see the type's description).
    open override func prepare() {
        super.prepare()
        attributes = []
        pinned = []
        itemAttributes = [:]
        selfSizing = [:]
        preparedSections = []
        contentSize = .zero
        guard let collectionView else { return }
        let vertical = configuration.scrollDirection == .vertical
        let adjusted = collectionView.adjustedContentInset
        let viewSize = CGSize(width: collectionView.bounds.width - adjusted.left - adjusted.right,
                              height: collectionView.bounds.height - adjusted.top - adjusted.bottom)
        let environment = CollectionLayoutEnvironment(contentSize: viewSize, contentInsets: .zero,
                                                      traitCollection: collectionView.traitCollection)
        // The layout's own headers and footers go before the first section and after the last,
        // across the whole width, at section 0's first index path.
        var layoutBoundary = CompositionalPlacer(layout: self, section: 0, items: 0, vertical: vertical)
        let boundaryItems = configuration.boundarySupplementaryItems
        var stack = layoutBoundary.placeLayoutBoundary(boundaryItems.filter { !$0.isAtBottom }, at: 0, in: viewSize)
        let count = collectionView.numberOfSections
        for s in 0..<count {
            guard let section = sectionProvider(s, environment) else { continue }
            preparedSections.append(section)
            var placer = CompositionalPlacer(layout: self, section: s, items: collectionView.numberOfItems(inSection: s), vertical: vertical)
            stack = placer.place(section, at: stack, in: viewSize)
            attributes += placer.placed
            pinned += placer.pinned
            for attribute in placer.placed where attribute.representedElementCategory == .cell { itemAttributes[attribute.indexPath] = attribute }
            for (key, axes) in placer.selfSizing { selfSizing[key] = axes }
            if s < count - 1 { stack += configuration.interSectionSpacing }
        }
        stack = layoutBoundary.placeLayoutBoundary(boundaryItems.filter(\.isAtBottom), at: stack, in: viewSize)
        layoutBoundary.pinPlaced(from: 0, to: stack)
        attributes += layoutBoundary.placed
        pinned += layoutBoundary.pinned
        for (key, axes) in layoutBoundary.selfSizing { selfSizing[key] = axes }
        contentSize = vertical ? CGSize(width: viewSize.width, height: stack) : CGSize(width: stack, height: viewSize.height)
    }

    /// The section shown at `index` in the last preparation (for list cells' decoration).
    func preparedSection(_ index: Int) -> NSCollectionLayoutSection? {
        preparedSections.indices.contains(index) ? preparedSections[index] : nil
    }
}
