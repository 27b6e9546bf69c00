import Foundation
import Sketchpad
import SketchpadTesting
import Testing

/// The test fonts (Comic Neue, OFL).
private let fixtureFonts: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/Fonts").path
}()

/// SketchpadTesting's test-wide fonts: the `.fonts` trait and `withFonts`.
@Suite(.fonts(fixtureFonts)) struct FontsTraitTests {
    static let fonts = fixtureFonts

    @Test func theTraitGivesEveryMeasurerTheFolder() throws {
        #expect(try FontFolder.resolvedCurrent()?.path == Self.fonts)
        #expect(try PangoTextMeasurer().availableFamilies.contains("Comic Neue"))
    }

    @Test func withFontsScopesAFolderAndABadOneFails() throws {
        let other = try withFonts(Self.fonts) { try FontFolder.resolvedCurrent()?.files }
        #expect(other == ["ComicNeue-Bold.otf", "ComicNeue-Regular.otf"])
        #expect(throws: TextError.fontFolderNotFound("/no/fonts/here")) { try withFonts("/no/fonts/here") { 1 } }
    }
}
