import Foundation
import SketchpadLayout

/// Items in sections placed by a layout object: UIKit's `UICollectionView`, a scroll view whose
/// ``dataSource`` gives the items and whose ``collectionViewLayout`` (a
/// ``UICollectionViewFlowLayout``, a ``UICollectionViewCompositionalLayout`` or a layout of your
/// own) says where each goes. Only the items whose frames meet the visible rectangle are made,
/// placed and drawn, as in UIKit; `contentSize` is the layout's content size.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
/// grid.dataSource = self
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The direction a flow or compositional layout scrolls in.
    public enum ScrollDirection: Int, Sendable { case vertical = 0, horizontal }
    /// What a set of layout attributes stands for.
    public enum ElementCategory: UInt, Sendable { case cell = 0, supplementaryView, decorationView }
    /// How eagerly reordering happens while dragging (stored: nothing drags here).
    public enum ReorderingCadence: Int, Sendable { case immediate = 0, fast, slow }
    /// Whether cells that change size resize their items (iOS 16; stored: items are sized at each layout).
    public enum SelfSizingInvalidation: Int, Sendable { case disabled = 0, enabled, enabledIncludingConstraints }

    /// Where ``scrollToItem(at:at:animated:)`` puts an item: one vertical and one horizontal
    /// position at most (`[]`: only as far as needed).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    override class var layerClassName: String { "CALayer" }
    /// iOS 13–18 print the layout and the data source after the scroll view's metrics
    /// (addresses purged, as swift-snapshot-testing records them): `…; adjustedContentInset:
    /// {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout>; dataSource: <MyApp.GridController>>`.
    override var descriptionSuffix: String {
        guard UIKitDescriptionFormat.current == .iOS17 else { return super.descriptionSuffix }
        return super.descriptionSuffix + "; layout: \(uikitReferenceDescription(collectionViewLayout)); dataSource: \(uikitReferenceDescription(dataSource))"
    }
    /// iOS 11 and 12 print the layout after the closing bracket: `…> collection view layout:
    /// <UICollectionViewFlowLayout>`.
    override var descriptionTrailer: String {
        UIKitDescriptionFormat.current == .iOS12 ? " collection view layout: \(uikitReferenceDescription(collectionViewLayout))" : ""
    }

    /// The layout that places the items; setting it lays the items out anew.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            items.discard()
            collectionViewLayout.invalidateLayout()
            setNeedsLayout()
            UIView.layoutGeneration &+= 1
        }
    }

    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// The delegate (`UIScrollView`'s property; a `UICollectionViewDelegate` is a
    /// `UIScrollViewDelegate`, and the collection view asks the one it is).
    open override weak var delegate: (any UIScrollViewDelegate)? { didSet { reloadData() } }
    /// The delegate as the collection view's delegate (nil when it is only a scroll view's).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }
    /// The prefetching data source (held weakly; nothing prefetches here, so it is not called).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    open var isPrefetchingEnabled = true
    /// A view behind every item, the collection view's size (placed at each layout).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    // Stored: there is no touch, focus, drag or drop here.
    open var dragInteractionEnabled = false
    open var reorderingCadence: ReorderingCadence = .immediate
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    open var allowsFocus = false
    open var allowsFocusDuringEditing = false
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    /// false: updates apply at once here.
    open var hasUncommittedUpdates: Bool { false }

    /// The selected items, in the order selected.
    var selectedItems: [IndexPath] = []
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Supplementary view classes by kind, then reuse identifier.
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    /// What the last layout made and placed (see `UICollectionView+Layout.swift`).
    var items = UICollectionViewItems()

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        backgroundColor = .systemBackground
    }

    // MARK: Registering and dequeuing

    /// Cells of `identifier` are made of `cellClass` (a `UICollectionViewCell` subclass).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Supplementary views of `elementKind` and `identifier` are made of `viewClass`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind, default: [:]][identifier] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell for `identifier`: one taken off screen earlier (after its `prepareForReuse()`), as
    /// UIKit reuses cells, or else a new one of the registered class. UIKit raises an exception
    /// when no class was registered; here the issue is reported and a plain cell returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = items.reusableCells.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        if let cellClass = cellClasses[identifier] {
            let cell = cellClass.init(_dequeuedWithFrame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                         message: "unable to dequeue a cell with identifier '\(identifier)' for item \(indexPath.item) of section \(indexPath.section): register a class for the identifier with register(_:forCellWithReuseIdentifier:) first")
            .report(on: self)
        let cell = UICollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` and `identifier`: one taken off screen earlier
    /// (after its `prepareForReuse()`), or a new one of the registered class (unregistered:
    /// reported, and a plain reusable view returned).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        if let view = items.reusableSupplementaries.dequeue(UICollectionViewItems.supplementaryKey(elementKind, identifier)) {
            view.prepareForReuse()
            assignListRole(to: view, kind: elementKind, section: indexPath.section)
            return view
        }
        if let viewClass = supplementaryClasses[elementKind]?[identifier] {
            let view = viewClass.init(_dequeuedWithFrame: .zero)
            view.reuseIdentifier = identifier
            assignListRole(to: view, kind: elementKind, section: indexPath.section)
            return view
        }
        UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                         message: "unable to dequeue a view of kind \(elementKind) with identifier '\(identifier)' for section \(indexPath.section): register a class with register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first")
            .report(on: self)
        let view = UICollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Data

    /// Asks the data source again: items and views are made anew at the next layout, and the
    /// selection is cleared, as in UIKit.
    open func reloadData() {
        selectedItems = []
        items.discard()
        items.counts = nil
        collectionViewLayout.preferredSizes = [:]
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
        UIView.layoutGeneration &+= 1
    }

    open func insertSections(_ sections: IndexSet) { reloadData() }
    open func deleteSections(_ sections: IndexSet) { reloadData() }
    open func reloadSections(_ sections: IndexSet) { reloadData() }
    open func moveSection(_ section: Int, toSection newSection: Int) { reloadData() }
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
    open func reconfigureItems(at indexPaths: [IndexPath]) { reloadData() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { reloadData() }

    /// Applies the updates at once (there are no animations here), then completes with true.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        completion?(true)
    }

    /// Replaces the layout (there is no animation here).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Replaces the layout and completes with true.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    /// The number of sections, as the data source says (one by default).
    open var numberOfSections: Int { itemCounts.count }

    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The data source's counts, asked once per reload (as UIKit caches them).
    var itemCounts: [Int] {
        if let counts = items.counts { return counts }
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        items.counts = counts
        return counts
    }

    // MARK: After layout

    /// Where the layout places the item (nil when it has no such item).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at a point of the content, after layout.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let rect = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return (preparedLayout.layoutAttributesForElements(in: rect) ?? [])
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { items.indexPath(of: cell) }

    /// The supplementary view's index path, if it is shown.
    open func indexPath(forSupplementaryView supplementaryView: UICollectionReusableView) -> IndexPath? {
        items.supplementaries.first { $0.value === supplementaryView }?.key.indexPath
    }

    /// The cell shown for `indexPath`, or nil if that item is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { items.cells[indexPath] }

    /// The cells shown, in index-path order.
    open var visibleCells: [UICollectionViewCell] { items.visibleIndexPaths.compactMap { items.cells[$0] } }

    /// The index paths of the cells shown, in order.
    open var indexPathsForVisibleItems: [IndexPath] { items.visibleIndexPaths }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        items.supplementaries[UICollectionViewItems.Key(kind: elementKind, indexPath: indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        items.supplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    // MARK: Selection (recorded: there are no touches)

    /// The selected items, sorted (nil when none is).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects an item (nil: clears the selection), replacing the selection unless several are
    /// allowed, and scrolls to it unless `scrollPosition` is `[]`. The delegate is not told, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selectedItems.forEach { cellForItem(at: $0)?.isSelected = false }
            selectedItems = []
            return
        }
        guard isEditing ? allowsSelectionDuringEditing : allowsSelection else { return }
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple {
            selectedItems.filter { $0 != indexPath }.forEach { cellForItem(at: $0)?.isSelected = false }
            selectedItems = []
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Scrolls so the item shows where `scrollPosition` says (`[]`: by the least movement).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = rect.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = rect.midY - size.height / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = rect.maxY - size.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = rect.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = rect.midX - size.width / 2 }
        else if scrollPosition.contains(.right) { offset.x = rect.maxX - size.width + inset.right }
        if scrollPosition.isEmpty {
            scrollRectToVisible(rect, animated: animated)
            return
        }
        offset.x = min(max(offset.x, -inset.left), max(-inset.left, content.width + inset.right - size.width))
        offset.y = min(max(offset.y, -inset.top), max(-inset.top, content.height + inset.bottom - size.height))
        setContentOffset(offset, animated: animated)
    }

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItems()
    }
}
