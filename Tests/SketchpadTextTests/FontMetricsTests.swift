import SketchpadLayout
import Testing
@testable import SketchpadText

/// The font metrics SwiftUI's text spacing is computed from, checked against the pinned UI
/// face's own tables (Inter 4: unitsPerEm 2816; hhea ascender 2728, descender −680, line gap 0;
/// OS/2 capHeight 2048), to within the shaper's rounding (1/1024 point).
@Suite struct FontMetricsTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    @Test(arguments: [12.0, 17, 34])
    func interMetricsAreItsTables(size: Double) throws {
        let metrics = try measurer.fontMetrics(for: FontDescription(size: size))
        let unit = size / 2816
        #expect(abs(metrics.ascender - 2728 * unit) < 0.01, "\(metrics)")
        #expect(abs(metrics.descender - 680 * unit) < 0.01, "\(metrics)")
        #expect(abs(metrics.capHeight - 2048 * unit) < 0.02, "\(metrics)")
        #expect(metrics.leading == 0)
    }

    @Test func aLineOfTextIsAscenderPlusDescenderTall() throws {
        let font = FontDescription(size: 17, weight: .semibold)
        let metrics = try measurer.fontMetrics(for: font)
        let line = try measurer.measure("Sign in", font: font, maxWidth: nil, maxLines: nil)
        #expect(abs(line.height - metrics.lineHeight) < 0.001)
        #expect(abs(line.firstBaseline - metrics.ascender) < 0.001)
    }

    @Test func lineSpacingDoesNotChangeTheFontsMetrics() throws {
        let plain = try measurer.fontMetrics(for: FontDescription(size: 17))
        let spaced = try measurer.fontMetrics(for: FontDescription(size: 17, lineSpacing: 1.5))
        #expect(plain == spaced)
    }

    @Test func dejaVuSerifHasItsOwnMetrics() throws {
        let inter = try measurer.fontMetrics(for: FontDescription(size: 17))
        let serif = try measurer.fontMetrics(for: FontDescription(family: "serif", size: 17))
        #expect(serif != inter)
        #expect(serif.capHeight > 0 && serif.capHeight < serif.ascender)
    }
}
