import Foundation
import Testing
@_spi(SnapshotTesting) import SketchpadUIKit

/// `recursiveDescription` of a collection view and its cells in UIKit's format: the background,
/// then the layout and the data source after the scroll view's metrics, as in descriptions iOS
/// 13–18 printed (in public repositories: `…; backgroundColor = <UIDynamicSystemColor: 0x…; name
/// = systemBackgroundColor>; layer = <CALayer: 0x…>; contentOffset: {0, 0}; contentSize: {0, 2};
/// adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x…>; dataSource:
/// <MyApp.DemoViewController: 0x…>>`), addresses purged as swift-snapshot-testing does.
@MainActor @Suite struct CollectionViewDescriptionTests {
    @Test func aCollectionViewPrintsItsLayoutAndDataSourceAndItsCellsBelowIt() {
        final class TileCell: UICollectionViewCell {}
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let source = TileSource([1])
        grid.dataSource = source
        grid.layoutIfNeeded()
        let lines = grid.recursiveDescription().components(separatedBy: "\n")
        #expect(lines.first == "<UICollectionView; frame = (0 0; 320 200); clipsToBounds = YES; gestureRecognizers = <NSArray>; backgroundColor = <UIDynamicSystemColor; name = systemBackgroundColor>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {320, 100}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout>; dataSource: <SketchpadUIKitTests.TileSource>>")
        #expect(lines.contains("   | <SketchpadUIKitTests.CollectionViewDescriptionTests.TileCell; baseClass = UICollectionViewCell; frame = (0 0; 100 100); layer = <CALayer>>"))
        #expect(lines.contains("   |    | <UIView; frame = (0 0; 100 100); backgroundColor = <UIDynamicSystemColor; name = systemBlueColor>; layer = <CALayer>>"))
    }
}
