import Foundation
import Sketchpad
import SketchpadUIKit
import Testing

/// `UIFont(name:size:)` finds your own fonts by family and PostScript name.
@MainActor
@Suite struct CustomFontTests {
    static let fonts: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures/Fonts").path
    }()

    @Test func aPostScriptNameIsItsFamilyWeightAndName() throws {
        try FontFolder.$scoped.withValue(FontFolder(Self.fonts)) {
            let bold = try #require(UIFont(name: "ComicNeue-Bold", size: 28))
            #expect(bold.familyName == "Comic Neue" && bold.fontName == "ComicNeue-Bold" && bold.pointSize == 28)
            let regular = try #require(UIFont(name: "Comic Neue", size: 17))
            #expect(regular.familyName == "Comic Neue")
            // Drawn in the folder's bold face.
            let label = UILabel()
            label.text = "Hello"
            label.font = bold
            label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 60))
            root.addSubview(label)
            let names = try Scene(view: root).displayList().commands.compactMap { command -> String? in
                guard case let .glyphs(run) = command else { return nil }
                return run.font.name
            }
            #expect(names == ["Comic Neue Bold"], "\(names)")
        }
    }

    @Test func aNameFoundNowhereStillDrawsAndNamesTheNearestFamily() throws {
        try FontFolder.$scoped.withValue(FontFolder(Self.fonts)) {
            let typo = try #require(UIFont(name: "Comic Nue", size: 17))
            #expect(typo.familyName == "Comic Nue")
            #expect(throws: TextError.unknownFont(name: "Comic Nue", nearest: "Comic Neue")) {
                try PangoTextMeasurer.font(named: "Comic Nue", size: 17)
            }
        }
    }
}
