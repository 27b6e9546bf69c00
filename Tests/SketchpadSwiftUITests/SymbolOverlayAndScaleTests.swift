import Foundation
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// `Image(systemName:)` of a numbered or dice symbol draws its container and its characters with
/// no warning (before: a placeholder and a warning), and `imageScale(_:)` sizes symbols 0.8 × and
/// 1.3 × (before: drawn at the medium size with an "effect not drawn" warning).
@MainActor
@Suite struct SymbolOverlayAndScaleTests {
    @Test func aNumberedSymbolDrawsItsCircleAndDigitWithoutWarning() throws {
        let sketch = try Sketch(HStack { Image(systemName: "1.circle"); Image(systemName: "die.face.3.fill") },
                                size: CGSize(width: 100, height: 40))
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        let runs = try sketch.still.displayList().commands.compactMap { command -> GlyphRun? in
            if case .glyphs(let run) = command { return run } else { return nil }
        }
        #expect(runs.contains { $0.font.family == Icon.fontFamily && $0.text == Icon("1.circle")!.glyph })
        #expect(runs.contains { $0.text == "1" && $0.font.family != Icon.fontFamily }, "the digit is drawn over the circle")
        // The filled die is a knocked-out group: a colour-matrix filter around the square and its pips.
        #expect(try sketch.still.displayList().commands.contains { if case .pushFilter(.colorMatrix) = $0 { return true } else { return false } })
    }

    @Test func imageScaleSizesSymbolsByApplesFactors() throws {
        let sketch = try Sketch(HStack {
            Image(systemName: "star.fill").imageScale(.small).accessibilityIdentifier("small")
            Image(systemName: "star.fill").accessibilityIdentifier("medium")
            Image(systemName: "star.fill").imageScale(.large).accessibilityIdentifier("large")
            Image(systemName: "star.fill").resizable().imageScale(.large).frame(width: 30, height: 30).accessibilityIdentifier("resizable")
        }, size: CGSize(width: 200, height: 60))
        #expect(sketch.diagnostics.isEmpty, "\(sketch.diagnostics)")
        // 1.2 × the 17-point body font is 20.4, rounded to 20; × 0.8 = 16.32 → 16; × 1.3 = 26.52 → 27.
        #expect(sketch.frame(ofID: "small")?.size == CGSize(width: 16, height: 16))
        #expect(sketch.frame(ofID: "medium")?.size == CGSize(width: 20, height: 20))
        #expect(sketch.frame(ofID: "large")?.size == CGSize(width: 27, height: 27))
        #expect(sketch.frame(ofID: "resizable")?.size == CGSize(width: 30, height: 30))
        // Centred on the text's cap height, as the medium one: the three share a centre line in the row.
        let mids = ["small", "medium", "large"].compactMap { sketch.frame(ofID: $0)?.midY }
        #expect(mids.count == 3 && mids.allSatisfy { abs($0 - mids[1]) < 0.51 }, "\(mids)")
    }
}
