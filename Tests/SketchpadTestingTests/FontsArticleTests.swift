import Foundation
import Sketchpad
import SketchpadTesting
import Testing

// The blocks of Sources/Sketchpad/Sketchpad.docc/Fonts.md, compiled and run (with the test fonts,
// Comic Neue, standing in for a design team's folder).

private let brandFonts: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/Fonts").path
}()

@Suite(.fonts(brandFonts)) struct BrandedScreens {
    @Test func theBrandFontIsThere() throws {
        #expect(try PangoTextMeasurer().availableFamilies.contains("Comic Neue"))
    }
}

@Suite struct FontsArticleTests {
    @Test func aSceneAndAMeasurerTakeAFontsFolder() throws {
        let root = View()
        root.addSubview(Label("Comic relief", font: FontDescription(family: "Comic Neue", size: 17)))
        let scene = try Scene(device: .iPhone15, root: root, fonts: FontFolder(brandFonts))
        let measurer = try PangoTextMeasurer(fonts: FontFolder(brandFonts))
        #expect(measurer.availableFamilies.contains("Comic Neue"))
        #expect(try !scene.data(format: .png).isEmpty)
    }

    @Test func withFontsDrawsInTheFolder() throws {
        let root = View()
        root.addSubview(Label("Comic relief", font: FontDescription(family: "Comic Neue", size: 17)))
        let data = try withFonts(brandFonts) { try Scene(size: Size(width: 200, height: 60), root: root).data(format: .png) }
        let pinned = try Scene(size: Size(width: 200, height: 60), root: root).data(format: .png)
        #expect(data != pinned, "the folder's Comic Neue draws differently from the pinned fallback")
    }
}
