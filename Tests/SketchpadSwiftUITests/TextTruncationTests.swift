import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// Text given less height than its lines need draws the lines that fit, the last one truncated,
/// as iOS does, instead of drawing past its frame.
@MainActor @Suite struct TextTruncationTests {
    @Test func textInATooShortFrameDrawsOnlyTheLinesThatFit() throws {
        let words = "The quick brown fox jumps over the lazy dog and keeps running far beyond the fence at the end of the field"
        let view = Text(words).frame(width: 120, height: 40).accessibilityIdentifier("box")
        let sketch = try Sketch(view, size: CGSize(width: 200, height: 200))
        let box = try #require(sketch.frame(ofID: "box"))
        let picture = try RasterImage(png: sketch.data(format: .png, scale: 1))
        func inked(_ rows: Range<Int>) -> Bool {
            rows.contains { y in (0..<200).contains { x in picture.pixel(x: x, y: y).red < 200 } }
        }
        #expect(inked(Int(box.minY)..<Int(box.maxY)), "the lines that fit are drawn")
        #expect(!inked(Int(box.maxY) + 2..<200), "nothing is drawn below the text's frame")
    }
}
