import Foundation
import SketchpadLayout
import Testing
@testable import SketchpadText

/// Your own fonts: a folder of `.ttf`/`.otf`/`.ttc` files drawn for one run, found by family and
/// PostScript name, and San Francisco (here stood in for by the test font) tracked as on iOS.
@Suite struct FontFolderTests {
    /// Comic Neue Regular and Bold (OFL), in `Tests/Fixtures/Fonts`.
    static let fixtures: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures/Fonts").path
    }()

    func width(_ text: String, _ font: FontDescription, _ measurer: PangoTextMeasurer) throws -> Double {
        try measurer.measure(text, font: font, maxWidth: nil, maxLines: nil).width
    }

    @Test func aFolderListsItsFontFilesInByteOrder() throws {
        let folder = try FontFolder(Self.fixtures)
        #expect(folder.files == ["ComicNeue-Bold.otf", "ComicNeue-Regular.otf"])
    }

    @Test func aMissingOrEmptyFolderOrABadFileIsAClearError() throws {
        #expect(throws: TextError.fontFolderNotFound("/no/such/fonts")) { try FontFolder("/no/such/fonts") }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-fonts-\(getpid())").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        #expect(throws: TextError.noFontsInFolder(empty)) { try FontFolder(empty) }
        let bad = (empty as NSString).appendingPathComponent("Broken.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: bad))
        #expect(throws: TextError.unreadableFont(bad)) { try PangoTextMeasurer(fonts: FontFolder(empty)) }
        #expect(TextError.unreadableFont(bad).description.contains("Broken.ttf"))
    }

    @Test func theFolderDrawsItsFamilyByFamilyAndPostScriptName() throws {
        let pinned = try PangoTextMeasurer(fonts: nil)
        let measurer = try PangoTextMeasurer(fonts: FontFolder(Self.fixtures))
        #expect(measurer.availableFamilies.contains("Comic Neue") && !pinned.availableFamilies.contains("Comic Neue"))
        let comic = FontDescription(family: "Comic Neue", size: 17)
        let inter = FontDescription(family: "Inter", size: 17)
        #expect(try width("Hello, world", comic, measurer) != width("Hello, world", inter, measurer))
        #expect(measurer.warnings.isEmpty, "\(measurer.warnings)")

        let bold = try measurer.font(named: "ComicNeue-Bold", size: 17)
        #expect(bold.weight == .bold && bold.style == .normal)
        #expect(try measurer.font(named: "comic neue", size: 17).weight == .regular)
        // The PostScript name draws the bold face: as wide as the family asked for bold.
        let boldFamily = FontDescription(family: "Comic Neue", size: 17, weight: .bold)
        #expect(try width("Hello", bold, measurer) == width("Hello", boldFamily, measurer))
        #expect(try width("Hello", bold, measurer) != width("Hello", comic, measurer))
        // The pinned fonts have PostScript names too.
        #expect(try measurer.font(named: "Inter-Bold", size: 17).weight == .bold)
    }

    @Test func anUnknownNameNamesTheNearestFamily() throws {
        let measurer = try PangoTextMeasurer(fonts: FontFolder(Self.fixtures))
        #expect(throws: TextError.unknownFont(name: "Comic Nue", nearest: "Comic Neue")) { try measurer.font(named: "Comic Nue", size: 17) }
        #expect(TextError.unknownFont(name: "Comic Nue", nearest: "Comic Neue").description
            == "no font is called 'Comic Nue' (neither a family nor a PostScript name); nearest: 'Comic Neue'")
        _ = try width("Hi", FontDescription(family: "Comic Nue", size: 17), measurer)
        #expect(measurer.warnings == [.unavailableFamily(requested: "Comic Nue", used: "Inter", nearest: "Comic Neue")])
        #expect(measurer.warnings.first?.description == "font family \"Comic Nue\" is not available; using \"Inter\" (nearest family: \"Comic Neue\")")
        // Without the folder the family is not there.
        #expect(throws: TextError.self) { try PangoTextMeasurer(fonts: nil).font(named: "Comic Neue", size: 17) }
    }

    @Test func theSameFontsMeasureTheSameInEveryMeasurer() throws {
        let a = try PangoTextMeasurer(fonts: FontFolder(Self.fixtures)), b = try PangoTextMeasurer(fonts: FontFolder(Self.fixtures))
        let font = FontDescription(family: "Comic Neue", size: 15)
        let text = "The quick brown fox jumps over the lazy dog"
        #expect(try a.measure(text, font: font, maxWidth: 120, maxLines: nil) == b.measure(text, font: font, maxWidth: 120, maxLines: nil))
    }

    /// iOS's tracking table (HIG, SF Pro): the values at listed sizes, linear between them.
    @Test func sanFranciscoIsTrackedAsIOSTracksIt() {
        #expect(abs(SanFrancisco.tracking(forSize: 17) - (-0.442)) < 1e-9)
        #expect(SanFrancisco.tracking(forSize: 12) == 0)
        #expect(abs(SanFrancisco.tracking(forSize: 34) - 0.408) < 1e-9)
        #expect(abs(SanFrancisco.trackingPerEm(forSize: 16.5) - (-23)) < 1e-9)
        #expect(SanFrancisco.trackingPerEm(forSize: 4) == 41 && SanFrancisco.trackingPerEm(forSize: 200) == 0)
    }

    /// With San Francisco in the folder the UI face (Inter, and the generic and system names)
    /// draws in it, tracked by size; here Comic Neue stands in for SF Pro, which cannot be shipped.
    @Test func theUIFaceDrawsInSanFranciscoWhenTheFolderHasIt() throws {
        let sf = try PangoTextMeasurer(scale: 1, fonts: FontFolder(Self.fixtures), sanFrancisco: (["Comic Neue"], ["Comic Neue"]))
        let plain = try PangoTextMeasurer(fonts: FontFolder(Self.fixtures))
        #expect(sf.drawsUIFaceInSanFrancisco && !plain.drawsUIFaceInSanFrancisco)
        let text = "Hello"
        for (size, family) in [(17.0, "Inter"), (34.0, "system-ui")] {
            let untracked = try width(text, FontDescription(family: "Comic Neue", size: size), plain)
            let drawn = try width(text, FontDescription(family: family, size: size), sf)
            // Between characters, not after the last (iOS counts tracking as trailing white space).
            #expect(abs(drawn - (untracked + Double(text.count - 1) * SanFrancisco.tracking(forSize: size))) < 0.01, "\(size): \(drawn) vs \(untracked)")
        }
        // A family named outright is not the UI face: no tracking.
        #expect(try width(text, FontDescription(family: "Comic Neue", size: 17), sf) == width(text, FontDescription(family: "Comic Neue", size: 17), plain))
    }
}
