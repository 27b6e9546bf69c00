import Foundation
import Testing
import SketchpadLayout
import SketchpadRender
@testable import Sketchpad

/// A template's `image` may name an asset catalog's image set and a JPEG: the same lookup and
/// decoder as UIKit and SwiftUI (its 3x file, its dark file in dark variants, its template intent).
@Suite struct TemplateImageSetTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path

    static let yaml = """
        canvas: {width: 40, height: 20}
        background: white
        variants: {appearances: [light, dark]}
        views:
          - {id: badge, type: image, file: Assets.xcassets/badge.imageset}
          - {id: glyph, type: image, file: Assets.xcassets/Icons/glyph.imageset, tint: red}
          - {id: photo, type: image, file: photo.jpg}
        constraints:
          - badge.leading == root.leading
          - badge.top == root.top
          - glyph.leading == badge.trailing
          - glyph.top == root.top
          - photo.leading == glyph.trailing
          - photo.top == root.top
        """

    @Test func imageSetsAndJPEGsDrawInEachAppearance() throws {
        let dir = try temporaryFolder(["t.yaml": Self.yaml])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Assets.xcassets", toPath: dir + "/Assets.xcassets")
        try FileManager.default.copyItem(atPath: Self.fixtures + "/photo.jpg", toPath: dir + "/photo.jpg")
        let template = try TemplateLoader.withDevicePresets().result(path: dir + "/t.yaml").get()
        var pixels: [RasterImage] = []
        for variant in template.variants {
            let instance = try template.instantiate(variant)
            let scene = try instance.scene()
            let layout = scene.layout()
            #expect(layout.frame(of: try #require(instance.entries.first { $0.id == "badge" }).view)?.size == Size(width: 20, height: 20))
            #expect(layout.frame(of: try #require(instance.entries.first { $0.id == "photo" }).view)?.size == Size(width: 12, height: 8))
            let picture = try RasterImage(png: scene.data(format: .png, scale: 3))
            try Data(try picture.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "template-imageset-\(pixels.count).png"))
            pixels.append(picture)
        }
        let (light, dark) = (pixels[0], pixels[1])
        #expect(light.pixel(x: 30, y: 30).distance(to: RasterImage.Pixel(red: 40, green: 60, blue: 200)) <= 2, "\(light.pixel(x: 30, y: 30))")
        #expect(dark.pixel(x: 30, y: 30).distance(to: RasterImage.Pixel(red: 150, green: 40, blue: 200)) <= 2, "\(dark.pixel(x: 30, y: 30))")
        // The glyph's ring (x 1–3 of its 16 pt, from x 20) in the tint, red.
        let ring = light.pixel(x: Int(22.5 * 3), y: 8 * 3)
        #expect(ring.red > 200 && ring.green < 90 && ring.blue < 90, "\(ring)")
        // The JPEG: red on its left, from x 36.
        #expect(light.pixel(x: 38 * 3, y: 4 * 3).red > 200)
    }

    @Test func aPDFImageSetDrawsAndAnUnsupportedOneIsAnErrorAtItsLine() throws {
        let dir = try temporaryFolder([
            "v.yaml": "canvas: {width: 40, height: 20}\nviews:\n  - {id: logo, type: image, file: Assets.xcassets/logo.imageset}\n",
            "s.yaml": "canvas: {width: 40, height: 20}\nviews:\n  - {id: scan, type: image, file: Assets.xcassets/scan.imageset}\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Assets.xcassets", toPath: dir + "/Assets.xcassets")
        let template = try TemplateLoader().result(path: dir + "/v.yaml").get()
        let instance = try template.instantiate(try #require(template.variants.first))
        let scene = try instance.scene()
        #expect(scene.layout().frame(of: try #require(instance.entries.first { $0.id == "logo" }).view)?.size == Size(width: 24, height: 16))
        // The page's left half is red, its right half blue.
        let picture = try RasterImage(png: scene.data(format: .png, scale: 3))
        let (left, right) = (picture.pixel(x: 5 * 3, y: 8 * 3), picture.pixel(x: 20 * 3, y: 8 * 3))
        #expect(left.red > 200 && left.blue < 50 && right.blue > 200 && right.red < 50, "\(left) \(right)")
        guard case .failure(let errors) = TemplateLoader().result(path: dir + "/s.yaml") else { Issue.record("loaded"); return }
        let text = "\(errors)"
        #expect(text.contains("s.yaml:3:") && text.contains("scan.heic") && text.contains("cannot draw"), "\(text)")
    }
}
