import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// The configuration's `boundarySupplementaryItems`: a header before the first section and a
/// footer after the last, across the whole width; a pinned one stays at the top of the visible
/// bounds over every section.
@MainActor @Suite struct CompositionalLayoutBoundaryTests {
    @Test func theLayoutsHeaderAndFooterFramePinnedOverEverySection() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [header, footer]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        let source = TileSource([3, 3])
        collection.dataSource = source
        collection.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        let first = IndexPath(item: 0, section: 0)
        // 50 points of header, then six 100-point rows, then the 30-point footer, across the full width.
        #expect(collection.supplementaryView(forElementKind: kind, at: first)?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(collection.layoutAttributesForItem(at: first)?.frame == CGRect(x: 16, y: 50, width: 288, height: 100))
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 350)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: first)?.frame
            == CGRect(x: 0, y: 650, width: 320, height: 30))
        #expect(collection.contentSize == CGSize(width: 320, height: 680))
        // Scrolled into the second section, the pinned header is still at the top.
        collection.contentOffset = CGPoint(x: 0, y: 420)
        collection.layoutIfNeeded()
        #expect(collection.supplementaryView(forElementKind: kind, at: first)?.frame == CGRect(x: 0, y: 420, width: 320, height: 50))
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: collection).render(to: folder + "/collection-layout-header-pinned.png", scale: 2)
        }
    }
}
