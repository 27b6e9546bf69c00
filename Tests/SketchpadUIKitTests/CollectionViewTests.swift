import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A data source of coloured tiles, counted per section. Collection views hold their data
/// source weakly, as in UIKit: every one made is kept for the test run.
@MainActor
final class TileSource: NSObject, UICollectionViewDataSource {
    private static var kept: [TileSource] = []
    let counts: [Int]
    var made: [IndexPath] = []
    init(_ counts: [Int]) {
        self.counts = counts
        super.init()
        TileSource.kept.append(self)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        made.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? .systemBlue : .systemOrange
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        view.backgroundColor = kind == UICollectionView.elementKindSectionHeader ? .systemGray5 : .systemGray3
        return view
    }
}

/// A collection view of tiles in a flow layout, `width` × `height`, laid out.
@MainActor
func tileGrid(_ counts: [Int], width: CGFloat = 320, height: CGFloat = 480,
              configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UICollectionView, TileSource) {
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
    grid.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
    let source = TileSource(counts)
    grid.dataSource = source
    grid.layoutIfNeeded()
    return (grid, source)
}

/// `UICollectionView`, its cells and reusable views: what is made, where it goes, what is drawn.
@MainActor @Suite struct CollectionViewTests {
    @Test func onlyTheItemsThatShowAreMadeAndScrollingMakesTheOthers() throws {
        let (grid, source) = tileGrid([100]) { $0.itemSize = CGSize(width: 100, height: 100) }
        // Lines of three, 110 points apart: the lines at 0…440 meet the 480-point bounds.
        #expect(grid.numberOfSections == 1 && grid.numberOfItems(inSection: 0) == 100)
        #expect(grid.visibleCells.count == 15 && source.made.count == 15)
        #expect(grid.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(grid.contentSize == CGSize(width: 320, height: 34 * 100 + 33 * 10))
        #expect(grid.cellForItem(at: IndexPath(item: 15, section: 0)) == nil)
        let attributes = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 40, section: 0)))
        expectRect(attributes.frame, 110, 1430, 100, 100, "item 40 (line 13, column 1)")
        grid.contentOffset = CGPoint(x: 0, y: 1100)
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let first = try #require(grid.visibleCells.first)
        #expect(grid.indexPath(for: first) == IndexPath(item: 30, section: 0))
        expectRect(first.frame, 0, 1100, 100, 100, "item 30")
        expectRect(first.contentView.frame, 0, 0, 100, 100, "its content view")
        #expect(grid.visibleCells.count == 15 && source.made.count == 30)
        #expect(grid.indexPathForItem(at: CGPoint(x: 150, y: 1150)) == IndexPath(item: 31, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 105, y: 1150)) == nil)
    }

    @Test func selectionIsRecordedAndShowsTheSelectedBackgroundView() throws {
        let (grid, _) = tileGrid([6]) { $0.itemSize = CGSize(width: 100, height: 100) }
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        let selected = UIView()
        cell.selectedBackgroundView = selected
        let background = UIView()
        cell.backgroundView = background
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        grid.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(!cell.isSelected)
        grid.allowsMultipleSelection = true
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(cell.isSelected)
        grid.layoutIfNeeded()
        // Background, then the selected background, then the content, each the cell's size.
        #expect(cell.subviews.map { ObjectIdentifier($0) } == [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        expectRect(selected.frame, 0, 0, 100, 100, "selected background")
        grid.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        grid.layoutIfNeeded()
        #expect(!cell.isSelected && selected.superview == nil)
        grid.allowsSelection = false
        grid.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func scrollingToAnItemPutsItWhereAsked() throws {
        let (grid, _) = tileGrid([60]) { $0.itemSize = CGSize(width: 100, height: 100) }
        grid.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == 1100)
        grid.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(abs(grid.contentOffset.y - (1150 - 240)) < 1e-9)
        grid.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
        // No further than the end of the content (20 lines: 2190 points).
        #expect(abs(grid.contentOffset.y - (2190 - 480)) < 1e-9)
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: IndexPath(item: 59, section: 0)) != nil)
    }

    @Test func unregisteredIdentifiersAndMissingSupplementaryViewsAreReportedNotCrashes() throws {
        final class Plain: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let source = Plain()
        grid.dataSource = source
        grid.layoutIfNeeded()
        let messages = grid.layoutIssues.map(\.message)
        #expect(messages.contains { $0.contains("identifier 'missing'") && $0.contains("register(_:forCellWithReuseIdentifier:)") })
        #expect(messages.contains { $0.contains("viewForSupplementaryElementOfKind") && $0.contains("UICollectionElementKindSectionHeader") })
        #expect(grid.visibleCells.count == 1)
    }

    @Test func theDelegateIsToldOfTheCellsItShowsAndStopsShowing() throws {
        final class Watcher: NSObject, UICollectionViewDelegate {
            var shown: [IndexPath] = [], gone: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                shown.append(indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                gone.append(indexPath)
            }
        }
        let (grid, _) = tileGrid([30]) { $0.itemSize = CGSize(width: 100, height: 100) }
        let watcher = Watcher()
        grid.delegate = watcher
        grid.layoutIfNeeded()
        #expect(watcher.shown.count == 15)
        grid.contentOffset = CGPoint(x: 0, y: 220)
        grid.layoutIfNeeded()
        #expect(watcher.gone == (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(watcher.shown.suffix(6) == (15..<21).map { IndexPath(item: $0, section: 0) })
    }

    @Test func aCollectionViewControllerIsItsCollectionViewsDataSourceAndSubclassesOverrideIt() throws {
        final class Grid: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
            }
            override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        let controller = Grid(collectionViewLayout: layout)
        _ = try Scene(viewController: controller, device: .iPhone15)
        #expect(controller.collectionView.collectionViewLayout === layout && controller.collectionViewLayout === layout)
        #expect(controller.collectionView.numberOfSections == 2)
        #expect(controller.collectionView.visibleCells.count == 8)
    }
}
