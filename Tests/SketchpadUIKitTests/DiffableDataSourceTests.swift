import Foundation
import SketchpadUIKit
import Testing

/// `UITableViewDiffableDataSource` and `NSDiffableDataSourceSnapshot`: members with UIKit's
/// signatures (a missing one does not compile), snapshots edited as UIKit edits them, rows made by
/// the cell provider, and what UIKit would stop the app for reported as issues.
@MainActor
@Suite struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    static func reference(_ d: UITableViewDiffableDataSource<String, String>, _ s: Snapshot) {
        let _: Int = s.numberOfItems + s.numberOfSections
        let _: [String] = s.sectionIdentifiers + s.itemIdentifiers
        let _: (String) -> Int = s.numberOfItems(inSection:)
        let _: (String) -> [String] = s.itemIdentifiers(inSection:)
        let _: (String) -> String? = s.sectionIdentifier(containingItem:)
        let _: (String) -> Int? = s.indexOfItem(_:)
        let _: (String) -> Int? = s.indexOfSection(_:)
        let _: [String] = s.reloadedItemIdentifiers + s.reconfiguredItemIdentifiers + s.reloadedSectionIdentifiers
        var m = s
        m.appendItems([], toSection: nil)
        m.insertItems([], beforeItem: "x")
        m.insertItems([], afterItem: "x")
        m.deleteItems([])
        m.moveItem("a", beforeItem: "b")
        m.moveItem("a", afterItem: "b")
        m.reloadItems([])
        m.reconfigureItems([])
        m.appendSections([])
        m.insertSections([], beforeSection: "x")
        m.insertSections([], afterSection: "x")
        m.deleteSections([])
        m.moveSection("a", beforeSection: "b")
        m.moveSection("a", afterSection: "b")
        m.reloadSections([])
        m.deleteAllItems()
        let _: (Snapshot, Bool, (() -> Void)?) -> Void = d.apply(_:animatingDifferences:completion:)
        let _: (Snapshot, (() -> Void)?) -> Void = d.applySnapshotUsingReloadData(_:completion:)
        let _: () -> Snapshot = d.snapshot
        let _: (IndexPath) -> String? = d.itemIdentifier(for:)
        let _: (String) -> IndexPath? = d.indexPath(for:)
        let _: (Int) -> String? = d.sectionIdentifier(for:)
        let _: (String) -> Int? = d.index(for:)
        let _: ReferenceWritableKeyPath<UITableViewDiffableDataSource<String, String>, UITableView.RowAnimation> = \.defaultRowAnimation
    }

    func table() -> (UITableView, UITableViewDiffableDataSource<String, String>) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        return (table, dataSource)
    }

    @Test func snapshotsAreEditedAsUIKitEditsThem() {
        var snapshot = Snapshot()
        snapshot.appendSections(["Network", "General"])
        snapshot.appendItems(["About"])                                // the last section
        snapshot.appendItems(["Wi-Fi", "VPN"], toSection: "Network")
        snapshot.insertItems(["Bluetooth"], afterItem: "Wi-Fi")
        snapshot.moveItem("VPN", beforeItem: "Wi-Fi")
        snapshot.moveSection("General", beforeSection: "Network")
        #expect(snapshot.sectionIdentifiers == ["General", "Network"])
        #expect(snapshot.itemIdentifiers == ["About", "VPN", "Wi-Fi", "Bluetooth"])
        #expect(snapshot.sectionIdentifier(containingItem: "Bluetooth") == "Network" && snapshot.indexOfItem("Wi-Fi") == 2)
        snapshot.deleteItems(["VPN"])
        #expect(snapshot.numberOfItems(inSection: "Network") == 2 && snapshot.numberOfItems == 3)
    }

    @Test func applyingASnapshotShowsItsItemsThroughTheCellProvider() {
        let (table, dataSource) = table()
        Self.reference(dataSource, Snapshot())
        var snapshot = Snapshot()
        snapshot.appendSections(["Network", "General"])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: "Network")
        snapshot.appendItems(["About"], toSection: "General")
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        table.layoutIfNeeded()
        #expect(completed && table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        let shown = table.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(shown == ["Wi-Fi", "Bluetooth", "About"])
        #expect(dataSource.itemIdentifier(for: [1, 0]) == "About" && dataSource.indexPath(for: "Bluetooth") == [0, 1])
        #expect(dataSource.sectionIdentifier(for: 1) == "General" && dataSource.index(for: "Network") == 0)
        #expect(dataSource.snapshot().itemIdentifiers == ["Wi-Fi", "Bluetooth", "About"])
        #expect(table.layoutIssues.isEmpty)
    }

    @Test func whatUIKitWouldStopTheAppForIsAnIssueOfTheTable() {
        let (table, dataSource) = table()
        var snapshot = Snapshot()
        snapshot.appendItems(["orphan"])                              // no section yet
        snapshot.appendSections(["A"])
        snapshot.appendItems(["x", "x"])                              // twice
        snapshot.insertItems(["y"], beforeItem: "missing")
        snapshot.appendItems(["z"])
        #expect(snapshot.itemIdentifiers == ["z"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let issues = table.layoutIssues.filter { $0.kind == .invalidSnapshot }.map(\.message)
        #expect(issues.count == 3)
        #expect(issues[0].contains("append a section first") && issues[1].contains("twice") && issues[2].contains("missing"))
    }
}
