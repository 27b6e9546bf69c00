import Foundation
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// `lineSpacing(_:)` is the text engine's own spacing between lines: measured heights, drawn
/// lines and baselines agree on it, and there is none after the last line.
@MainActor @Suite struct TextLineSpacingTests {
    private let size = CGSize(width: 200, height: 300)
    private let three = "one\ntwo\nthree"

    @Test func addsExactlyItsPointsBetweenLines() throws {
        let plain = try #require(Sketch(Text(three).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        for spacing in [1, 7, 10, 24] as [CGFloat] {
            let spaced = try #require(Sketch(Text(three).lineSpacing(spacing).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
            #expect(spaced.height == plain.height + 2 * spacing, "\(spacing): \(plain.height) → \(spaced.height)")
        }
        // Wrapped lines are spaced as paragraphs are.
        let long = "The quick brown fox jumps over the lazy dog and runs far away"
        let wrapped = try #require(Sketch(Text(long).frame(width: 120).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        let spacedWrapped = try #require(Sketch(Text(long).lineSpacing(5).frame(width: 120).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        let lines = try #require(Sketch(Text("one").accessibilityIdentifier("t"), size: size).frame(ofID: "t")).height
        let count = (wrapped.height / lines).rounded()
        #expect(count > 2 && spacedWrapped.height == wrapped.height + 5 * (count - 1))
    }

    @Test func drawnLinesMoveByTheSpacing() throws {
        func ink(_ view: some View) throws -> (top: Int, bottom: Int) {
            let picture = try RasterImage(png: Sketch(view.frame(width: 200, height: 300, alignment: .topLeading), size: size).data(format: .png))
            var top = Int.max, bottom = -1
            for y in 0..<picture.height {
                for x in 0..<picture.width where picture.pixel(x: x, y: y).distance(to: RasterImage.Pixel(red: 0, green: 0, blue: 0)) < 200 {
                    top = min(top, y); bottom = max(bottom, y)
                }
            }
            return (top, bottom)
        }
        let plain = try ink(Text(three).foregroundStyle(.black))
        let spaced = try ink(Text(three).lineSpacing(10).foregroundStyle(.black))
        // The first line stays; the third is drawn 20 points lower, where it was measured.
        #expect(spaced.top == plain.top)
        #expect(spaced.bottom == plain.bottom + 20)
    }

    @Test func baselinesFollowTheSpacing() throws {
        func boxBelowTextTop(_ text: some View) throws -> CGFloat {
            let sketch = try Sketch(HStack(alignment: .lastTextBaseline) {
                text.accessibilityIdentifier("t")
                Color.red.frame(width: 10, height: 10).accessibilityIdentifier("box")
            }, size: size)
            return try #require(sketch.frame(ofID: "box")).minY - (try #require(sketch.frame(ofID: "t"))).minY
        }
        // The box stands on the last baseline, two gaps lower in the spaced text.
        #expect(try boxBelowTextTop(Text(three).lineSpacing(10)) == (try boxBelowTextTop(Text(three))) + 20)
    }

    @Test func heightOfferedCountsTheSpacing() throws {
        // Exactly the height of two spaced lines: two lines (not one, as dividing the spaced
        // height by the line count would give), the second truncated.
        let two = try #require(Sketch(Text("one\ntwo").lineSpacing(10).accessibilityIdentifier("t"), size: size).frame(ofID: "t"))
        let sketch = try Sketch(Text(three).lineSpacing(10).accessibilityIdentifier("t").frame(height: two.height), size: size)
        #expect(try #require(sketch.frame(ofID: "t")).height == two.height)
    }
}
