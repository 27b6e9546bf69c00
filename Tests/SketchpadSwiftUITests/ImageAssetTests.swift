import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// SwiftUI's `Image("name")`, `Image(_:bundle:)` and `Image(uiImage:)` through the one image
/// lookup: image sets (scale, dark variant, template intent), JPEG, warnings; fixtures in Tests/Fixtures/Images.
@MainActor @Suite struct ImageAssetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path

    func picture<V: View>(_ view: V, appearance: Sketch.Appearance = .light, name: String) throws -> (Sketch, RasterImage) {
        let sketch = try Sketch(view, size: CGSize(width: 40, height: 40), appearance: appearance, scale: 3, imageFolders: [Self.folder])
        let picture = try RasterImage(png: sketch.data(format: .png, scale: 3))
        try Data(try picture.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "swiftui-image-\(name).png"))
        return (sketch, picture)
    }

    @Test func anImageSetDrawsAtItsSizeInPointsAndItsDarkVariantInDarkRenders() throws {
        let view = Image("badge").accessibilityIdentifier("badge")
        let (sketch, light) = try picture(view, name: "badge-light")
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        #expect(sketch.frame(ofID: "badge")?.size == CGSize(width: 20, height: 20))
        let (_, dark) = try picture(view, appearance: .dark, name: "badge-dark")
        // At 3x: the 3x files, blue in light and purple in dark.
        #expect(light.pixel(x: 60, y: 60).distance(to: RasterImage.Pixel(red: 40, green: 60, blue: 200)) <= 2, "\(light.pixel(x: 60, y: 60))")
        #expect(dark.pixel(x: 60, y: 60).distance(to: RasterImage.Pixel(red: 150, green: 40, blue: 200)) <= 2, "\(dark.pixel(x: 60, y: 60))")
    }

    @Test func aTemplateImageSetTakesTheForegroundStyleAndOriginalKeepsItsColours() throws {
        // The ring's left side is at x 1–3 of the 16 pt image, centred in the 40 pt canvas (from x 12).
        let (_, tinted) = try picture(Image("glyph").foregroundStyle(.green), name: "glyph-green")
        let ring = tinted.pixel(x: Int(14.5 * 3), y: 60)
        #expect(ring.green > 150 && ring.red < 100 && ring.blue < 120, "\(ring)")
        let (_, original) = try picture(Image("glyph").renderingMode(.original).foregroundStyle(.green), name: "glyph-original")
        let black = original.pixel(x: Int(14.5 * 3), y: 60)
        #expect(black.green < 40 && black.red < 40, "\(black)")
    }

    @Test func jpegAndUIImagesDraw() throws {
        let (sketch, banner) = try picture(Image("banner.jpg").accessibilityIdentifier("banner"), name: "banner")
        #expect(sketch.frame(ofID: "banner")?.size == CGSize(width: 12, height: 8))
        // The 12 × 8 banner is centred: red from x 14, blue from x 20.
        #expect(banner.pixel(x: 16 * 3, y: 20 * 3).red > 200 && banner.pixel(x: 24 * 3, y: 20 * 3).blue > 200)
        let image = try #require(UIImage(contentsOfFile: Self.folder + "/photo-orientation6.jpg"))
        let (uiSketch, _) = try picture(Image(uiImage: image).accessibilityIdentifier("photo"), name: "uiimage")
        #expect(uiSketch.frame(ofID: "photo")?.size == CGSize(width: 12, height: 8))
        #expect(uiSketch.diagnostics.isEmpty)
    }

    @Test func pdfAndSVGImageSetsDrawAtTheirSizeInPoints() throws {
        let (sketch, image) = try picture(HStack(spacing: 0) {
            Image("logo").accessibilityIdentifier("logo")
            Image("mark").accessibilityIdentifier("mark")
        }, name: "vectors")
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        #expect(sketch.frame(ofID: "logo")?.size == CGSize(width: 24, height: 16))
        #expect(sketch.frame(ofID: "mark")?.size == CGSize(width: 20, height: 10))
        // The 44 pt row is centred in 40 pt: the logo from x -2, y 12; the mark from x 22, y 15.
        #expect(image.pixel(x: 3 * 3, y: 20 * 3) == RasterImage.Pixel(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 15 * 3, y: 20 * 3) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 26 * 3, y: 20 * 3) == RasterImage.Pixel(red: 0, green: 255, blue: 0))
        #expect(image.pixel(x: 36 * 3, y: 16 * 3) == RasterImage.Pixel(red: 0, green: 0, blue: 255))
        #expect(image.pixel(x: 36 * 3, y: 23 * 3) == RasterImage.Pixel(red: 255, green: 255, blue: 255), "the mark's transparent corner")
        #expect(UIImage(named: "logo", in: Bundle(path: Self.folder), compatibleWith: nil)?.size == CGSize(width: 24, height: 16))
    }

    @Test func namesNotFoundAndUnsupportedImageSetsWarnAtTheirLine() throws {
        let (sketch, _) = try picture(VStack { Image("scan"); Image("banner") }, name: "warnings")
        let messages = sketch.diagnostics.map(\.description)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.contains { $0.contains("scan.heic") && $0.contains("cannot draw") }, "\(messages)")
        #expect(messages.contains { $0.contains("banner.png") }, "\(messages)")
        #expect(sketch.diagnostics.allSatisfy { $0.location?.file.hasSuffix("ImageAssetTests.swift") == true })
    }
}
