import Foundation
import SketchpadRender
import SketchpadSwiftUI
import SketchpadWidgets
import Testing

/// `Text` in Chinese, Japanese and Korean draws glyphs (from the pinned WenQuanYi Micro Hei), not
/// the boxes of characters no font covers.
@MainActor @Suite struct CJKTextRenderTests {
    @Test func chineseJapaneseAndKoreanTextDrawGlyphs() throws {
        let lines = ["你好世界", "こんにちは日本語", "안녕하세요"]
        let view = VStack(alignment: .leading, spacing: 8) {
            Text(lines[0]).font(.title3).accessibilityIdentifier("line0")
            Text(lines[1]).font(.title3).accessibilityIdentifier("line1")
            Text(lines[2]).font(.title3).accessibilityIdentifier("line2")
        }
        let sketch = try Sketch(view.padding(), size: CGSize(width: 260, height: 160), scale: 2)
        let runs = try sketch.still.displayList().commands.compactMap { command -> GlyphRun? in
            if case .glyphs(let run) = command { return run } else { return nil }
        }
        // A run per script (the Japanese line's kana and kanji are two), none with missing glyphs.
        #expect(!runs.isEmpty && runs.allSatisfy { $0.missingGlyphs.isEmpty }, "\(runs.map(\.missingGlyphs))")
        let glyphCount: Int = runs.map { $0.glyphs.count }.reduce(0, +)
        let characterCount: Int = lines.map { $0.count }.reduce(0, +)
        #expect(glyphCount == characterCount, "a glyph for each character")
        let image = try RasterImage(png: sketch.data(format: .png, scale: 2))
        try Data(try image.pngData()).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "cjk-swiftui.png"))
        for index in lines.indices {
            let frame = try #require(sketch.frame(ofID: "line\(index)"))
            #expect(frame.width > 60, "\(lines[index]): \(frame)")
            var ink = 0
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) where image.pixel(x: x, y: y).red < 128 { ink += 1 }
            }
            // Strokes of a 20-point line: hundreds of dark pixels at 2×.
            #expect(ink > 300, "\(lines[index]): \(ink) dark pixels")
        }
    }
}
