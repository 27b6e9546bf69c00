import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A view's layer holds its subviews' layers among its other sublayers in one list, as Core
/// Animation's does: a layer added after a subview is drawn above it, one inserted at 0 below
/// every subview, and `zPosition` reorders siblings, subviews' layers included.
@MainActor @Suite struct LayerOrderTests {
    /// A white 100-point root holding a red square at (20, 20, 40, 40).
    private func scene() -> (root: UIView, square: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(square)
        return (root, square)
    }

    /// A blue layer over (30, 30, 40, 40): it overlaps the square at (40, 40).
    private func blueLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        layer.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        return layer
    }

    @Test func theLayersSublayersHoldTheSubviewsLayersInOrder() {
        let (root, square) = scene()
        let blue = blueLayer()
        root.layer.addSublayer(blue)
        let second = UIView()
        root.addSubview(second)
        #expect(root.layer.sublayers?.count == 3)
        #expect(root.layer.sublayers?[0] === square.layer && root.layer.sublayers?[1] === blue && root.layer.sublayers?[2] === second.layer)
        #expect(square.layer.superlayer === root.layer)
        square.removeFromSuperview()
        #expect(square.layer.superlayer == nil)
        #expect(root.layer.sublayers?.count == 2)
    }

    @Test func aLayerAddedAfterASubviewIsDrawnAboveIt() throws {
        let (root, _) = scene()
        root.layer.addSublayer(blueLayer())
        expectColor(try pixels(root).pixel(x: 45, y: 45), 0, 0, 255)
    }

    @Test func aLayerInsertedAtZeroIsDrawnBelowTheSubviews() throws {
        let (root, _) = scene()
        root.layer.insertSublayer(blueLayer(), at: 0)
        let image = try pixels(root)
        expectColor(image.pixel(x: 45, y: 45), 255, 0, 0)
        expectColor(image.pixel(x: 65, y: 65), 0, 0, 255)
    }

    @Test func aLayerInsertedBelowASubviewsLayerIsDrawnBelowIt() throws {
        let (root, square) = scene()
        let cover = UIView(frame: CGRect(x: 60, y: 60, width: 30, height: 30))
        cover.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSubview(cover)
        // Between the square and the green cover: above the one, below the other.
        root.layer.insertSublayer(blueLayer(), below: cover.layer)
        let image = try pixels(root)
        expectColor(image.pixel(x: 45, y: 45), 0, 0, 255)
        expectColor(image.pixel(x: 65, y: 65), 0, 255, 0)
        // Moving the cover's layer below the blue one draws the cover below it, as on iOS.
        root.layer.insertSublayer(cover.layer, above: square.layer)
        expectColor(try pixels(root).pixel(x: 65, y: 65), 0, 0, 255)
    }

    @Test func sendingASubviewToTheBackPutsItBehindALayerInsertedAtZero() throws {
        let (root, square) = scene()
        root.layer.insertSublayer(blueLayer(), at: 0)
        root.sendSubviewToBack(square)
        #expect(root.layer.sublayers?.first === square.layer)
        expectColor(try pixels(root).pixel(x: 45, y: 45), 0, 0, 255)
        root.bringSubviewToFront(square)
        expectColor(try pixels(root).pixel(x: 45, y: 45), 255, 0, 0)
    }

    @Test func zPositionOrdersSiblingsSubviewsIncluded() throws {
        let (root, square) = scene()
        let cover = UIView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        cover.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        root.addSubview(cover)
        expectColor(try pixels(root).pixel(x: 45, y: 45), 0, 255, 0)
        square.layer.zPosition = 1
        expectColor(try pixels(root).pixel(x: 45, y: 45), 255, 0, 0)
        // A layer with a higher zPosition is drawn above both, wherever it is in the list.
        let blue = blueLayer()
        blue.zPosition = 2
        root.layer.insertSublayer(blue, at: 0)
        expectColor(try pixels(root).pixel(x: 45, y: 45), 0, 0, 255)
    }

    @Test func exchangingSubviewsSwapsTheirLayers() {
        let (root, square) = scene()
        let blue = blueLayer()
        root.layer.addSublayer(blue)
        let other = UIView()
        root.addSubview(other)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(root.subviews.first === other)
        #expect(root.layer.sublayers?[0] === other.layer && root.layer.sublayers?[1] === blue && root.layer.sublayers?[2] === square.layer)
    }

    @Test func aBorderIsDrawnAboveTheSubviews() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        root.layer.borderWidth = 6
        root.layer.borderColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        let fill = UIView(frame: root.bounds)
        fill.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSubview(fill)
        let image = try pixels(root)
        expectColor(image.pixel(x: 2, y: 50), 0, 0, 255)
        expectColor(image.pixel(x: 50, y: 50), 255, 0, 0)
    }
}
