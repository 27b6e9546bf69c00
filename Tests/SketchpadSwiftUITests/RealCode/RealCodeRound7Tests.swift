import Foundation
import SketchpadDrawing
import SketchpadRender
import SketchpadSwiftUI
import Testing

/// Layout bugs real screens showed (issue 21, round 7): text re-wrapped by pixel rounding.
@MainActor @Suite struct RealCodeRound7Tests {
    /// TiktokReplica's ProfileHeaderView stat row: three 80-wide stacks, 16 apart, on an iPhone 15.
    /// The third caption sits on a half pixel; both its edges rounded inwards, so its frame was a
    /// third of a point narrower than the text and "Likes" was drawn as "Like-" over "s".
    private struct Stat: View {
        let value: Int
        let title: String
        var body: some View {
            VStack {
                Text("\(value)").font(.subheadline).fontWeight(.bold)
                Text(title).font(.caption).foregroundStyle(.gray).accessibilityIdentifier(title)
            }
            .frame(width: 80, alignment: .center)
        }
    }

    @Test func aCaptionCentredOnAHalfPixelKeepsItsOneLine() throws {
        let row = HStack(spacing: 16) {
            Stat(value: 31, title: "Following")
            Stat(value: 42, title: "Followers")
            Stat(value: 53, title: "Likes")
        }
        let sketch = try Sketch(row, device: .iPhone15)
        let alone = try Sketch(Stat(value: 53, title: "Likes").offset(x: 0.5), device: .iPhone15)
        let likes = try #require(sketch.frame(ofID: "Likes")), single = try #require(alone.frame(ofID: "Likes"))
        #expect(likes.width == single.width, "the caption is as wide in the row as alone")
        let lines = try sketch.still.displayList().commands.compactMap { command -> String? in
            // The third column's text (the status bar's is above y = 100).
            guard case .glyphs(let run) = command, run.origin.x > 250, run.origin.y > 100 else { return nil }
            return run.text
        }
        #expect(lines == ["53", "Likes"], "\(lines)")
    }

    /// SafeAreaInsetsBootcamp: a grouped list with a button in a bottom `safeAreaInset`. On iOS
    /// the inset is added to the list's safe area: the list still reaches the screen's safe
    /// bottom (its rows scroll under the inset, its content inset by the inset's height), and the
    /// grouped background runs on under the home indicator. The list used to end above the inset,
    /// with a white band under it.
    @Test func aListUnderASafeAreaInsetReachesUnderItAndItsBackgroundTheScreenEdge() throws {
        let view = List(0..<10) { index in
            Rectangle().frame(height: 100).accessibilityIdentifier("row\(index)")
        }
        .accessibilityIdentifier("list")
        .safeAreaInset(edge: .bottom) { Color.red.frame(width: 60, height: 60).accessibilityIdentifier("inset") }
        let sketch = try Sketch(view, device: .iPhone15)
        let list = try #require(sketch.frame(ofID: "list")), inset = try #require(sketch.frame(ofID: "inset"))
        let safeBottom = 852 - 34.0
        #expect(abs(inset.maxY - safeBottom) < 0.01)
        #expect(abs(list.maxY - safeBottom) < 0.01, "the list reaches under the inset: \(list)")
        // The rows go on under the inset.
        let rows = (0..<10).compactMap { sketch.frame(ofID: "row\($0)") }
        #expect(rows.contains { $0.maxY > inset.minY && $0.minY < inset.maxY }, "\(rows) \(inset)")
        let image = try RasterImage(png: sketch.data(format: .png, scale: 1))
        let below = image.pixel(x: 10, y: 848), grouped = image.pixel(x: 4, y: 400)
        #expect(below == grouped, "the grouped background reaches the bottom edge: \(below) vs \(grouped)")
        #expect(below != RasterImage.Pixel(red: 255, green: 255, blue: 255))
    }
}
