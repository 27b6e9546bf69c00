import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A `.sidebar` list whose rows show symbol images lays out without a conflict, as on iOS: a
/// header row (`sidebarHeader()`, 6-point margins) is sized with its own margins and keeps them,
/// not the cell's 11-point vertical ones (a list content view preserves its superview's margins
/// horizontally only: `axesPreservingSuperviewLayoutMargins`).
@MainActor @Suite struct SidebarListTests {
    @Test func sidebarRowsWithSymbolsLayOutWithoutAConflict() throws {
        let root = makeRoot(width: 320, height: 400)
        var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
        list.headerMode = .firstItemInSection
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        root.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
            var content = indexPath.item == 0 ? UIListContentConfiguration.sidebarHeader() : UIListContentConfiguration.sidebarCell()
            content.text = name
            content.image = UIImage(systemName: name == "Mail" ? "envelope" : name == "Inbox" ? "tray" : "folder")
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Mail", "Inbox", "Archive"])
        dataSource.apply(snapshot, animatingDifferences: false)
        _ = try Scene(view: root).displayList()
        #expect(root.layoutIssues.isEmpty, "\(root.layoutIssues)")
        let header = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let inbox = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(inbox.frame.height == 44)
        // The header's image sits inside the header's own 6-point margins.
        let image = try #require(header.contentView.subviews.first?.subviews.first { $0 is UIImageView })
        let inHeader = image.convert(image.bounds, to: header)
        #expect(inHeader.minY >= 6 - 1e-9 && inHeader.maxY <= header.bounds.height - 6 + 1e-9, "\(inHeader) in \(header.bounds)")
    }
}
