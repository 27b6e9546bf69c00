import Foundation
import SketchpadLayout
@testable import SketchpadRender
import SketchpadWidgets
import Testing

/// Vector images of asset catalogs: an SVG drawn by librsvg and a PDF's first page by poppler, at
/// `ImageHeader.vectorScale` pixels a point, sized by their view box or page box.
struct VectorImageTests {
    static let catalog = ImageDecodingTests.folder + "/Assets.xcassets"
    static let red = RasterImage.Pixel(red: 255, green: 0, blue: 0), blue = RasterImage.Pixel(red: 0, green: 0, blue: 255)

    @Test func aPDFPageIsDrawnAtThreePixelsAPoint() throws {
        let bitmap = try PNGImageDecoder().decodePNG(atPath: Self.catalog + "/logo.imageset/logo.pdf")
        #expect(bitmap.width == 72 && bitmap.height == 48)
        // Red on the left half of the 24 × 16 pt page, blue on the right.
        #expect(ImageDecodingTests.pixel(bitmap, 10, 24) == Self.red)
        #expect(ImageDecodingTests.pixel(bitmap, 60, 40) == Self.blue)
    }

    @Test func anSVGIsDrawnInItsViewBoxTopDown() throws {
        let bitmap = try PNGImageDecoder().decodePNG(atPath: Self.catalog + "/mark.imageset/mark.svg")
        #expect(bitmap.width == 60 && bitmap.height == 30)
        #expect(ImageDecodingTests.pixel(bitmap, 10, 20) == RasterImage.Pixel(red: 0, green: 255, blue: 0))
        #expect(ImageDecodingTests.pixel(bitmap, 50, 5) == Self.blue, "the blue rectangle is the top half on the right")
        #expect(ImageDecodingTests.pixel(bitmap, 50, 25).alpha == 0, "the bottom right is transparent")
    }

    @Test func drawingIsDeterministic() throws {
        // Decoded afresh (not from the cache): the same bytes give the same pixels.
        let bytes = try ImageDecodingTests.bytes("Assets.xcassets/mark.imageset/mark.svg")
        #expect(try ImageBytesDecoder.bitmap(of: bytes, path: "a.svg") == ImageBytesDecoder.bitmap(of: bytes, path: "b.svg"))
    }

    @Test(arguments: [
        (#"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16"></svg>"#, Size(width: 24, height: 16)),
        (#"<?xml version="1.0"?><!-- icon --><svg viewBox="0 0 30 10"/>"#, Size(width: 30, height: 10)),
        (#"<svg width='12pt' height="100%" viewBox="0,0,30,10"/>"#, Size(width: 16, height: 16.0 / 3)),
        (#"<svg width="48px" height="20px" viewBox="0 0 24 10"/>"#, Size(width: 48, height: 20)),
        ("%PDF-1.7\n1 0 obj << /Type /Page /MediaBox [0 0 612 792] /CropBox [ 10 10 34 26 ] >>", Size(width: 24, height: 16)),
    ])
    func vectorSizesComeFromTheirBoxes(source: String, size: Size) {
        #expect(ImageHeader.pointSize(of: Array(source.utf8)) == size)
        #expect(ImageHeader.pixelSize(of: Array(source.utf8)) == Size(width: (size.width * 3).rounded(.up), height: (size.height * 3).rounded(.up)))
    }

    @Test(arguments: ["<html><svg width=\"2\" height=\"2\"/></html>", "<svg>", "%PDF-1.4 no box", "<svg width=\"0\" height=\"4\"/>"])
    func documentsWithoutASizeOrNotSVGHaveNone(source: String) {
        #expect(ImageHeader.pointSize(of: Array(source.utf8)) == nil)
    }
}
