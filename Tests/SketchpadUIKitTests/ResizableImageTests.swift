import Foundation
import SketchpadRender
import SketchpadWidgets
import SketchpadUIKit
import Testing

/// Resizable images drawn in nine slices by image views (issue 23): `resizableImage(withCapInsets:
/// resizingMode:)` and `stretchableImage(withLeftCapWidth:topCapHeight:)`. The fixture is 12 × 12
/// pixels at 1×: red 4-pixel corners, green edges, a blue middle whose top-left 2 × 2 is black.
@MainActor @Suite struct ResizableImageTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images/nine-slice.png").path
    static let caps = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)

    /// The picture of an image view showing `image` at 60 × 40 in a white root, at 3×.
    func render(_ image: UIImage, contentMode: UIView.ContentMode = .scaleToFill, name: String) throws -> RasterImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.backgroundColor = .white
        let view = UIImageView(image: image)
        view.contentMode = contentMode
        view.frame = root.bounds
        root.addSubview(view)
        let scene = try Scene(view: root)
        let picture = try scene.renderer.rasterize(try scene.displayList(), scale: 3)
        let folder = ProcessInfo.processInfo.environment["SKETCHPAD_UIKIT_OUT"] ?? NSTemporaryDirectory()
        try Data(try picture.pngData()).write(to: URL(fileURLWithPath: folder + "/resizable-\(name).png"))
        return picture
    }

    /// The colour at a point (the middle of its 3× pixel).
    func colour(_ picture: RasterImage, _ x: Double, _ y: Double) -> String {
        let p = picture.pixel(x: Int(x * 3), y: Int(y * 3))
        switch (p.red, p.green, p.blue) {
        case (200..., ..<60, ..<60): return "red"
        case (..<60, 160..., ..<90): return "green"
        case (..<70, ..<100, 200...): return "blue"
        case (..<20, ..<20, ..<20): return "black"
        case (240..., 240..., 240...): return "white"
        default: return "\(p)"
        }
    }

    @Test func capInsetsAndModesAreStoredAsGiven() throws {
        let image = try #require(UIImage(contentsOfFile: Self.file))
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        let stretched = image.resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
        #expect(stretched.capInsets == Self.caps && stretched.resizingMode == .stretch && stretched.size == image.size)
        #expect(image.resizableImage(withCapInsets: Self.caps).resizingMode == .tile)
    }

    /// Stretched: corners as they are, edges stretched along their length, the middle (and its
    /// black quarter) scaled to fill the rest.
    @Test func aStretchedImageKeepsItsCornersAndStretchesTheRest() throws {
        let image = try #require(UIImage(contentsOfFile: Self.file)).resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
        let picture = try render(image, name: "stretch")
        #expect(colour(picture, 1, 1) == "red" && colour(picture, 58.5, 38.5) == "red" && colour(picture, 58.5, 1) == "red")
        #expect(colour(picture, 30, 1) == "green" && colour(picture, 1, 20) == "green" && colour(picture, 30, 38.5) == "green")
        // The middle is 52 × 32 points, each source pixel 13 × 8: smoothed as UIKit's linear
        // filter smooths, black up to the second pixel's centre (23.5, 16), blue from the third's.
        #expect(colour(picture, 6, 6) == "black" && colour(picture, 22, 15) == "black")
        #expect(colour(picture, 38, 25) == "blue" && colour(picture, 54, 34) == "blue")
    }

    /// Tiled: the middle repeats at the image's size (4 points) from its top-left corner.
    @Test func aTiledImageRepeatsItsMiddle() throws {
        let image = try #require(UIImage(contentsOfFile: Self.file)).resizableImage(withCapInsets: Self.caps, resizingMode: .tile)
        let picture = try render(image, name: "tile")
        #expect(colour(picture, 1, 1) == "red" && colour(picture, 58.5, 38.5) == "red")
        #expect(colour(picture, 30, 1) == "green" && colour(picture, 1, 20) == "green")
        #expect(colour(picture, 5, 5) == "black" && colour(picture, 45, 25) == "black" && colour(picture, 45, 27) == "blue")
        #expect(colour(picture, 47, 25) == "blue" && colour(picture, 49, 29) == "black")
    }

    /// The iOS 4 API: the right and bottom caps are the rest but one pixel, stretched (the
    /// one middle pixel, black here, fills the middle).
    @Test func aStretchableImageStretchesItsOneMiddlePixel() throws {
        let image = try #require(UIImage(contentsOfFile: Self.file)).stretchableImage(withLeftCapWidth: 4, topCapHeight: 4)
        #expect(image.capInsets == UIEdgeInsets(top: 4, left: 4, bottom: 7, right: 7) && image.resizingMode == .stretch)
        let picture = try render(image, name: "stretchable")
        #expect(colour(picture, 1, 1) == "red" && colour(picture, 30, 20) == "black" && colour(picture, 50, 30) == "black")
    }

    /// An image that is not resizable, or a view that does not scale to fill, draws the image
    /// fitted as before; a view smaller than the caps shrinks them in proportion.
    @Test func otherImagesAndContentModesAreNotSliced() throws {
        let plain = try #require(UIImage(contentsOfFile: Self.file))
        #expect(colour(try render(plain, name: "plain"), 1, 1) == "white")
        let resizable = plain.resizableImage(withCapInsets: Self.caps, resizingMode: .stretch)
        #expect(colour(try render(resizable, contentMode: .center, name: "center"), 1, 1) == "white")
        let slices = ImageSlicing(capInsets: EdgeInsets(all: 4), scale: 1, mode: .stretch)
            .slices(bitmapWidth: 12, height: 12, in: Rect(x: 0, y: 0, width: 6, height: 20))
        // 6 points across: caps of 3 and 3, no middle column.
        #expect(slices.count == 6 && slices.allSatisfy { $0.destination.width == 3 })
    }
}
