import Foundation
import SketchpadUIKit
import Testing

/// The members of `UICollectionView`, its cells, layouts and protocols as UIKit's Swift
/// interface has them (UICollectionView.h, UICollectionViewCell.h, UICollectionViewLayout.h,
/// UICollectionViewFlowLayout.h, UICollectionViewCompositionalLayout.h, UICollectionLayoutList.h),
/// referenced with their SDK signatures: a missing member does not compile. Not mirrored: drag
/// and drop (`dragDelegate`, `dropDelegate`), interactive movement and layout transitions,
/// context menus, `UICellConfigurationState` and background configurations, the section snapshot
/// (`NSDiffableDataSourceSectionSnapshot`), custom groups (`NSCollectionLayoutGroup.custom`),
/// supplementary items anchored to items, `UICellAccessory`'s options and its other kinds.
/// Nib registration is unavailable (see `UINib`).
@MainActor
enum UICollectionViewSurface {
    static func reference(_ c: UICollectionView, _ cell: UICollectionViewCell, _ flow: UICollectionViewFlowLayout) {
        let _: (CGRect, UICollectionViewLayout) -> UICollectionView = UICollectionView.init(frame:collectionViewLayout:)
        let _: ReferenceWritableKeyPath<UICollectionView, UICollectionViewLayout> = \.collectionViewLayout
        let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDataSource)?> = \.dataSource
        let _: ReferenceWritableKeyPath<UICollectionView, (any UICollectionViewDataSourcePrefetching)?> = \.prefetchDataSource
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.isPrefetchingEnabled
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.dragInteractionEnabled
        let _: ReferenceWritableKeyPath<UICollectionView, UICollectionView.ReorderingCadence> = \.reorderingCadence
        let _: ReferenceWritableKeyPath<UICollectionView, UICollectionView.SelfSizingInvalidation> = \.selfSizingInvalidation
        let _: Bool = c.hasUncommittedUpdates
        let _: ReferenceWritableKeyPath<UICollectionView, UIView?> = \.backgroundView
        let _: (AnyClass?, String) -> Void = c.register(_:forCellWithReuseIdentifier:)
        let _: (AnyClass?, String, String) -> Void = c.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
        let _: (String, IndexPath) -> UICollectionViewCell = c.dequeueReusableCell(withReuseIdentifier:for:)
        let _: (String, String, IndexPath) -> UICollectionReusableView = c.dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.allowsSelection
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.allowsMultipleSelection
        let _: [IndexPath]? = c.indexPathsForSelectedItems
        let _: (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void = c.selectItem(at:animated:scrollPosition:)
        let _: (IndexPath, Bool) -> Void = c.deselectItem(at:animated:)
        let _: () -> Void = c.reloadData
        let _: (UICollectionViewLayout, Bool) -> Void = c.setCollectionViewLayout(_:animated:)
        let _: (UICollectionViewLayout, Bool, ((Bool) -> Void)?) -> Void = c.setCollectionViewLayout(_:animated:completion:)
        let _: Int = c.numberOfSections
        let _: (Int) -> Int = c.numberOfItems(inSection:)
        let _: (IndexPath) -> UICollectionViewLayoutAttributes? = c.layoutAttributesForItem(at:)
        let _: (String, IndexPath) -> UICollectionViewLayoutAttributes? = c.layoutAttributesForSupplementaryElement(ofKind:at:)
        let _: (CGPoint) -> IndexPath? = c.indexPathForItem(at:)
        let _: (UICollectionViewCell) -> IndexPath? = c.indexPath(for:)
        let _: (UICollectionReusableView) -> IndexPath? = c.indexPath(forSupplementaryView:)
        let _: (IndexPath) -> UICollectionViewCell? = c.cellForItem(at:)
        let _: [UICollectionViewCell] = c.visibleCells
        let _: [IndexPath] = c.indexPathsForVisibleItems
        let _: (String, IndexPath) -> UICollectionReusableView? = c.supplementaryView(forElementKind:at:)
        let _: (String) -> [UICollectionReusableView] = c.visibleSupplementaryViews(ofKind:)
        let _: (String) -> [IndexPath] = c.indexPathsForVisibleSupplementaryElements(ofKind:)
        let _: (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void = c.scrollToItem(at:at:animated:)
        let _: (IndexSet) -> Void = c.insertSections(_:)
        let _: (IndexSet) -> Void = c.deleteSections(_:)
        let _: (Int, Int) -> Void = c.moveSection(_:toSection:)
        let _: (IndexSet) -> Void = c.reloadSections(_:)
        let _: ([IndexPath]) -> Void = c.insertItems(at:)
        let _: ([IndexPath]) -> Void = c.deleteItems(at:)
        let _: (IndexPath, IndexPath) -> Void = c.moveItem(at:to:)
        let _: ([IndexPath]) -> Void = c.reloadItems(at:)
        let _: ([IndexPath]) -> Void = c.reconfigureItems(at:)
        let _: ((() -> Void)?, ((Bool) -> Void)?) -> Void = c.performBatchUpdates(_:completion:)
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.remembersLastFocusedIndexPath
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.selectionFollowsFocus
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.allowsFocus
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.allowsFocusDuringEditing
        let _: Bool = c.hasActiveDrag
        let _: Bool = c.hasActiveDrop
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.isEditing
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.allowsSelectionDuringEditing
        let _: ReferenceWritableKeyPath<UICollectionView, Bool> = \.allowsMultipleSelectionDuringEditing
        let _: String = UICollectionView.elementKindSectionHeader
        let _: String = UICollectionView.elementKindSectionFooter
        let _: [UICollectionView.ScrollPosition] = [.top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right]
        let _: [UICollectionView.ElementCategory] = [.cell, .supplementaryView, .decorationView]

        // Cells and reusable views.
        let _: UIView = cell.contentView
        let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \.isSelected
        let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \.isHighlighted
        let _: ReferenceWritableKeyPath<UICollectionViewCell, UIView?> = \.backgroundView
        let _: ReferenceWritableKeyPath<UICollectionViewCell, UIView?> = \.selectedBackgroundView
        let _: ReferenceWritableKeyPath<UICollectionViewCell, (any UIContentConfiguration)?> = \.contentConfiguration
        let _: ReferenceWritableKeyPath<UICollectionViewCell, Bool> = \.automaticallyUpdatesContentConfiguration
        let _: () -> Void = cell.setNeedsUpdateConfiguration
        let _: (UICollectionViewCell.DragState) -> Void = cell.dragStateDidChange(_:)
        let _: String? = cell.reuseIdentifier
        let _: () -> Void = cell.prepareForReuse
        let _: (UICollectionViewLayoutAttributes) -> Void = cell.apply(_:)
        let _: (UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes = cell.preferredLayoutAttributesFitting(_:)
        let _: (UICollectionViewLayout, UICollectionViewLayout) -> Void = cell.willTransition(from:to:)
        let _: (UICollectionViewLayout, UICollectionViewLayout) -> Void = cell.didTransition(from:to:)
        let list = UICollectionViewListCell(frame: .zero)
        let _: () -> UIListContentConfiguration = list.defaultContentConfiguration
        let _: ReferenceWritableKeyPath<UICollectionViewListCell, [UICellAccessory]> = \.accessories
        let _: ReferenceWritableKeyPath<UICollectionViewListCell, Int> = \.indentationLevel
        let _: ReferenceWritableKeyPath<UICollectionViewListCell, CGFloat> = \.indentationWidth
        let _: ReferenceWritableKeyPath<UICollectionViewListCell, Bool> = \.indentsAccessories
        let _: [UICellAccessory] = [.disclosureIndicator(), .checkmark(), .detail(), .disclosureIndicator(displayed: .whenNotEditing)]

        // Layouts and attributes.
        let layout: UICollectionViewLayout = flow
        let _: UICollectionView? = layout.collectionView
        let _: () -> Void = layout.invalidateLayout
        let _: (UICollectionViewLayoutInvalidationContext) -> Void = layout.invalidateLayout(with:)
        let _: (AnyClass?, String) -> Void = layout.register(_:forDecorationViewOfKind:)
        let _: AnyClass = UICollectionViewLayout.layoutAttributesClass
        let _: AnyClass = UICollectionViewLayout.invalidationContextClass
        let _: () -> Void = layout.prepare
        let _: (CGRect) -> [UICollectionViewLayoutAttributes]? = layout.layoutAttributesForElements(in:)
        let _: (IndexPath) -> UICollectionViewLayoutAttributes? = layout.layoutAttributesForItem(at:)
        let _: (String, IndexPath) -> UICollectionViewLayoutAttributes? = layout.layoutAttributesForSupplementaryView(ofKind:at:)
        let _: (String, IndexPath) -> UICollectionViewLayoutAttributes? = layout.layoutAttributesForDecorationView(ofKind:at:)
        let _: (CGRect) -> Bool = layout.shouldInvalidateLayout(forBoundsChange:)
        let _: (CGRect) -> UICollectionViewLayoutInvalidationContext = layout.invalidationContext(forBoundsChange:)
        let _: (UICollectionViewLayoutAttributes, UICollectionViewLayoutAttributes) -> Bool = layout.shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)
        let _: (CGPoint, CGPoint) -> CGPoint = layout.targetContentOffset(forProposedContentOffset:withScrollingVelocity:)
        let _: (CGPoint) -> CGPoint = layout.targetContentOffset(forProposedContentOffset:)
        let _: CGSize = layout.collectionViewContentSize
        let _: UIUserInterfaceLayoutDirection = layout.developmentLayoutDirection
        let _: Bool = layout.flipsHorizontallyInOppositeLayoutDirection
        let _: ([UICollectionViewUpdateItem]) -> Void = layout.prepare(forCollectionViewUpdates:)
        let _: () -> Void = layout.finalizeCollectionViewUpdates
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let _ = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
        let _ = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "line", with: IndexPath(item: 0, section: 0))
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGRect> = \.frame
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGPoint> = \.center
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGSize> = \.size
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGRect> = \.bounds
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGAffineTransform> = \.transform
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, CGFloat> = \.alpha
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, Int> = \.zIndex
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, Bool> = \.isHidden
        let _: ReferenceWritableKeyPath<UICollectionViewLayoutAttributes, IndexPath> = \.indexPath
        let _: UICollectionView.ElementCategory = attributes.representedElementCategory
        let _: String? = attributes.representedElementKind
        let _: Any = attributes.copy()
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> = \.minimumLineSpacing
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat> = \.minimumInteritemSpacing
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.itemSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.estimatedItemSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, UICollectionView.ScrollDirection> = \.scrollDirection
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.headerReferenceSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize> = \.footerReferenceSize
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, UIEdgeInsets> = \.sectionInset
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, UICollectionViewFlowLayout.SectionInsetReference> = \.sectionInsetReference
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, Bool> = \.sectionHeadersPinToVisibleBounds
        let _: ReferenceWritableKeyPath<UICollectionViewFlowLayout, Bool> = \.sectionFootersPinToVisibleBounds
        let _: CGSize = UICollectionViewFlowLayout.automaticSize
        let _: [UICollectionViewFlowLayout.SectionInsetReference] = [.fromContentInset, .fromSafeArea, .fromLayoutMargins]

        // Compositional layouts.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let _: [NSCollectionLayoutDimension] = [.fractionalWidth(1), .fractionalHeight(1), .absolute(10), .estimated(10),
                                                 .uniformAcrossSiblings(estimate: 10)]
        let dimension = size.heightDimension
        let _: [Bool] = [dimension.isFractionalWidth, dimension.isFractionalHeight, dimension.isAbsolute, dimension.isEstimated,
                         dimension.isUniformAcrossSiblings]
        let _: CGFloat = dimension.dimension
        let item = NSCollectionLayoutItem(layoutSize: size)
        let _ = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [])
        let _: ReferenceWritableKeyPath<NSCollectionLayoutItem, NSDirectionalEdgeInsets> = \.contentInsets
        let _: ReferenceWritableKeyPath<NSCollectionLayoutItem, NSCollectionLayoutEdgeSpacing?> = \.edgeSpacing
        let _: NSCollectionLayoutSize = item.layoutSize
        let _: [NSCollectionLayoutSupplementaryItem] = item.supplementaryItems
        let _ = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: .flexible(1), bottom: nil)
        let groups: [NSCollectionLayoutGroup] = [
            .horizontal(layoutSize: size, subitems: [item]), .horizontal(layoutSize: size, repeatingSubitem: item, count: 2),
            .vertical(layoutSize: size, subitems: [item]), .vertical(layoutSize: size, repeatingSubitem: item, count: 2),
        ]
        let group = groups[0]
        let _: ReferenceWritableKeyPath<NSCollectionLayoutGroup, NSCollectionLayoutSpacing?> = \.interItemSpacing
        let _: [NSCollectionLayoutItem] = group.subitems
        let spacing = NSCollectionLayoutSpacing.fixed(8)
        let _: (CGFloat, Bool, Bool) = (spacing.spacing, spacing.isFixedSpacing, spacing.isFlexibleSpacing)
        let section = NSCollectionLayoutSection(group: group)
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, NSDirectionalEdgeInsets> = \.contentInsets
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, CGFloat> = \.interGroupSpacing
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, UIContentInsetsReference> = \.contentInsetsReference
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, UICollectionLayoutSectionOrthogonalScrollingBehavior> = \.orthogonalScrollingBehavior
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, [NSCollectionLayoutBoundarySupplementaryItem]> = \.boundarySupplementaryItems
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, Bool> = \.supplementariesFollowContentInsets
        let _: ReferenceWritableKeyPath<NSCollectionLayoutSection, [NSCollectionLayoutDecorationItem]> = \.decorationItems
        let _: NSCollectionLayoutDecorationItem = .background(elementKind: "card")
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
        let _ = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "footer", alignment: .bottom, absoluteOffset: .zero)
        let _: ReferenceWritableKeyPath<NSCollectionLayoutBoundarySupplementaryItem, Bool> = \.pinToVisibleBounds
        let _: ReferenceWritableKeyPath<NSCollectionLayoutBoundarySupplementaryItem, Bool> = \.extendsBoundary
        let _: (NSRectAlignment, CGPoint, String) = (header.alignment, header.offset, header.elementKind)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let _: ReferenceWritableKeyPath<UICollectionViewCompositionalLayoutConfiguration, UICollectionView.ScrollDirection> = \.scrollDirection
        let _: ReferenceWritableKeyPath<UICollectionViewCompositionalLayoutConfiguration, CGFloat> = \.interSectionSpacing
        let _: ReferenceWritableKeyPath<UICollectionViewCompositionalLayoutConfiguration, [NSCollectionLayoutBoundarySupplementaryItem]> = \.boundarySupplementaryItems
        let _ = UICollectionViewCompositionalLayout(section: section)
        let _ = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let _ = UICollectionViewCompositionalLayout { _, _ in section }
        let compositional = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in section }, configuration: configuration)
        let _: ReferenceWritableKeyPath<UICollectionViewCompositionalLayout, UICollectionViewCompositionalLayoutConfiguration> = \.configuration
        let _ = compositional
        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        listConfiguration.showsSeparators = false
        listConfiguration.headerMode = .firstItemInSection
        listConfiguration.footerMode = .supplementary
        listConfiguration.backgroundColor = .systemBackground
        listConfiguration.headerTopPadding = 0
        let _: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
        let _ = UICollectionViewCompositionalLayout.list(using: listConfiguration)
        let _: (UICollectionLayoutListConfiguration, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection = NSCollectionLayoutSection.list(using:layoutEnvironment:)

        // Registrations, the diffable data source, the controller.
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let _: UICollectionView.CellRegistration<UICollectionViewListCell, String>.Handler = registration.handler
        let supplementary = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: "header") { _, _, _ in }
        let _: (UICollectionView.CellRegistration<UICollectionViewListCell, String>, IndexPath, String?) -> UICollectionViewListCell =
            c.dequeueConfiguredReusableCell(using:for:item:)
        let _: (UICollectionView.SupplementaryRegistration<UICollectionViewListCell>, IndexPath) -> UICollectionViewListCell =
            c.dequeueConfiguredReusableSupplementary(using:for:)
        let _ = supplementary
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: c) { _, _, _ in nil }
        let _: ReferenceWritableKeyPath<UICollectionViewDiffableDataSource<Int, String>, UICollectionViewDiffableDataSource<Int, String>.SupplementaryViewProvider?> = \.supplementaryViewProvider
        let _: () -> NSDiffableDataSourceSnapshot<Int, String> = dataSource.snapshot
        let _: (IndexPath) -> String? = dataSource.itemIdentifier(for:)
        let _: (String) -> IndexPath? = dataSource.indexPath(for:)
        let _: (Int) -> Int? = dataSource.sectionIdentifier(for:)
        let _: (Int) -> Int? = dataSource.index(for:)
        let controller = UICollectionViewController(collectionViewLayout: flow)
        let _: ReferenceWritableKeyPath<UICollectionViewController, UICollectionView?> = \.collectionView
        let _: UICollectionViewLayout = controller.collectionViewLayout
        let _: ReferenceWritableKeyPath<UICollectionViewController, Bool> = \.clearsSelectionOnViewWillAppear
        let _: ReferenceWritableKeyPath<UICollectionViewController, Bool> = \.installsStandardGestureForInteractiveMovement
    }
}

@MainActor
@Suite struct UICollectionViewSurfaceTests {
    @Test func everyMemberIsThereWithUIKitsDefaults() {
        let flow = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        UICollectionViewSurface.reference(collection, UICollectionViewCell(frame: .zero), flow)
        #expect(flow.collectionView === collection)
        #expect(collection.allowsSelection && !collection.allowsMultipleSelection && collection.isPrefetchingEnabled)
        #expect(collection.numberOfSections == 0 && collection.indexPathsForSelectedItems == nil)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.ScrollPosition.centeredHorizontally.rawValue == 1 << 4)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.size = CGSize(width: 50, height: 60)
        // Changing the size keeps the centre, as in UIKit.
        #expect(attributes.center == CGPoint(x: 25, y: 40) && attributes.frame == CGRect(x: 0, y: 10, width: 50, height: 60))
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes
        #expect(copy !== attributes && copy?.frame == attributes.frame && copy?.indexPath == IndexPath(item: 2, section: 1))
    }
}
