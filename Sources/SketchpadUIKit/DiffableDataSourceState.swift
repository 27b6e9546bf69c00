/// The snapshot a diffable data source shows and the lookups UIKit's table and collection data
/// sources answer from it (`UITableViewDiffableDataSource`, `UICollectionViewDiffableDataSource`).
struct DiffableDataSourceState<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    private(set) var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Shows `snapshot`; what UIKit would stop the app for in building it becomes an
    /// `invalidSnapshot` issue of `view`.
    @MainActor
    mutating func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reportingOn view: UIView?) {
        for problem in snapshot.problems {
            UIKitLayoutIssue(kind: .invalidSnapshot, message: problem).report(on: view)
        }
        current = snapshot
        current.problems = []
    }

    var numberOfSections: Int { current.numberOfSections }

    func numberOfItems(inSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    /// The item at `index` of `section`, if there is one.
    func item(at index: Int, inSection section: Int) -> ItemIdentifierType? {
        guard current.sections.indices.contains(section), current.sections[section].items.indices.contains(index) else { return nil }
        return current.sections[section].items[index]
    }

    /// The section and index of `item`.
    func position(of item: ItemIdentifierType) -> (section: Int, index: Int)? {
        for (s, section) in current.sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }

    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index].identifier : nil
    }

    func index(of sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }
}
