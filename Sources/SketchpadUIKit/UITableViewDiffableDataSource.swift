/// A table's data source driven by snapshots of identifiers: UIKit's
/// `UITableViewDiffableDataSource`. Applying a snapshot reloads the table (there are no
/// animations here, so `animatingDifferences` changes nothing); the cell provider makes each row's
/// cell. Keep a strong reference, as in UIKit: the table holds its data source weakly.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
///     let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///     var content = cell.defaultContentConfiguration()
///     content.text = item
///     cell.contentConfiguration = content
///     return cell
/// }
/// ```
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var state = DiffableDataSourceState<SectionIdentifierType, ItemIdentifierType>()
    /// The animation of changes (stored: changes are not animated here).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shows `snapshot`: the table reloads. What UIKit would stop the app for in building it is a
    /// ``UIKitLayoutIssue`` of the table.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        state.show(snapshot, reportingOn: tableView)
        tableView?.reloadData()
        completion?()
    }

    /// Shows `snapshot` (see ``apply(_:animatingDifferences:completion:)``).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Shows `snapshot` by reloading the table, as ``apply(_:animatingDifferences:completion:)`` does here.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// The snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.current }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? state.item(at: indexPath.row, inSection: indexPath.section) : nil
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.position(of: itemIdentifier).map { IndexPath(row: $0.index, section: $0.section) }
    }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.sectionIdentifier(at: index) }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.index(of: sectionIdentifier) }

    // The data source, answered from the snapshot; subclasses override the titles and editing.
    open func numberOfSections(in tableView: UITableView) -> Int { state.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        state.numberOfItems(inSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            UIKitLayoutIssue(kind: .invalidSnapshot,
                             message: "the cell provider gave no cell for row \(indexPath.row) of section \(indexPath.section): return a cell for every item")
                .report(on: tableView)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
