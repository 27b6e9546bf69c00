import Foundation
import Testing
@_spi(SnapshotTesting) @testable import SketchpadUIKit

/// Views of our own written to print what iOS printed for views like them: each expected line is
/// a line iOS 16–18 (or visionOS 1, UIKit of iOS 17) printed in a public repository, with its
/// addresses purged as swift-snapshot-testing's `.recursiveDescription` purges them, and the
/// class names of the apps replaced by ours.
@MainActor @Suite struct RecursiveDescriptionFidelityTests {
    /// `tag = 101; backgroundColor = UIExtendedSRGBColorSpace 0.295578 0.385743 0.73562 1; layer
    /// = <CALayer: 0x…>` (an iOS device), `backgroundColor = UIExtendedGrayColorSpace 1 1` for
    /// `.white` (Sentry's tests, iOS 18 simulator): the background comes last before the layer.
    @Test func aBackgroundColourIsPrintedAfterTheTagAndBeforeTheLayer() {
        let band = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        band.tag = 101
        band.backgroundColor = UIColor(red: 0.295578, green: 0.385743, blue: 0.73562, alpha: 1)
        #expect(band.description == "<UIView; frame = (0 100; 375 100); tag = 101; backgroundColor = UIExtendedSRGBColorSpace 0.295578 0.385743 0.73562 1; layer = <CALayer>>")
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        card.backgroundColor = .white
        #expect(card.description == "<UIView; frame = (10 10; 60 60); backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <CALayer>>")
        card.backgroundColor = nil
        #expect(card.description == "<UIView; frame = (10 10; 60 60); layer = <CALayer>>")
    }

    /// `<UIDimmingView: 0x…; frame = (-393 -852; 1179 2556); alpha = 0.8; opaque = NO;
    /// gestureRecognizers = <NSArray: 0x…>; backgroundColor = UIExtendedSRGBColorSpace 0 0 0 0.2;
    /// layer = <CALayer: 0x…>>` (iOS 17 simulator): the background after the gesture recognizers.
    @Test func theBackgroundFollowsTheGestureRecognizers() {
        let dimming = UIView(frame: CGRect(x: -393, y: -852, width: 1179, height: 2556))
        dimming.alpha = 0.8
        dimming.isOpaque = false
        dimming.addGestureRecognizer(UITapGestureRecognizer())
        dimming.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.2)
        #expect(dimming.description == "<UIView; frame = (-393 -852; 1179 2556); alpha = 0.8; opaque = NO; gestureRecognizers = <NSArray>; backgroundColor = UIExtendedSRGBColorSpace 0 0 0 0.2; layer = <CALayer>>")
    }

    /// A label made in code has a clear background on iOS 17: `<UILabel; frame = (20 0; 2660
    /// 20.5); text = 'What's the point?'; userInteractionEnabled = NO; backgroundColor =
    /// UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>` (swift-snapshot-testing's visionOS
    /// reference). The clear background draws nothing; a button's title label has none.
    @Test func aLabelHasAClearBackgroundAsOnIOS17() throws {
        let label = UILabel(frame: CGRect(x: 20, y: 0, width: 2660, height: 20.5))
        label.text = "What's the point?"
        #expect(label.description == "<UILabel; frame = (20 0; 2660 20.5); text = 'What's the point?'; userInteractionEnabled = NO; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>")
        #expect(label.backgroundColor == UIColor.clear)
        let hidden = UILabel(frame: CGRect(x: 20, y: 10, width: 40, height: 5))
        hidden.isHidden = true
        #expect(hidden.description == "<UILabel; frame = (20 10; 40 5); hidden = YES; userInteractionEnabled = NO; backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <_UILabelLayer>>")

        let button = UIButton(type: .system)
        button.setTitle("Verify", for: .normal)
        #expect(try #require(button.titleLabel).backgroundColor == nil)

        // Drawn: the clear background adds nothing; the layer's own colour still shows.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let tinted = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        tinted.layer.backgroundColor = UIColor.systemYellow.cgColor
        root.addSubview(tinted)
        #expect(tinted.layerAppearance().fill != nil)
        #expect(label.layerAppearance().fill == nil)
    }

    /// The transform's entries with `%.17g`, then the background (Sentry's tests, iOS 18): a
    /// 100-point square turned by π/8 is `frame = (-15.3281 -15.3281; 130.656 130.656); transform
    /// = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0,
    /// 0]; backgroundColor = UIExtendedGrayColorSpace 0 1`.
    @Test func aTurnedViewPrintsItsTransformThenItsBackground() {
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        cover.backgroundColor = .black
        cover.transform = CGAffineTransform(rotationAngle: .pi / 8)
        #expect(cover.description == "<UIView; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; backgroundColor = UIExtendedGrayColorSpace 0 1; layer = <CALayer>>")
    }

    /// A plain table made in code (iOS 17 simulator): `<UITableView: 0x…; frame = (0 201.667; 393
    /// 567.333); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; backgroundColor =
    /// <UIDynamicSystemColor: 0x…; name = tableBackgroundColor>; layer = <CALayer: 0x…>;
    /// contentOffset: {0, 0}; contentSize: {393, 0}; adjustedContentInset: {0, 0, 0, 0};
    /// dataSource: <MusicSearch.MainViewController: 0x…>>`; `dataSource: (null)` without one.
    @Test func aTablePrintsItsBackgroundAndDataSource() {
        let table = UITableView(frame: CGRect(x: 0, y: 201 + 2.0 / 3, width: 393, height: 567 + 1.0 / 3), style: .plain)
        table.layoutIfNeeded()
        #expect(table.description == "<UITableView; frame = (0 201.667; 393 567.333); clipsToBounds = YES; gestureRecognizers = <NSArray>; backgroundColor = <UIDynamicSystemColor; name = tableBackgroundColor>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {393, 0}; adjustedContentInset: {0, 0, 0, 0}; dataSource: (null)>")
        let source = EmptyListController()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.description.hasSuffix("; contentOffset: {0, 0}; contentSize: {393, 0}; adjustedContentInset: {0, 0, 0, 0}; dataSource: <SketchpadUIKitTests.EmptyListController>>"))
        // The plain table's background is systemBackground's colours under UIKit's name for it.
        let dark = UITraitCollection(userInterfaceStyle: .dark), light = UITraitCollection(userInterfaceStyle: .light)
        let background = table.backgroundColor ?? .red
        #expect(background.resolvedColor(with: dark) == UIColor.systemBackground.resolvedColor(with: dark))
        #expect(background.resolvedColor(with: light) == UIColor.systemBackground.resolvedColor(with: light))
        #expect(UITableView(frame: .zero, style: .grouped).backgroundColor == .systemGroupedBackground)
    }

    /// A cell made with the older `textLabel` prints its text, and the table gives it `autoresize
    /// = W`; its content view is a `UITableViewCellContentView` with UIKit's recognizers in a
    /// window (swift-snapshot-testing's iOS 12 reference: `<UITableViewCell; frame = (0 44; 320
    /// 44); text = '1'; autoresize = W; layer = <CALayer>>` over `<UITableViewCellContentView;
    /// frame = (0 0; 320 43.5); gestureRecognizers = <NSArray>; layer = <CALayer>>`; an iOS 15
    /// app prints the same fields for its cells, the content view the cell's full height).
    @Test func aCellPrintsItsTextAndContentView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let table = UITableView(frame: window.bounds, style: .plain)
        let numbers = NumberRows()
        table.dataSource = numbers
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.description == "<UITableViewCell; frame = (0 44; 320 44); text = '1'; autoresize = W; layer = <CALayer>>")
        #expect(cell.contentView.description == "<UITableViewCellContentView; frame = (0 0; 320 44); gestureRecognizers = <NSArray>; layer = <CALayer>>")
        // Out of a window the recognizers are not listed; a cell without the older label prints no text.
        let loose = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(loose.description == "<UITableViewCell; frame = (0 0; 320 44); layer = <CALayer>>")
        #expect(loose.contentView.description.hasPrefix("<UITableViewCellContentView; frame = "))
        #expect(!loose.contentView.description.contains("gestureRecognizers"))
    }

    /// `NSStringFromCGSize` prints `%.17g`: `contentSize: {472.16666666666663, 40}` (iOS 16
    /// simulator); a whole number stays whole.
    @Test func scrollMetricsArePrintedInFull() {
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 404, height: 40))
        scroller.contentSize = CGSize(width: 472.16666666666663, height: 40)
        scroller.contentOffset = CGPoint(x: 68, y: 0)
        #expect(scroller.description.hasSuffix("; contentOffset: {68, 0}; contentSize: {472.16666666666663, 40}; adjustedContentInset: {0, 0, 0, 0}>"))
    }

    /// iOS 17 prints an image view's image before its layer: `<UIImageView: 0x…; frame = (20 20;
    /// 40 40); opaque = NO; userInteractionEnabled = NO; image = <UIImage:0x… CGImage anonymous;
    /// (40 40)@3>; layer = <CALayer: 0x…>>` (Sentry's tests), `…; autoresize = W+H;
    /// userInteractionEnabled = NO; tintColor = <UIDynamicProviderColor: 0x…; provider =
    /// <__NSMallocBlock__: 0x…>>; image = <UIImage:0x… CGImage "TabbarShop"; (24 24)@3>; …`
    /// (an app), `image = <UIImage symbol "plus.circle"; (18 18)@2>` (visionOS 1).
    @Test func anImageViewPrintsItsImage() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: UIImageAssetTests.folder + "/photo.jpg"))
        let photo = try #require(UIImage(data: data, scale: 3))
        let thumbnail = UIImageView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        thumbnail.image = photo
        #expect(thumbnail.description == "<UIImageView; frame = (20 20; 40 40); opaque = NO; userInteractionEnabled = NO; image = <UIImage CGImage anonymous; (4 2.66667)@3>; layer = <CALayer>>")

        let badge = try #require(UIImage(named: "badge", in: Bundle(path: UIImageAssetTests.folder), compatibleWith: UITraitCollection(displayScale: 3)))
        let tab = UIImageView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        tab.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tab.tintColor = UIColor { _ in .systemRed }
        tab.image = badge
        let size = "(\(UIView.number(badge.size.width)) \(UIView.number(badge.size.height)))@3"
        #expect(tab.description == "<UIImageView; frame = (0 0; 44 44); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; tintColor = <UIDynamicProviderColor; provider = <__NSMallocBlock__>>; image = <UIImage CGImage \"badge\"; \(size)>; layer = <CALayer>>")

        let symbol = UIImageView(image: UIImage(systemName: "plus.circle"))
        #expect(symbol.description.contains("; userInteractionEnabled = NO; image = <UIImage symbol \"plus.circle\"; ("))
        UIKitDescriptionFormat.$current.withValue(.iOS12) {
            #expect(thumbnail.description == "<UIImageView; frame = (20 20; 40 40); opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>")
        }
    }

    /// A symbol image ends with `{2}` on iOS 16+: `UIImageView(image: .add)` printed `image =
    /// <UIImage:0x… symbol "plus.circle.fill"; (20 19)@3{2}>` (getsentry/sentry-cocoa's
    /// redaction tests); an image of pixels has no such suffix.
    @Test func aSymbolImageEndsWithItsRenderingMode() {
        let add = UIImageView(image: .add)
        add.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        #expect(add.description == "<UIImageView; frame = (20 20; 40 40); opaque = NO; userInteractionEnabled = NO; image = <UIImage symbol \"plus.circle.fill\"; (20 19)@3{2}>; layer = <CALayer>>")
        add.image = UIImage.add.withRenderingMode(.alwaysOriginal)
        #expect(add.description.contains("; (20 19)@3{1}>; "))
    }

    /// A stack view's layer is a plain `CALayer` since iOS 14 (`<UIStackView: 0x…; frame = (16 0;
    /// 343 119); layer = <CALayer: 0x…>>`, a grouped table's header printed on an iOS 16 device);
    /// iOS 12's format keeps the transform layer of its time (`layer = <CATransformLayer: 0x…>`).
    @Test func aStackViewPrintsThePlainLayerOfIOS14AndLater() {
        let stack = UIStackView(frame: CGRect(x: 16, y: 0, width: 343, height: 119))
        #expect(stack.description == "<UIStackView; frame = (16 0; 343 119); layer = <CALayer>>")
        UIKitDescriptionFormat.$current.withValue(.iOS12) {
            #expect(stack.description == "<UIStackView; frame = (16 0; 343 119); layer = <CATransformLayer>>")
        }
    }

    /// The format of references recorded on iOS 12 (swift-snapshot-testing's own): no
    /// background colours or data sources, a collection view's layout after its bracket.
    @Test func iOS12sFormatIsKeptForItsReferences() {
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 32 + 1.0 / 3))
        label.text = "What's the point?"
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        table.layoutIfNeeded()
        UIKitDescriptionFormat.$current.withValue(.iOS12) {
            #expect(label.description == "<UILabel; frame = (16 20; 288 32.3333); text = 'What's the point?'; userInteractionEnabled = NO; layer = <_UILabelLayer>>")
            #expect(table.description == "<UITableView; frame = (0 0; 320 568); clipsToBounds = YES; gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {320, 0}; adjustedContentInset: {0, 0, 0, 0}>")
            #expect(grid.description == "<UICollectionView; frame = (0 0; 320 200); clipsToBounds = YES; gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {0, 0}; adjustedContentInset: {0, 0, 0, 0}> collection view layout: <UICollectionViewFlowLayout>")
        }
        #expect(grid.description.hasSuffix("; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout>; dataSource: (null)>"))
    }
}

/// A data source of ten rows whose older text label holds the row's number.
final class NumberRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// A controller of our own that is a table's data source with no rows.
final class EmptyListController: UIViewController, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
