import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A section background: a rounded grey card.
@MainActor
final class CardBackground: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A compositional section of 100-point-tall rows of three tiles, 16 inset, under a 44-point header.
@MainActor
func cardSection(pinHeader: Bool = false, background: Bool = true) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = pinHeader
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    if background {
        let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        card.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [card]
    }
    return section
}

/// Decoration views (registered on the layout, placed from its attributes, reused by kind),
/// pinned headers and footers, and orthogonal sections.
@MainActor @Suite struct CollectionViewDecorationTests {
    @Test func aSectionBackgroundCoversTheSectionInsetByItsContentInsetsBehindTheItems() throws {
        let layout = UICollectionViewCompositionalLayout(section: cardSection())
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        let (collection, _) = tileCollection([6, 6], layout: layout)
        // Section 0: header 0–44, insets 16, two rows 60–260, inset to 276; section 1 from 276.
        let first = try #require(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0)))
        #expect(first.representedElementCategory == .decorationView && first.representedElementKind == "card")
        expectRect(first.frame, 8, 8, 359, 260, "section 0's background")
        let second = try #require(layout.layoutAttributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 1)))
        expectRect(second.frame, 8, 284, 359, 260, "section 1's background")
        let cards = collection.subviews.filter { $0 is CardBackground }
        #expect(cards.count == 2)
        expectRect(cards[0].frame, 8, 8, 359, 260, "the view")
        // Below every cell and header.
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let index = { (view: UIView) in collection.subviews.firstIndex { $0 === view } ?? -1 }
        #expect(index(cards[0]) < index(cell) && index(cards[1]) < index(cell) && index(cell) < index(header))
        // Drawn: the card's grey between the section's edge and its first tile.
        let image = try pixels(collection)
        expectColor(image.pixel(x: 12, y: 100), 229, 229, 234)
        expectColor(image.pixel(x: 2, y: 100), 255, 255, 255)
    }

    @Test func decorationViewsAreReusedByKindAndAnUnregisteredKindIsReportedOnce() throws {
        let layout = UICollectionViewCompositionalLayout(section: cardSection())
        let (collection, _) = tileCollection(Array(repeating: 6, count: 8), layout: layout)
        #expect(collection.subviews.filter { $0 is CardBackground }.isEmpty)
        let issues = collection.layoutIssues.filter { $0.message.contains("decoration view of kind card") }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("register(_:forDecorationViewOfKind:)") == true)

        let registered = UICollectionViewCompositionalLayout(section: cardSection())
        registered.register(CardBackground.self, forDecorationViewOfKind: "card")
        let (scrolled, _) = tileCollection(Array(repeating: 6, count: 8), layout: registered)
        let before = scrolled.subviews.filter { $0 is CardBackground }
        #expect(before.count == 3)
        scrolled.contentOffset = CGPoint(x: 0, y: 1380)
        scrolled.layoutIfNeeded()
        let after = scrolled.subviews.filter { $0 is CardBackground }
        #expect(after.count == 3 && after.allSatisfy { card in before.contains { $0 === card } })
    }

    @Test func aCustomLayoutsDecorationAttributesAreDrawn() throws {
        final class StripedFlow: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let stripe = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "stripe", with: IndexPath(item: 0, section: 0))
                stripe.frame = CGRect(x: 0, y: 0, width: 320, height: 4)
                stripe.zIndex = 1
                return (super.layoutAttributesForElements(in: rect) ?? []) + [stripe]
            }
        }
        final class Stripe: UICollectionReusableView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemRed
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let layout = StripedFlow()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.register(Stripe.self, forDecorationViewOfKind: "stripe")
        let (grid, _) = tileCollection([3], layout: layout, width: 320, height: 200)
        let stripe = try #require(grid.subviews.first { $0 is Stripe })
        expectRect(stripe.frame, 0, 0, 320, 4, "the stripe")
        // zIndex 1: in front of the cells.
        #expect(grid.subviews.lastIndex { $0 is Stripe }! > grid.subviews.lastIndex { $0 is UICollectionViewCell }!)
        let image = try pixels(grid)
        expectColor(image.pixel(x: 50, y: 2), 255, 59, 48)
    }

    @Test func flowHeadersPinToTheTopAndArePushedByTheNextSection() throws {
        // Sections of nine 100-point items (three lines, 10 apart) under 44-point headers,
        // with 20-point footers: section 0 is 0–384, section 1 384–768.
        let (grid, _) = tileGrid([9, 9, 9]) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.headerReferenceSize = CGSize(width: 0, height: 44)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let header0 = IndexPath(item: 0, section: 0), header1 = IndexPath(item: 0, section: 1)
        let kind = UICollectionView.elementKindSectionHeader
        func headerFrame(_ indexPath: IndexPath) -> CGRect? { grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame }
        expectRect(try #require(headerFrame(header0)), 0, 0, 320, 44, "header 0 at rest")
        grid.contentOffset = CGPoint(x: 0, y: 100)
        grid.layoutIfNeeded()
        expectRect(try #require(headerFrame(header0)), 0, 100, 320, 44, "header 0 pinned")
        let view0 = try #require(grid.supplementaryView(forElementKind: kind, at: header0))
        expectRect(view0.frame, 0, 100, 320, 44, "its view")
        // In front of the cells it covers.
        #expect(grid.subviews.firstIndex { $0 === view0 }! > grid.subviews.firstIndex { $0 === grid.cellForItem(at: IndexPath(item: 3, section: 0)) }!)
        // Section 0 ends at 384: its header stops at 340 while section 1's comes up under it.
        grid.contentOffset = CGPoint(x: 0, y: 360)
        grid.layoutIfNeeded()
        expectRect(try #require(headerFrame(header0)), 0, 340, 320, 44, "header 0 pushed")
        expectRect(try #require(headerFrame(header1)), 0, 384, 320, 44, "header 1 at rest")
        grid.contentOffset = CGPoint(x: 0, y: 500)
        grid.layoutIfNeeded()
        expectRect(try #require(headerFrame(header1)), 0, 500, 320, 44, "header 1 pinned")
        #expect(grid.supplementaryView(forElementKind: kind, at: header0) == nil)
    }

    @Test func flowFootersPinToTheBottom() throws {
        let (grid, _) = tileGrid([9, 9]) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
            $0.sectionFootersPinToVisibleBounds = true
        }
        let kind = UICollectionView.elementKindSectionFooter
        // Section 0: items 0–320, footer 320–350; the visible bottom is 480.
        expectRect(try #require(grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))).frame,
                   0, 320, 320, 30, "footer 0 where it is")
        // Section 1 (350–700) shows only its top: its footer waits at the visible bottom.
        expectRect(try #require(grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1))).frame,
                   0, 450, 320, 30, "footer 1 pinned")
        #expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)) != nil)
    }

    @Test func compositionalHeadersPinWithinTheirSectionInFrontOfItsItems() throws {
        let layout = UICollectionViewCompositionalLayout(section: cardSection(pinHeader: true, background: false))
        let (collection, _) = tileCollection([9, 9], layout: layout)
        // Section 0: header 0–44, rows 60–360, inset to 376.
        let kind = UICollectionView.elementKindSectionHeader
        collection.contentOffset = CGPoint(x: 0, y: 200)
        collection.layoutIfNeeded()
        let header = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        // Inside the section's content insets, as the header is placed.
        expectRect(header.frame, 16, 200, 343, 44, "header 0 pinned")
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(collection.subviews.firstIndex { $0 === header }! > collection.subviews.firstIndex { $0 === cell }!)
        collection.contentOffset = CGPoint(x: 0, y: 350)
        collection.layoutIfNeeded()
        expectRect(header.frame, 16, 332, 343, 44, "header 0 pushed by its section's end")
        let next = try #require(collection.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        expectRect(next.frame, 16, 376, 343, 44, "header 1 at rest")
    }

    @Test func aGroupPagingCentredSectionCentresItsFirstGroup() throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let (collection, _) = tileCollection([5], layout: UICollectionViewCompositionalLayout(section: section))
        let frames = itemFrames(collection)
        expectRect(frames[0], 37.5, 0, 300, 150, "the first group, centred")
        expectRect(frames[1], 347.5, 0, 300, 150, "the next, beside it")
        #expect(collection.contentSize == CGSize(width: 375, height: 150))
        #expect(collection.visibleCells.count == 2)
    }
}
