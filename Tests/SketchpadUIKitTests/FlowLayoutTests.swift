import Foundation
import SketchpadUIKit
import Testing

/// Sizes and heights per item from the delegate.
@MainActor
final class SizedItems: NSObject, UICollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { sizes[indexPath.item] }
}

/// A cell whose content view holds a box of a fixed size by constraints (self-sizing).
@MainActor
final class BoxCell: UICollectionViewCell {
    let box = UIView()
    var boxSize = CGSize(width: 60, height: 30) {
        didSet { width.constant = boxSize.width; height.constant = boxSize.height }
    }
    private lazy var width = box.widthAnchor.constraint(equalToConstant: boxSize.width)
    private lazy var height = box.heightAnchor.constraint(equalToConstant: boxSize.height)

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        // Below required, so a layout that fixes the cell's width wins over the box's.
        width.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            width, height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The frames of a section's items, in item order.
@MainActor
func itemFrames(_ grid: UICollectionView, section: Int = 0) -> [CGRect] {
    (0..<grid.numberOfItems(inSection: section)).compactMap { grid.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame }
}

/// `UICollectionViewFlowLayout`: UIKit's line rule, spacing, insets, headers, directions,
/// self-sizing, and subclasses that change its attributes.
@MainActor @Suite struct FlowLayoutTests {
    @Test func theDefaultsAreUIKits() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.estimatedItemSize == .zero && layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero && layout.sectionInsetReference == .fromContentInset)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    }

    /// 375 points hold three 100-point items: the 55 points left over are shared between them
    /// (37.5 apart); the last line's items stay in the columns of the full lines.
    @Test func fullLinesAreJustifiedAndTheLastLineKeepsTheirColumns() {
        let (grid, _) = tileGrid([8], width: 375) { $0.itemSize = CGSize(width: 100, height: 100) }
        let frames = itemFrames(grid)
        for (i, x) in [0, 137.5, 275, 0, 137.5, 275, 0, 137.5].enumerated() {
            expectRect(frames[i], CGFloat(x), CGFloat(i / 3) * 110, 100, 100, "item \(i)")
        }
        #expect(grid.contentSize == CGSize(width: 375, height: 320))
    }

    /// Items of different sizes: a full line is justified, the last one packed at the minimum
    /// spacing from the leading edge, each item centred on its line's height.
    @Test func theLastLineOfMixedSizesIsPackedAndItemsAreCentredOnTheirLine() {
        let delegate = SizedItems([CGSize(width: 150, height: 100), CGSize(width: 150, height: 60), CGSize(width: 100, height: 100),
                                   CGSize(width: 60, height: 40), CGSize(width: 60, height: 100)])
        let (grid, _) = tileGrid([5], width: 375)
        grid.delegate = delegate
        grid.layoutIfNeeded()
        let frames = itemFrames(grid)
        expectRect(frames[0], 0, 0, 150, 100, "item 0")
        expectRect(frames[1], 225, 20, 150, 60, "item 1: at the trailing edge, centred on the line")
        expectRect(frames[2], 0, 110, 100, 100, "item 2")
        expectRect(frames[3], 110, 140, 60, 40, "item 3")
        expectRect(frames[4], 180, 110, 60, 100, "item 4")
    }

    @Test func anItemAloneOnItsLineIsCentred() {
        let (grid, _) = tileGrid([3], width: 375) { $0.itemSize = CGSize(width: 300, height: 50) }
        for (i, frame) in itemFrames(grid).enumerated() { expectRect(frame, 37.5, CGFloat(i) * 60, 300, 50, "item \(i)") }
    }

    @Test func sectionInsetsHeadersAndFootersFrameEachSection() throws {
        let (grid, _) = tileGrid([2, 1], width: 375) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 50)
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
        }
        // 335 points hold three: two items stand in the first two of those columns (117.5 apart).
        let frames = itemFrames(grid)
        expectRect(frames[0], 20, 60, 100, 100, "item 0")
        expectRect(frames[1], 137.5, 60, 100, 100, "item 1")
        let header = try #require(grid.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        expectRect(header.frame, 0, 200, 375, 50, "header of section 1")
        let footer = try #require(grid.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        expectRect(footer.frame, 0, 170, 375, 30, "footer of section 0")
        expectRect(itemFrames(grid, section: 1)[0], 20, 260, 100, 100, "the item of section 1")
        #expect(grid.contentSize.height == 400)
        #expect(grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    /// Scrolling horizontally, lines are columns: items go down, then to the next column.
    @Test func horizontalScrollingLaysColumns() {
        let (grid, _) = tileGrid([5], width: 320, height: 230) {
            $0.itemSize = CGSize(width: 100, height: 100)
            $0.scrollDirection = .horizontal
        }
        let frames = itemFrames(grid)
        for (i, (x, y)) in [(0, 0), (0, 130), (110, 0), (110, 130), (220, 0)].enumerated() {
            expectRect(frames[i], CGFloat(x), CGFloat(y), 100, 100, "item \(i)")
        }
        #expect(grid.contentSize == CGSize(width: 320, height: 230))
    }

    /// Cells size themselves from their content view's constraints (60, 80 and 100 points wide).
    @Test func estimatedItemSizeMakesCellsSizeThemselves() throws {
        final class Boxes: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
                cell.boxSize = CGSize(width: 60 + 20 * CGFloat(indexPath.item), height: 30)
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        grid.register(BoxCell.self, forCellWithReuseIdentifier: "box")
        let source = Boxes()
        grid.dataSource = source
        grid.layoutIfNeeded()
        let frames = itemFrames(grid)
        expectRect(frames[0], 0, 0, 60, 30, "item 0")
        expectRect(frames[1], 70, 0, 80, 30, "item 1")
        expectRect(frames[2], 160, 0, 100, 30, "item 2")
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0)))
        expectRect(cell.frame, 160, 0, 100, 30, "the cell of item 2")
    }

    /// A left-aligning subclass as real code writes it: the collection view places cells where
    /// its `layoutAttributesForElements(in:)` says.
    @Test func subclassesChangeTheAttributesTheCollectionViewPlacesCellsBy() throws {
        final class LeftAlignedLayout: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
                var left = sectionInset.left
                var maxY: CGFloat = -1
                attributes?.forEach { attribute in
                    guard attribute.representedElementCategory == .cell else { return }
                    if attribute.frame.origin.y >= maxY { left = sectionInset.left }
                    attribute.frame.origin.x = left
                    left += attribute.frame.width + minimumInteritemSpacing
                    maxY = max(attribute.frame.maxY, maxY)
                }
                return attributes
            }
        }
        let layout = LeftAlignedLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = TileSource([4])
        grid.dataSource = source
        grid.layoutIfNeeded()
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        expectRect(cell.frame, 110, 0, 100, 100, "item 1, left-aligned (the flow layout alone puts it at 137.5)")
    }

    /// A layout of one's own, as UIKit's documentation describes them: prepare, then answer.
    @Test func customLayoutsPrepareAndAnswer() throws {
        final class ColumnLayout: UICollectionViewLayout {
            private var cache: [UICollectionViewLayoutAttributes] = []
            var prepared = 0
            override func prepare() {
                prepared += 1
                guard let collectionView else { return }
                cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: collectionView.bounds.width, height: 50)
                    return attributes
                }
            }
            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                cache.first { $0.indexPath == indexPath }
            }
        }
        let layout = ColumnLayout()
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 170), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        let source = TileSource([10])
        grid.dataSource = source
        grid.layoutIfNeeded()
        #expect(layout.prepared >= 1)
        #expect(grid.visibleCells.count == 3)
        #expect(grid.contentSize == CGSize(width: 200, height: 590))
        expectRect(try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0))).frame, 0, 120, 200, 50, "item 2")
    }
}
