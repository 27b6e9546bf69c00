import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A collection view of tiles in `layout`, `width` × `height`, laid out.
@MainActor
func tileCollection(_ counts: [Int], layout: UICollectionViewLayout, width: CGFloat = 375, height: CGFloat = 600) -> (UICollectionView, TileSource) {
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
    let source = TileSource(counts)
    collection.dataSource = source
    collection.layoutIfNeeded()
    return (collection, source)
}

/// `UICollectionViewCompositionalLayout`: items, groups and sections; list configurations with
/// cell registrations and a diffable data source.
@MainActor @Suite struct CompositionalLayoutTests {
    /// Apple's grid pattern: an item a third of the group wide fills the group three times.
    @Test func aGroupRepeatsItsFractionalItemsWhileTheyFit() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let (collection, _) = tileCollection([7], layout: UICollectionViewCompositionalLayout(section: section))
        let frames = itemFrames(collection)
        let slot = 343.0 / 3
        for i in 0..<7 {
            expectRect(frames[i], 16 + 2 + CGFloat(i % 3) * slot, 10 + CGFloat(i / 3) * 130, slot - 4, 116, "item \(i)")
        }
        #expect(collection.contentSize == CGSize(width: 375, height: 8 + 3 * 120 + 2 * 10 + 8))
        #expect(collection.visibleCells.count == 7)
    }

    @Test func aCountedGroupSharesItsWidthAfterItsSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)), repeatingSubitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let (collection, _) = tileCollection([3], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let frames = itemFrames(collection)
        expectRect(frames[0], 0, 0, 182.5, 80, "item 0")
        expectRect(frames[1], 192.5, 0, 182.5, 80, "item 1")
        expectRect(frames[2], 0, 80, 182.5, 80, "item 2")
    }

    @Test func nestedGroupsAndBoundaryHeadersAndASectionProvider() throws {
        // A large item beside a column of two small ones, under a 44-point header.
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)), subitems: [large, column])
        let layout = UICollectionViewCompositionalLayout { index, environment in
            #expect(environment.container.effectiveContentSize.width == 300)
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            if index == 1 { section.orthogonalScrollingBehavior = .continuous }
            return section
        }
        let (collection, _) = tileCollection([3, 5], layout: layout, width: 300)
        let frames = itemFrames(collection)
        expectRect(frames[0], 0, 44, 200, 150, "the large item")
        expectRect(frames[1], 200, 44, 100, 75, "the first small one")
        expectRect(frames[2], 200, 119, 100, 75, "the second small one")
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        expectRect(header.frame, 0, 194, 300, 44, "the header of section 1")
        // Section 1 scrolls sideways: its second group is beside the first, beyond the width.
        let second = itemFrames(collection, section: 1)
        expectRect(second[3], 300, 238, 200, 150, "the large item of the second group")
        #expect(collection.contentSize == CGSize(width: 300, height: 388))
    }

    /// The modern list: a list layout, a cell registration and a diffable data source, as
    /// Apple's sample code writes it; rows are 44-point list cells inset as an inset grouped table's.
    @Test func aListWithARegistrationAndADiffableDataSource() throws {
        final class ListController: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
                collectionView.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(collectionView)
                NSLayoutConstraint.activate([
                    collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                ])
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator()]
                }
                let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                    elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
                    var content = view.defaultContentConfiguration()
                    content.text = indexPath.section == 0 ? "Network" : "General"
                    view.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
                }
                dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                    collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0, 1])
                snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: 0)
                snapshot.appendItems(["About"], toSection: 1)
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let controller = ListController()
        let scene = try Scene(viewController: controller, device: .iPhone15)
        let collection = try #require(controller.collectionView)
        #expect(collection.backgroundColor == .systemGroupedBackground)
        let wifi = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let bluetooth = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(wifi.frame.minX == 16 && wifi.frame.width == 361 && wifi.frame.height == 44)
        #expect(wifi.frame.minY == header.frame.maxY && bluetooth.frame.minY == wifi.frame.maxY)
        #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Bluetooth")
        #expect(controller.dataSource.indexPath(for: "About") == IndexPath(item: 0, section: 1))
        // Drawn as an inset grouped table: the texts at the margin inside the card, the header's
        // text in the grouped header's style, a chevron per row, one separator (under Wi-Fi).
        let texts = try drawnTexts(scene)
        let wifiText = try #require(texts.first { $0.text == "Wi-Fi" })
        #expect(abs(wifiText.origin.x - 32) < 1)
        #expect(texts.contains { $0.text.uppercased() == "NETWORK" || $0.text == "Network" })
        let separators = try drawnFills(scene).filter { $0.bounds.height < 1 }
        #expect(separators.count == 1)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try scene.render(to: folder + "/collection-list.png", scale: 3)
        }
    }

    /// Rows of estimated height take what their content view's constraints need.
    @Test func estimatedHeightsAreMeasuredFromTheCellsConstraints() throws {
        final class Boxes: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
                cell.boxSize = CGSize(width: 10, height: 30 + 10 * CGFloat(indexPath.item))
                return cell
            }
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        let source = Boxes()
        collection.dataSource = source
        collection.layoutIfNeeded()
        let frames = itemFrames(collection)
        // The width stays the group's (the box's 10-point width is not required).
        expectRect(frames[0], 0, 0, 200, 30, "row 0")
        expectRect(frames[1], 0, 35, 200, 40, "row 1")
        expectRect(frames[2], 0, 80, 200, 50, "row 2")
    }
}
