import Foundation
import SketchpadLayout
@testable import SketchpadRender
import SketchpadWidgets
import SketchpadText
import Testing

/// JPEG decoding (libjpeg-turbo through `sketchpad_jpeg.h`), EXIF orientation, and broken files,
/// on the tiny fixtures in Tests/Fixtures/Images.
struct ImageDecodingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)))
    }

    /// The straight-alpha pixel at (x, y) of a bitmap.
    static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> RasterImage.Pixel {
        let word = bitmap.pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: y * bitmap.stride + x * 4, as: UInt32.self) }
        return RasterImage.Pixel(red: UInt8((word >> 16) & 0xff), green: UInt8((word >> 8) & 0xff), blue: UInt8(word & 0xff),
                                 alpha: UInt8(word >> 24))
    }

    @Test func aJPEGDecodesToItsPixels() throws {
        let bitmap = try ImageBytesDecoder.bitmap(of: try Self.bytes("photo.jpg"), path: "photo.jpg")
        #expect(bitmap.width == 12 && bitmap.height == 8)
        // Left half red (220, 30, 30), right half blue (30, 30, 220), opaque; JPEG is lossy: near.
        #expect(Self.pixel(bitmap, 2, 4).distance(to: RasterImage.Pixel(red: 220, green: 30, blue: 30)) <= 8)
        #expect(Self.pixel(bitmap, 9, 4).distance(to: RasterImage.Pixel(red: 30, green: 30, blue: 220)) <= 8)
        #expect(Self.pixel(bitmap, 0, 0).alpha == 255)
    }

    @Test func exifOrientationTurnsThePictureUpright() throws {
        let stored = try Self.bytes("photo-orientation6.jpg")
        #expect(ImageHeader.exifOrientation(of: stored) == 6)
        // Stored 8 × 12 (a quarter turn counter-clockwise); shown 12 × 8, like photo.jpg.
        #expect(ImageHeader.pixelSize(of: stored) == Size(width: 12, height: 8))
        let bitmap = try ImageBytesDecoder.bitmap(of: stored, path: "photo-orientation6.jpg")
        #expect(bitmap.width == 12 && bitmap.height == 8)
        #expect(Self.pixel(bitmap, 2, 4).distance(to: RasterImage.Pixel(red: 220, green: 30, blue: 30)) <= 8)
        #expect(Self.pixel(bitmap, 9, 4).distance(to: RasterImage.Pixel(red: 30, green: 30, blue: 220)) <= 8)
        #expect(ImageHeader.exifOrientation(of: try Self.bytes("photo.jpg")) == 1)
    }

    @Test func orientationsMapEveryCorner() {
        // 2 × 1: a red pixel, then a blue one.
        let red: [UInt8] = [0, 0, 255, 255], blue: [UInt8] = [255, 0, 0, 255]   // little-endian ARGB words
        let bitmap = Bitmap(width: 2, height: 1, stride: 8, pixels: red + blue)
        func reds(_ b: Bitmap) -> [Bool] { (0..<b.height).flatMap { y in (0..<b.width).map { x in Self.pixel(b, x, y).red == 255 } } }
        #expect(reds(bitmap.oriented(exif: 1)) == [true, false])
        #expect(reds(bitmap.oriented(exif: 2)) == [false, true])
        #expect(reds(bitmap.oriented(exif: 3)) == [false, true])
        #expect(reds(bitmap.oriented(exif: 4)) == [true, false])
        #expect(reds(bitmap.oriented(exif: 5)) == [true, false])   // transposed: 1 × 2, red on top
        #expect(reds(bitmap.oriented(exif: 6)) == [true, false])   // a quarter turn clockwise: red on top
        #expect(reds(bitmap.oriented(exif: 7)) == [false, true])
        #expect(reds(bitmap.oriented(exif: 8)) == [false, true])   // counter-clockwise: red at the bottom
        #expect(bitmap.oriented(exif: 6).width == 1 && bitmap.oriented(exif: 6).height == 2)
    }

    @Test(arguments: [("truncated.jpg", "ends early"), ("corrupt.jpg", "JPEG"), ("Assets.xcassets/broken.imageset/broken.pdf", "no page size"),
                       ("Assets.xcassets/scan.imageset/scan.heic", "not a PNG, JPEG, PDF or SVG")])
    func brokenFilesAreErrorsNamingTheFile(file: String, reason: String) throws {
        let path = Self.folder + "/" + file
        do {
            _ = try PNGImageDecoder().decodePNG(atPath: path)
            Issue.record("\(file) decoded")
        } catch let error as RenderError {
            #expect("\(error)".contains(path), "\(error)")
            #expect("\(error)".contains(reason), "\(error)")
        }
    }

    @Test func aJPEGImageViewDrawsAtItsPixelSize() throws {
        let root = View()
        let image = ImageView(pngFile: Self.folder + "/banner.jpg", id: "banner")
        root.addSubview(image)
        Constraint.activate([image.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                             image.topAnchor.constraint(equalTo: root.topAnchor)])
        let scene = try Scene(size: Size(width: 20, height: 10), root: root, measurer: try PangoTextMeasurer())
        let result = scene.layout()
        #expect(result.frame(of: image) == Rect(x: 0, y: 0, width: 12, height: 8))
        let pixels = try scene.renderer.rasterize(scene.displayList(for: result), scale: 1)
        #expect(pixels.pixel(x: 1, y: 4).distance(to: RasterImage.Pixel(red: 220, green: 30, blue: 30)) <= 10)
        #expect(pixels.pixel(x: 10, y: 4).distance(to: RasterImage.Pixel(red: 30, green: 30, blue: 220)) <= 10)
    }
}
