import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A cell that counts how many were made and how often one was prepared for reuse.
@MainActor
final class CountedCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        CountedCell.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header that counts how many were made.
@MainActor
final class CountedHeader: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        CountedHeader.made += 1
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// Data source and delegate that log every call in order.
@MainActor
final class LoggingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private static var kept: [LoggingSource] = []
    let counts: [Int]
    var log: [String] = []
    init(_ counts: [Int]) {
        self.counts = counts
        super.init()
        LoggingSource.kept.append(self)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cell \(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "counted", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        log.append("header \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("will \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("end \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("end header \(indexPath.section)")
    }
}

/// A 320 × 480 grid of 100-point counted cells (three a line, 110 apart) with `configure`d layout, laid out.
@MainActor
func countedGrid(_ counts: [Int], configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> (UICollectionView, LoggingSource) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    configure(layout)
    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    grid.register(CountedCell.self, forCellWithReuseIdentifier: "counted")
    grid.register(CountedHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    let source = LoggingSource(counts)
    grid.dataSource = source
    grid.delegate = source
    grid.layoutIfNeeded()
    return (grid, source)
}

/// Cells and supplementary views are reused as UIKit reuses them: scrolled-out views go to a
/// reuse pool, and a dequeue takes one from it (after `prepareForReuse()`) before making a new one.
@MainActor @Suite(.serialized) struct CollectionViewReuseTests {
    @Test func cellsScrolledOutAreTheOnesTheNewItemsDequeue() throws {
        CountedCell.made = 0
        let (grid, source) = countedGrid([100])
        #expect(CountedCell.made == 15 && grid.visibleCells.count == 15)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountedCell)
        // One line down: line 0 leaves (items 0–2), line 5 comes (items 15–17) in the cells it left.
        source.log = []
        grid.contentOffset = CGPoint(x: 0, y: 110)
        grid.layoutIfNeeded()
        #expect(CountedCell.made == 15)
        #expect(source.log == ["end 0", "end 1", "end 2", "cell 15", "will 15", "cell 16", "will 16", "cell 17", "will 17"])
        #expect(first.superview === grid && first.reuses == 1)
        let reused = try #require(grid.indexPath(for: first))
        #expect((15...17).contains(reused.item))
        // A long way down: every cell is reused, none made.
        grid.contentOffset = CGPoint(x: 0, y: 2200)
        grid.layoutIfNeeded()
        #expect(CountedCell.made == 15 && grid.visibleCells.count == 15)
        let reuses = grid.visibleCells.compactMap { ($0 as? CountedCell)?.reuses }
        #expect(reuses.count == 15 && reuses.allSatisfy { $0 >= 1 })
        expectRect(try #require(grid.cellForItem(at: IndexPath(item: 60, section: 0))).frame, 0, 2200, 100, 100, "item 60")
    }

    @Test func aReusedCellForgetsItsSelectionUnlessItsNewItemIsSelected() throws {
        let (grid, _) = countedGrid([30])
        grid.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let selected = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(selected.isSelected)
        grid.contentOffset = CGPoint(x: 0, y: 110)
        grid.layoutIfNeeded()
        let now = try #require(grid.indexPath(for: selected))
        #expect(now.item >= 15 && !selected.isSelected)
        grid.contentOffset = .zero
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
    }

    @Test func headersAreReusedByKindAndIdentifier() throws {
        CountedHeader.made = 0
        // Ten sections of three items under 40-point headers: 140 points a section.
        let (grid, source) = countedGrid(Array(repeating: 3, count: 10)) { $0.headerReferenceSize = CGSize(width: 0, height: 40) }
        #expect(CountedHeader.made == 4 && grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 4)
        source.log = []
        grid.contentOffset = CGPoint(x: 0, y: 900)
        grid.layoutIfNeeded()
        // Headers 7, 8 and 9 show (at 980, 1120, 1260), in three of the four that left.
        #expect(CountedHeader.made == 4)
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader).map(\.section) == [7, 8, 9])
        #expect(source.log.filter { $0.hasPrefix("end header") } == ["end header 0", "end header 1", "end header 2", "end header 3"])
        let lastEnd = try #require(source.log.lastIndex { $0.hasPrefix("end") })
        let firstMade = try #require(source.log.firstIndex { $0.hasPrefix("cell") || $0.hasPrefix("header") })
        #expect(lastEnd < firstMade, "views leave before new ones are dequeued: \(source.log)")
    }

    @Test func reloadDataPutsTheShownCellsInThePool() throws {
        CountedCell.made = 0
        let (grid, _) = countedGrid([6])
        #expect(CountedCell.made == 6)
        grid.reloadData()
        grid.layoutIfNeeded()
        #expect(CountedCell.made == 6 && grid.visibleCells.count == 6)
    }

    @Test func registrationsReuseTheirCellsToo() throws {
        CountedCell.made = 0
        let registration = UICollectionView.CellRegistration<CountedCell, Int> { cell, _, item in cell.tag = item }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<60))
        source.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        #expect(CountedCell.made == 15)
        grid.contentOffset = CGPoint(x: 0, y: 1100)
        grid.layoutIfNeeded()
        #expect(CountedCell.made == 15)
        #expect(grid.cellForItem(at: IndexPath(item: 31, section: 0))?.tag == 31)
    }
}
