// Outlines and reordering of a collection view's diffable data source (iOS 14): section
// snapshots applied to one section, and the handlers UIKit asks when rows expand, collapse or
// move (stored: nothing is tapped or dragged in a render).
extension UICollectionViewDiffableDataSource {
    /// What UIKit asks when the user reorders items (stored; never called here).
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// What UIKit asks when the user expands or collapses an outline row (stored; never called here).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    /// Shows `snapshot` in `section` (appended to the sections if the data source has no such
    /// section): the section's items become the snapshot's ``NSDiffableDataSourceSectionSnapshot/visibleItems``,
    /// and each list cell of it is indented by its item's level and shows whether its item is expanded.
    ///
    /// ```swift
    /// var outline = NSDiffableDataSourceSectionSnapshot<Item>()
    /// outline.append([folder])
    /// outline.append(folder.files, to: folder)
    /// outline.expand([folder])
    /// dataSource.apply(outline, to: .main, animatingDifferences: false)
    /// ```
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        for problem in snapshot.problems {
            UIKitLayoutIssue(kind: .invalidSnapshot, message: problem).report(on: collectionViewForIssues)
        }
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        var kept = snapshot
        kept.problems = []
        show(whole, keepingSectionSnapshots: true)
        sectionSnapshots[section] = kept
        reloadShown()
        completion?()
    }

    /// Shows `snapshot` in `section` (see ``apply(_:to:animatingDifferences:completion:)``).
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// The section snapshot last applied to `section`, or one of its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let kept = sectionSnapshots[section] { return kept }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// The outline state of `item` in `section`'s applied section snapshot: its level, and
    /// whether it is expanded if it has children (nil: no section snapshot holds it).
    func outlineState(of item: ItemIdentifierType, inSection section: SectionIdentifierType) -> (level: Int, expanded: Bool?)? {
        guard let outline = sectionSnapshots[section], outline.contains(item) else { return nil }
        let isParent = !outline.children(of: item).isEmpty
        return (outline.level(of: item), isParent ? outline.isExpanded(item) : nil)
    }
}

/// A change of a diffable data source's items, as reordering reports it: UIKit's
/// `NSDiffableDataSourceTransaction`.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// A change of one section's items: UIKit's `NSDiffableDataSourceSectionTransaction`.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}
