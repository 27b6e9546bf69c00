import Foundation
import Testing
import SketchpadLayout
import SketchpadSwiftUI

/// Which spacing preferences a stack reads to find its gaps: only the edges that face each other
/// along its axis. A text's font metrics shape its top and bottom edges only, so a horizontal gap
/// beside text must not read them (issue 21: an HStack row of VStacks of Text read every text's
/// metrics for gaps that use only leading and trailing preferences, +16% on the text list).
@MainActor @Suite struct StackSpacingQueryTests {
    /// The fixed-advance measurer, counting the font metrics it is asked for.
    final class CountingMeasurer: FontMetricsMeasuring, @unchecked Sendable {
        private let base = FixedAdvanceTextMeasurer()
        private(set) var fontMetricsQueries = 0

        func measure(_ text: String, font: FontDescription, maxWidth: Double?, maxLines: Int?) throws -> TextMetrics {
            try base.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        }

        func fontMetrics(for font: FontDescription) throws -> FontMetrics {
            fontMetricsQueries += 1
            return FontMetrics(ascender: font.size * 0.8, descender: font.size * 0.2, capHeight: font.size * 0.7, leading: 0)
        }
    }

    private func fontMetricsQueries(_ view: some SketchpadSwiftUI.View) throws -> Int {
        let measurer = CountingMeasurer()
        var configuration = StillRender.Configuration()
        configuration.proposal = ProposedViewSize(width: 390, height: nil)
        _ = try StillRender(view, configuration: configuration, measurer: measurer, drawing: false)
        return measurer.fontMetricsQueries
    }

    @Test func horizontalGapsBesideStacksOfTextReadNoFontMetrics() throws {
        // The benchmark's row: every gap is horizontal (the VStacks' own spacing is explicit).
        let row = HStack {
            VStack(alignment: .leading, spacing: 4) { Text("Title"); Text("Detail") }
            Spacer()
            HStack(alignment: .firstTextBaseline, spacing: 4) { Text("42").font(.system(size: 15)); Text("pts") }
            VStack(spacing: 2) { Text("Symbol"); Image(systemName: "star") }.padding(.leading, 2)
        }
        #expect(try fontMetricsQueries(row) == 0)
        #expect(try fontMetricsQueries(HStack { Text("A"); Text("B").frame(width: 20) }) == 0)
    }

    @Test func verticalGapsBetweenTextsStillReadTheirFontMetrics() throws {
        // The control: a gap above or below text depends on its metrics, so the counter counts.
        #expect(try fontMetricsQueries(VStack { Text("Title"); Text("Detail") }) > 0)
        #expect(try fontMetricsQueries(HStack { VStack { Text("Title"); Color.red.frame(height: 2) } }) > 0)
        // An HStack above a shape: its children's bottom edges are asked through the HStack.
        #expect(try fontMetricsQueries(VStack(spacing: nil) { HStack { Text("A"); Spacer() }; Color.red.frame(height: 2) }) > 0)
    }
}
