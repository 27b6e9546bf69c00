import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// Supplementary items anchored to a compositional layout's items (`NSCollectionLayoutAnchor`):
/// badges in a corner, labels under an item, underlines sized by the item.
@MainActor @Suite struct CompositionalAnchoredItemTests {
    /// Two items per 100-point row of a 300-point-wide collection view, each with `supplementaries`.
    /// (`onGroup`: anchored to each row's group instead.)
    private func collection(_ supplementaries: [NSCollectionLayoutSupplementaryItem], kinds: [String], onGroup: Bool = false) -> UICollectionView {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: onGroup ? [] : supplementaries)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        if onGroup { group.supplementaryItems = supplementaries }
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        for kind in kinds { collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title") }
        let source = TileSource([4])
        collection.dataSource = source
        collection.layoutIfNeeded()
        return collection
    }

    @Test func aBadgeSitsInsideItsItemsCornerMovedByAFractionOfItsSize() throws {
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset && anchor.offset == CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge", containerAnchor: anchor)
        #expect(badge.itemAnchor == nil && badge.containerAnchor === anchor)
        let view = collection([badge], kinds: ["badge"])
        // Item 1 is (150 0; 150 100): inside its top-trailing corner the badge is at (280 0), then 6 right and 6 up.
        let shown = try #require(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(shown.frame == CGRect(x: 286, y: -6, width: 20, height: 20))
        let third = try #require(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
        #expect(third.frame == CGRect(x: 136, y: 94, width: 20, height: 20))
        // In front of the cells, as supplementary views are at one z index.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(try #require(view.subviews.firstIndex(of: shown)) > #require(view.subviews.firstIndex(of: cell)))
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: view).render(to: folder + "/collection-badges.png", scale: 2)
        }
    }

    @Test func anItemAnchorPutsThatPointOfTheSupplementaryOnTheContainersAnchor() throws {
        // A caption hanging under the item's bottom centre, 4 points down; an underline as wide as the item.
        let caption = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(10)), elementKind: "caption",
            containerAnchor: NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 0, y: 4)),
            itemAnchor: NSCollectionLayoutAnchor(edges: .top))
        let underline = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), elementKind: "underline",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let view = collection([caption, underline], kinds: ["caption", "underline"])
        #expect(view.supplementaryView(forElementKind: "caption", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 55, y: 104, width: 40, height: 10))
        #expect(view.supplementaryView(forElementKind: "underline", at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 150, y: 198, width: 150, height: 2))
        #expect(NSCollectionLayoutAnchor(edges: .top).isAbsoluteOffset)
    }

    @Test func aGroupsSupplementaryItemsAreAnchoredToEachRepeatOfTheGroup() throws {
        // A badge in each row's top-trailing corner and a 2-point rule under each row.
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let rule = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), elementKind: "underline",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let view = collection([badge, rule], kinds: ["badge", "underline"], onGroup: true)
        // Rows are groups 0 (items 0, 1) and 1 (items 2, 3): each group's items take its first item's index path.
        #expect(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 280, y: 0, width: 20, height: 20))
        #expect(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 280, y: 100, width: 20, height: 20))
        #expect(view.supplementaryView(forElementKind: "badge", at: IndexPath(item: 1, section: 0)) == nil)
        #expect(view.supplementaryView(forElementKind: "underline", at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 198, width: 300, height: 2))
        #expect(view.collectionViewLayout.layoutAttributesForElements(in: view.bounds)?.filter { $0.representedElementKind == "badge" }.count == 2)
        if let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] {
            try Scene(view: view).render(to: folder + "/collection-group-badges.png", scale: 2)
        }
    }
}
