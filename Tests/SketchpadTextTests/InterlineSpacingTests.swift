import SketchpadLayout
import Testing
@testable import SketchpadText

/// `FontDescription.interlineSpacing`: Pango's own spacing between lines (none after the last),
/// in heights, baselines and truncation alike.
@Suite struct InterlineSpacingTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }
    let three = "one\ntwo\nthree"

    @Test func addsItsPointsBetweenEveryTwoLines() throws {
        let plain = try measurer.layout(three, font: FontDescription(size: 17))
        let spaced = try measurer.layout(three, font: FontDescription(size: 17, interlineSpacing: 10))
        #expect(spaced.metrics.lineCount == 3)
        #expect(abs(spaced.metrics.height - (plain.metrics.height + 20)) < 1e-9, "two gaps, none after the last line")
        for line in 0..<3 {
            #expect(abs(spaced.lineBaselines[line] - (plain.lineBaselines[line] + 10 * Double(line))) < 1e-9)
        }
        #expect(spaced.metrics.firstBaseline == plain.metrics.firstBaseline)
    }

    @Test func oneLineIsAsTallAsWithout() throws {
        let plain = try measurer.measure("one", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        let spaced = try measurer.measure("one", font: FontDescription(size: 17, interlineSpacing: 10), maxWidth: nil, maxLines: nil)
        #expect(spaced == plain)
    }

    @Test func wrappedAndTruncatedLinesAreSpacedAlike() throws {
        let text = "The quick brown fox jumps over the lazy dog and runs far away"
        let plain = try measurer.measure(text, font: FontDescription(size: 17), maxWidth: 120, maxLines: nil)
        let spaced = try measurer.measure(text, font: FontDescription(size: 17, interlineSpacing: 6), maxWidth: 120, maxLines: nil)
        #expect(plain.lineCount > 2 && spaced.lineCount == plain.lineCount)
        #expect(abs(spaced.height - plain.height - 6 * Double(plain.lineCount - 1)) < 1e-9)
        // Cut to two lines (the second ellipsized): one gap.
        let twoPlain = try measurer.layout(text, font: FontDescription(size: 17), width: 120, maxLines: 2)
        let two = try measurer.layout(text, font: FontDescription(size: 17, interlineSpacing: 6), width: 120, maxLines: 2)
        #expect(two.isTruncated && two.metrics.lineCount == 2)
        #expect(abs(two.metrics.height - twoPlain.metrics.height - 6) < 1e-9)
    }

    @Test func aNegativeOrInfiniteSpacingIsAnError() {
        #expect(throws: TextError.invalidInterlineSpacing(-1)) {
            try measurer.measure(three, font: FontDescription(interlineSpacing: -1), maxWidth: nil, maxLines: nil)
        }
        #expect(throws: TextError.self) {
            try measurer.measure(three, font: FontDescription(interlineSpacing: .infinity), maxWidth: nil, maxLines: nil)
        }
    }

    @Test func theFixedAdvanceMeasurerSpacesLinesAlike() throws {
        let metrics = try FixedAdvanceTextMeasurer().measure("a\nb\nc", font: FontDescription(size: 10, interlineSpacing: 4), maxWidth: nil, maxLines: nil)
        // Lines 12 points tall, 4 between: 3 × 12 + 2 × 4; the last baseline 2 × 16 + 8.
        #expect(metrics.height == 44 && metrics.lastBaseline == 40)
    }
}
