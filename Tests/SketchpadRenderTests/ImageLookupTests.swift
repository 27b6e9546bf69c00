import Foundation
import SketchpadLayout
import SketchpadWidgets
import Testing

/// `ImageLookup`: names found as `UIImage(named:)` finds them, in Tests/Fixtures/Images.
struct ImageLookupTests {
    static let folder = ImageDecodingTests.folder
    static let badge = folder + "/Assets.xcassets/badge.imageset/"

    func find(_ name: String, scale: Double) -> Result<ImageAsset, ImageLookupError> {
        ImageLookup(folders: [Self.folder], scale: scale).find(name)
    }

    @Test func anImageSetGivesTheFileForTheDeviceScaleAndItsDarkVariant() throws {
        let at3 = try find("badge", scale: 3).get()
        #expect(at3.path == Self.badge + "badge@3x.png" && at3.darkPath == Self.badge + "badge-dark@3x.png" && at3.scale == 3)
        let at2 = try find("badge", scale: 2).get()
        #expect(at2.path == Self.badge + "badge@2x.png" && at2.darkPath == Self.badge + "badge-dark@2x.png" && at2.scale == 2)
        // No 1x file: the nearest scale, 2x.
        #expect(try find("badge", scale: 1).get().path == Self.badge + "badge@2x.png")
        #expect(at3.path(for: "dark") == at3.darkPath && at3.path(for: "light") == at3.path && !at3.isTemplate)
        // 60 px at 3x and 40 px at 2x are both 20 pt.
        #expect(try ImageView(asset: at3).measureContent(using: FixedAdvanceTextMeasurer(), fittingWidth: nil).size == Size(width: 20, height: 20))
        #expect(try ImageView(asset: at2).measureContent(using: FixedAdvanceTextMeasurer(), fittingWidth: nil).size == Size(width: 20, height: 20))
    }

    @Test func imageSetsInGroupsAndTheirTemplateIntentAreFound() throws {
        let glyph = try find("glyph", scale: 3).get()
        #expect(glyph.path.hasSuffix("Assets.xcassets/Icons/glyph.imageset/glyph.png") && glyph.isTemplate && glyph.scale == 1)
    }

    @Test func vectorImageSetsAreFoundAtTheVectorScaleAndOtherFormatsAreAnErrorNamingTheFile() throws {
        let logo = try find("logo", scale: 2).get()
        #expect(logo.path == Self.folder + "/Assets.xcassets/logo.imageset/logo.pdf" && logo.scale == 3)
        // The 24 × 16 pt page is 72 × 48 px at the vector scale: 24 × 16 pt again.
        #expect(try ImageView(asset: logo).measureContent(using: FixedAdvanceTextMeasurer(), fittingWidth: nil).size == Size(width: 24, height: 16))
        #expect(try find("mark", scale: 3).get().path.hasSuffix("mark.imageset/mark.svg"))
        guard case .failure(let error) = find("scan", scale: 3) else { Issue.record("scan found"); return }
        #expect(error == .unsupportedFormat(name: "scan", file: Self.folder + "/Assets.xcassets/scan.imageset/scan.heic"))
        #expect(error.description.contains("scan.heic") && error.description.contains("cannot draw"))
        guard case .failure(let broken) = find("broken", scale: 3) else { Issue.record("broken found"); return }
        #expect(broken == .unreadable(name: "broken", file: Self.folder + "/Assets.xcassets/broken.imageset/broken.pdf"))
    }

    @Test func looseFilesAtTheNearestScaleAndOtherFormatsOnlyWithTheirExtension() throws {
        #expect(try find("star", scale: 3).get().path == Self.folder + "/star@3x.png")
        #expect(try find("star", scale: 2).get().path == Self.folder + "/star@2x.png")
        #expect(try find("star.png", scale: 1).get() == ImageAsset(name: "star.png", path: Self.folder + "/star@2x.png", scale: 2))
        // As on iOS, a name without an extension means PNG: a JPEG needs its extension.
        guard case .failure(let error) = find("banner", scale: 3) else { Issue.record("banner found without .jpg"); return }
        #expect(error.description.contains("banner.png") && error.description.contains(Self.folder))
        #expect(try find("banner.jpg", scale: 3).get() == ImageAsset(name: "banner.jpg", path: Self.folder + "/banner.jpg", scale: 1))
    }

    @Test func aFileThatIsNotAnImageIsAnErrorNamingIt() {
        guard case .failure(let error) = find("not-an-image", scale: 3) else { Issue.record("found"); return }
        #expect(error == .unreadable(name: "not-an-image", file: Self.folder + "/not-an-image.png"))
    }
}
