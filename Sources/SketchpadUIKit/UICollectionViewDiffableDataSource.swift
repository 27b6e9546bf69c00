/// A collection view's data source driven by snapshots of identifiers: UIKit's
/// `UICollectionViewDiffableDataSource`, with the table's ``NSDiffableDataSourceSnapshot``.
/// Applying a snapshot reloads the collection view (nothing animates here); the cell provider
/// makes each item's cell, the ``supplementaryViewProvider`` each header and footer. Keep a
/// strong reference, as in UIKit: the collection view holds its data source weakly.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
///     collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
/// }
/// ```
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()
    /// The section snapshots applied to sections (see `UICollectionViewDiffableDataSource+SectionSnapshots.swift`).
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Makes the headers and footers the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// What UIKit asks when the user reorders items (stored; never called here).
    public var reorderingHandlers = ReorderingHandlers()
    /// What UIKit asks when the user expands or collapses outline rows (stored; never called here).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the collection view reloads. What UIKit would stop the app for in
    /// building it is a ``UIKitLayoutIssue`` of the collection view.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        show(snapshot, keepingSectionSnapshots: false)
        reloadShown()
        completion?()
    }

    /// Shows `snapshot`; a whole snapshot applied flattens the sections' outlines.
    func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, keepingSectionSnapshots: Bool) {
        state.show(snapshot, reportingOn: collectionView)
        if !keepingSectionSnapshots { sectionSnapshots = [:] }
    }

    func reloadShown() { collectionView?.reloadData() }

    /// The collection view that issues in applied snapshots are reported on.
    var collectionViewForIssues: UICollectionView? { collectionView }

    /// Shows `snapshot` (see ``apply(_:animatingDifferences:completion:)``).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading, as ``apply(_:animatingDifferences:completion:)`` does here.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? state.item(at: indexPath.item, inSection: indexPath.section) : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.position(of: itemIdentifier).map { IndexPath(item: $0.index, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.index(of: sectionIdentifier) }

    // The data source, answered from the snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { state.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        state.numberOfItems(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitLayoutIssue(kind: .invalidSnapshot,
                             message: "the cell provider gave no cell for item \(indexPath.item) of section \(indexPath.section): return a cell for every item")
                .report(on: collectionView)
            return UICollectionViewCell(frame: .zero)
        }
        // A list cell of an outline is indented by its item's level and shows whether it is
        // expanded, as UIKit sets them for hierarchical section snapshots.
        if let list = cell as? UICollectionViewListCell, let section = sectionIdentifier(for: indexPath.section),
           let outline = outlineState(of: item, inSection: section) {
            list.indentationLevel = outline.level
            list.outlineExpanded = outline.expanded
            list.isOutlineLeaf = outline.expanded == nil
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath,
                                                       remedy: "set a supplementaryViewProvider that gives one")
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
