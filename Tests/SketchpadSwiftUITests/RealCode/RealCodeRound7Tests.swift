import Foundation
import SketchpadDrawing
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
}
