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
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the headers and footers the layout asks for.
    open var supplementaryViewProvider: SupplementaryViewProvider?

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
        for problem in snapshot.problems {
            UIKitLayoutIssue(kind: .invalidSnapshot, message: problem).report(on: collectionView)
        }
        current = snapshot
        current.problems = []
        collectionView?.reloadData()
        completion?()
    }

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
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.sections.indices.contains(indexPath.section),
              current.sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return current.sections[indexPath.section].items[indexPath.item]
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in current.sections.enumerated() {
            if let i = section.items.firstIndex(of: itemIdentifier) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index].identifier : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // The data source, answered from the snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitLayoutIssue(kind: .invalidSnapshot,
                             message: "the cell provider gave no cell for item \(indexPath.item) of section \(indexPath.section): return a cell for every item")
                .report(on: collectionView)
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        UIKitLayoutIssue(kind: .unregisteredReuseIdentifier,
                         message: "the layout asks for a view of kind \(kind) in section \(indexPath.section), and the data source has no supplementaryViewProvider that gives one: set supplementaryViewProvider")
            .report(on: collectionView)
        return UICollectionReusableView(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
