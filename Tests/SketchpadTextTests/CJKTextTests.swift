import SketchpadLayout
import SketchpadWidgets
import Testing
@testable import SketchpadText

/// Chinese, Japanese and Korean text: shaped from the pinned WenQuanYi Micro Hei (iOS uses
/// PingFang, Hiragino and Apple SD Gothic Neo), not drawn as boxes.
@Suite struct CJKTextTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    /// Simplified Chinese ("hello world"), Japanese in kana and kanji ("Japanese text"), Korean
    /// Hangul ("hello"), as an app's localized labels would have them.
    static let samples = ["你好世界", "こんにちは日本語", "안녕하세요"]

    @Test(arguments: samples) func shapesFromTheCJKFallbackWithNoMissingGlyphs(_ text: String) throws {
        let font = FontDescription(size: 17)
        let metrics = try measurer.measure(text, font: font, maxWidth: nil, maxLines: nil)
        #expect(measurer.warnings.isEmpty, "\(measurer.warnings)")
        #expect(metrics.lineCount == 1 && metrics.width > 0)
        let runs = try measurer.shape(TextRun(text, font: font, color: .black, frame: Rect(x: 0, y: 0, width: 300, height: 30)))
        // Pango's unknown-glyph marks (the boxes) are the missing glyphs: none.
        #expect(runs.allSatisfy { $0.missingGlyphs.isEmpty }, "\(runs.map(\.missingGlyphs))")
        // One run per script (kana and kanji are two), all in the CJK face.
        #expect(!runs.isEmpty && runs.allSatisfy { $0.font.family == PinnedFonts.cjkFamily }, "\(runs.map(\.font.family))")
        #expect(runs.map(\.glyphs.count).reduce(0, +) == text.count, "a glyph for each character")
    }

    @Test func ideographsAreOneEmWide() throws {
        // WenQuanYi Micro Hei's Han advances are 1 em (full width), as PingFang's are: four
        // characters at 17 pt are 68 pt.
        let metrics = try measurer.measure("你好世界", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        #expect(abs(metrics.width - 68) < 0.5, "\(metrics.width)")
    }

    @Test func mixedWithLatinTheLatinStaysInTheUIFace() throws {
        let runs = try measurer.shape(TextRun("Hi 你好 OK", font: FontDescription(size: 17), color: .black,
                                              frame: Rect(x: 0, y: 0, width: 300, height: 30)))
        #expect(runs.map(\.font.family) == ["Inter", PinnedFonts.cjkFamily, "Inter"])
        #expect(measurer.warnings.isEmpty, "\(measurer.warnings)")
    }

    @Test func theFallbackComesBeforeEmojiAndAfterDejaVu() {
        #expect(PinnedFonts.fallbackFamilies == ["DejaVu Sans", "WenQuanYi Micro Hei", "Noto Color Emoji"])
        #expect(PinnedFonts.candidateDirectories.contains("/usr/share/fonts/truetype/wqy"))
        #expect(PinnedFonts.selectedFiles["/usr/share/fonts/truetype/wqy"] == "wqy-microhei.ttc")
    }
}
