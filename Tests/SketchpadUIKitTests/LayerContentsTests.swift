import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// A layer's `contents` (a `CGImage` from `UIImage.cgImage`) is drawn, placed by
/// `contentsGravity` at its pixel size over `contentsScale`; a mask's alpha fades what it shows.
@MainActor @Suite struct LayerContentsTests {
    /// A 20 × 10-pixel red PNG (scale 1) in a fresh folder, removed by the caller.
    private func redSwatch() throws -> (folder: String, image: UIImage) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        swatch.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        try Scene(view: swatch).render(to: folder + "/swatch.png", scale: 1)
        return (folder, try #require(UIImage(contentsOfFile: folder + "/swatch.png")))
    }

    /// A white root holding a layer at `frame` showing `image` under `gravity`.
    private func layered(_ image: UIImage, frame: CGRect, gravity: CALayerContentsGravity = .resize) -> (root: UIView, layer: CALayer) {
        let root = root()
        let layer = CALayer()
        layer.frame = frame
        layer.contents = image.cgImage
        layer.contentsGravity = gravity
        root.layer.addSublayer(layer)
        return (root, layer)
    }

    private func root() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        return root
    }

    @Test func aCGImageHasTheImagesPixelSize() throws {
        let (folder, image) = try redSwatch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cg = try #require(image.cgImage)
        #expect(cg.width == 20 && cg.height == 10)
        let sharp = UIImage(cgImage: cg, scale: 2, orientation: .up)
        #expect(sharp.size == CGSize(width: 10, height: 5) && sharp.scale == 2)
        #expect(UIImage(cgImage: cg).size == CGSize(width: 20, height: 10))
        #expect(UIImage().cgImage == nil)
    }

    @Test func contentsFillTheBoundsByDefault() throws {
        let (folder, image) = try redSwatch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (root, _) = layered(image, frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        let shown = try pixels(root)
        expectColor(shown.pixel(x: 15, y: 85), 255, 0, 0)     // `.resize`: stretched to the bounds
        expectColor(shown.pixel(x: 5, y: 5), 255, 255, 255)
    }

    @Test func gravityPlacesContentsAtTheirSize() throws {
        let (folder, image) = try redSwatch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (root, layer) = layered(image, frame: CGRect(x: 0, y: 0, width: 100, height: 100), gravity: .center)
        var shown = try pixels(root)
        expectColor(shown.pixel(x: 50, y: 50), 255, 0, 0)      // 20 × 10 at (40, 45)
        expectColor(shown.pixel(x: 50, y: 43), 255, 255, 255)
        expectColor(shown.pixel(x: 35, y: 50), 255, 255, 255)
        // `.bottomLeft` names the least y (the top on screen) while contents are not flipped, as on iOS.
        layer.contentsGravity = .bottomLeft
        shown = try pixels(root)
        expectColor(shown.pixel(x: 5, y: 5), 255, 0, 0)
        expectColor(shown.pixel(x: 5, y: 95), 255, 255, 255)
        layer.contentsGravity = .topRight
        shown = try pixels(root)
        expectColor(shown.pixel(x: 95, y: 95), 255, 0, 0)
        expectColor(shown.pixel(x: 95, y: 5), 255, 255, 255)
        // At `contentsScale` 2 the 20 pixels are 10 points.
        layer.contentsGravity = .center
        layer.contentsScale = 2
        shown = try pixels(root)
        expectColor(shown.pixel(x: 47, y: 50), 255, 0, 0)
        expectColor(shown.pixel(x: 42, y: 50), 255, 255, 255)
    }

    @Test func aspectGravitiesScaleTheContents() throws {
        let (folder, image) = try redSwatch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (root, layer) = layered(image, frame: CGRect(x: 0, y: 0, width: 100, height: 100), gravity: .resizeAspect)
        var shown = try pixels(root)
        expectColor(shown.pixel(x: 50, y: 30), 255, 0, 0)       // 100 × 50 at y 25
        expectColor(shown.pixel(x: 50, y: 20), 255, 255, 255)
        layer.contentsGravity = .resizeAspectFill
        shown = try pixels(root)
        expectColor(shown.pixel(x: 50, y: 5), 255, 0, 0)        // 200 × 100, past the bounds' sides
    }

    @Test func aViewsOwnLayerDrawsItsContentsUnderItsSubviews() throws {
        let (folder, image) = try redSwatch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = root()
        root.layer.contents = image.cgImage
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        cover.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSubview(cover)
        let shown = try pixels(root)
        expectColor(shown.pixel(x: 75, y: 75), 255, 0, 0)
        expectColor(shown.pixel(x: 25, y: 25), 0, 0, 255)
    }

    @Test func aMasksAlphaFadesTheView() throws {
        let root = root()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        card.backgroundColor = .black
        root.addSubview(card)
        let mask = CALayer()
        mask.frame = card.bounds
        mask.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
        card.layer.mask = mask
        let half = try pixels(root).pixel(x: 50, y: 50)
        #expect(abs(Int(half.red) - 128) <= 3, "\(half)")
        // A mask that draws nothing shows nothing, as on iOS.
        mask.backgroundColor = nil
        expectColor(try pixels(root).pixel(x: 50, y: 50), 255, 255, 255)
        // A shape layer masks by its fill's alpha.
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 100)).cgPath
        card.layer.mask = shape
        let image = try pixels(root)
        expectColor(image.pixel(x: 25, y: 50), 0, 0, 0)
        expectColor(image.pixel(x: 75, y: 50), 255, 255, 255)
    }
}
