import Foundation
import SketchpadRender
import SketchpadUIKit
import Testing

/// `UIImage(named:)` from asset catalogs (scale, dark variant, template intent), JPEG files and
/// data, drawn by `UIImageView`; fixtures in Tests/Fixtures/Images.
@MainActor @Suite struct UIImageAssetTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Images").path
    let bundle = Bundle(path: folder)

    /// The picture of `image` in a 30 × 30 white view at 3×, in the appearance of `style`.
    func render(_ image: UIImage, style: UIUserInterfaceStyle = .light, tint: UIColor? = nil, name: String) throws -> RasterImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.backgroundColor = .systemBackground
        let view = UIImageView(image: image)
        if let tint { view.tintColor = tint }
        root.addSubview(view)
        let scene = try Scene(view: root, traits: UITraitCollection(userInterfaceStyle: style))
        let picture = try scene.renderer.rasterize(try scene.displayList(), scale: 3)
        try Data(try picture.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "uiimage-asset-\(name).png"))
        return picture
    }

    @Test func anImageSetIsSizedInPointsAtTheScreensScaleAndDrawsItsDarkVariant() throws {
        let badge = try #require(UIImage(named: "badge", in: bundle, compatibleWith: nil))
        #expect(badge.size == CGSize(width: 20, height: 20) && badge.scale == 3)
        let at2 = try #require(UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(at2.size == CGSize(width: 20, height: 20) && at2.scale == 2)
        // Light: the 3x file's blue disc; dark: the dark 3x file's purple one.
        let light = try render(badge, name: "badge-light").pixel(x: Int(10 * 3), y: Int(10 * 3))
        let dark = try render(badge, style: .dark, name: "badge-dark").pixel(x: Int(10 * 3), y: Int(10 * 3))
        #expect(light.distance(to: RasterImage.Pixel(red: 40, green: 60, blue: 200)) <= 2, "\(light)")
        #expect(dark.distance(to: RasterImage.Pixel(red: 150, green: 40, blue: 200)) <= 2, "\(dark)")
    }

    @Test func aTemplateImageSetDrawsInTheTintColour() throws {
        let glyph = try #require(UIImage(named: "glyph", in: bundle, compatibleWith: nil))
        #expect(glyph.size == CGSize(width: 16, height: 16))
        // The ring's left side (x 1–3 of 16) in the view's tint, not the file's black.
        let ring = try render(glyph, tint: .systemRed, name: "glyph-red").pixel(x: Int(2.5 * 3), y: Int(8 * 3))
        #expect(ring.red > 230 && ring.green < 80 && ring.blue < 80, "\(ring)")
        let original = try render(glyph.withRenderingMode(.alwaysOriginal), tint: .systemRed, name: "glyph-original")
            .pixel(x: Int(2.5 * 3), y: Int(8 * 3))
        #expect(original.red < 30 && original.green < 30, "\(original)")
    }

    @Test func jpegFilesNeedTheirExtensionAndDrawFromFilesAndData() throws {
        #expect(UIImage(named: "banner", in: bundle, compatibleWith: nil) == nil)
        let named = try #require(UIImage(named: "banner.jpg", in: bundle, compatibleWith: nil))
        #expect(named.size == CGSize(width: 12, height: 8))
        let file = try #require(UIImage(contentsOfFile: Self.folder + "/photo-orientation6.jpg"))
        #expect(file.size == CGSize(width: 12, height: 8))   // stored 8 × 12, turned by its EXIF orientation
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/photo.jpg"))
        let fromData = try #require(UIImage(data: data, scale: 2))
        #expect(fromData.size == CGSize(width: 6, height: 4) && fromData.scale == 2)
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        let picture = try render(file, name: "photo-orientation6")
        let left = picture.pixel(x: Int(2 * 3), y: Int(4 * 3)), right = picture.pixel(x: Int(10 * 3), y: Int(4 * 3))
        #expect(left.red > 200 && left.blue < 60 && right.blue > 200 && right.red < 60, "\(left) \(right)")
        let dataPicture = try render(fromData, name: "photo-data")
        #expect(dataPicture.pixel(x: Int(5 * 3), y: Int(2 * 3)).blue > 200)
    }

    @Test func aNameNotFoundIsNilAndSketchpadSaysWhy() throws {
        #expect(UIImage(named: "scan", in: bundle, compatibleWith: nil) == nil)   // a HEIC-only set: not drawn
        let why = try #require(UIImage.lookupFailure(named: "scan", in: bundle))
        #expect(why.contains("scan.heic") && why.contains("cannot draw"), "\(why)")
        // A PDF-only set is drawn, at its page's size in points.
        #expect(UIImage(named: "logo", in: bundle, compatibleWith: nil)?.size == CGSize(width: 24, height: 16))
        #expect(UIImage.lookupFailure(named: "logo", in: bundle) == nil)
        #expect(UIImage.lookupFailure(named: "badge", in: bundle) == nil)
    }

    @Test func aCorruptJPEGIsAnErrorNamingTheFileNotACrash() throws {
        let image = try #require(UIImage(contentsOfFile: Self.folder + "/truncated.jpg"))   // its header reads
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        root.addSubview(UIImageView(image: image))
        do {
            _ = try Scene(view: root).data(format: .png)
            Issue.record("a truncated JPEG was drawn")
        } catch {
            #expect("\(error)".contains("truncated.jpg") && "\(error)".contains("ends early"), "\(error)")
        }
    }
}
