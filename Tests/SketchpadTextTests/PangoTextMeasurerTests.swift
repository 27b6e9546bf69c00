import SketchpadLayout
import SketchpadWidgets
import Testing
@testable import SketchpadText

@Suite struct PangoTextMeasurerTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    @Test func pinnedFamiliesAreTheProjectsOnly() {
        #expect(measurer.availableFamilies.contains("Inter"))
        #expect(measurer.availableFamilies.contains("DejaVu Sans"))
        // Nothing from the machine's default configuration sneaks in.
        let pinned = ["Inter", "DejaVu", PinnedFonts.cjkFamily, PinnedFonts.emojiFamily, PinnedFonts.iconFamily]
        #expect(measurer.availableFamilies.allSatisfy { family in pinned.contains { family.hasPrefix($0) } }, "\(measurer.availableFamilies)")
    }

    @Test func measuresASingleLine() throws {
        let metrics = try measurer.measure("Sign in", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        #expect(metrics.lineCount == 1)
        #expect(metrics.width > 40 && metrics.width < 80)
        #expect(metrics.height > 17 && metrics.height < 25)
        #expect(metrics.firstBaseline > 12 && metrics.firstBaseline < metrics.height)
        #expect(metrics.firstBaseline == metrics.lastBaseline)
        #expect(measurer.warnings.isEmpty)
    }

    @Test func widerWithBoldAndLargerSize() throws {
        let regular = try measurer.measure("Sign in", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        let bold = try measurer.measure("Sign in", font: FontDescription(size: 17, weight: .bold), maxWidth: nil, maxLines: nil)
        let big = try measurer.measure("Sign in", font: FontDescription(size: 34), maxWidth: nil, maxLines: nil)
        #expect(bold.width > regular.width)
        #expect(abs(big.width - 2 * regular.width) < 0.5)
    }

    @Test func wrapsAtTheGivenWidth() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let metrics = try measurer.measure(text, font: FontDescription(size: 15), maxWidth: 120, maxLines: nil)
        #expect(metrics.lineCount >= 4)
        #expect(metrics.width <= 120)
        #expect(metrics.lastBaseline > metrics.firstBaseline)
        let layout = try measurer.layout(text, font: FontDescription(size: 15), width: 120)
        #expect(layout.lineBaselines.count == metrics.lineCount)
        #expect(layout.lineBaselines == layout.lineBaselines.sorted())
    }

    @Test func measuredWidthDoesNotWrapWhenGivenBack() throws {
        let font = FontDescription(size: 13)
        let natural = try measurer.measure("Forgot password?", font: font, maxWidth: nil, maxLines: nil)
        let again = try measurer.measure("Forgot password?", font: font, maxWidth: natural.width + 1e-9, maxLines: nil)
        #expect(again.lineCount == 1)
        #expect(again.width == natural.width)
    }

    @Test func maxLinesEllipsizes() throws {
        let text = "The quick brown fox jumps over the lazy dog and keeps on running far away"
        let layout = try measurer.layout(text, font: FontDescription(size: 15), width: 120, maxLines: 2)
        #expect(layout.metrics.lineCount == 2)
        #expect(layout.isTruncated)
        let paragraphs = try measurer.layout("one\ntwo\nthree\nfour", font: FontDescription(size: 15), maxLines: 2)
        #expect(paragraphs.metrics.lineCount == 2)
        let unlimited = try measurer.layout("one\ntwo\nthree\nfour", font: FontDescription(size: 15), maxLines: 0)
        #expect(unlimited.metrics.lineCount == 4)
        #expect(!unlimited.isTruncated)
    }

    @Test func lineSpacingSpreadsBaselines() throws {
        let tight = try measurer.measure("a\nb", font: FontDescription(size: 15), maxWidth: nil, maxLines: nil)
        let loose = try measurer.measure("a\nb", font: FontDescription(size: 15, lineSpacing: 2), maxWidth: nil, maxLines: nil)
        #expect(loose.lastBaseline - loose.firstBaseline > 1.5 * (tight.lastBaseline - tight.firstBaseline))
    }

    @Test func secondMeasurementIsACacheHit() throws {
        let font = FontDescription(size: 17)
        _ = try measurer.measure("Cached", font: font, maxWidth: 100, maxLines: nil)
        #expect(measurer.cacheMisses == 1 && measurer.cacheHits == 0)
        let first = try measurer.measure("Cached", font: font, maxWidth: 100, maxLines: nil)
        let second = try measurer.measure("Cached", font: font, maxWidth: 100, maxLines: nil)
        #expect(measurer.cacheMisses == 1 && measurer.cacheHits == 2)
        #expect(first == second)
        _ = try measurer.measure("Cached", font: font, maxWidth: 50, maxLines: nil)
        #expect(measurer.cacheMisses == 2)
    }

    @Test(arguments: [2.0, 3.0])
    func metricsInPointsDoNotDependOnScale(scale: Double) throws {
        let scaled = try PangoTextMeasurer(scale: scale)
        let samples: [(String, FontDescription, Double?)] = [
            ("Sign in", FontDescription(size: 17), nil),
            ("Illuminating jiffy wavefront", FontDescription(size: 11, weight: .semibold), nil),
            ("The quick brown fox jumps over the lazy dog again and again", FontDescription(size: 13), 97.5),
            ("مرحبا بالعالم", FontDescription(size: 15), nil),
        ]
        for (text, font, width) in samples {
            let one = try measurer.measure(text, font: font, maxWidth: width, maxLines: nil)
            let other = try scaled.measure(text, font: font, maxWidth: width, maxLines: nil)
            #expect(one == other, "\(text) at scale \(scale)")
        }
    }

    @Test func arabicAndHebrewAreRightToLeft() throws {
        let arabic = try measurer.layout("مرحبا بالعالم", font: FontDescription(size: 17))
        let hebrew = try measurer.layout("שלום עולם", font: FontDescription(size: 17))
        let latin = try measurer.layout("Hello world", font: FontDescription(size: 17))
        #expect(arabic.lineIsRightToLeft == [true])
        #expect(hebrew.lineIsRightToLeft == [true])
        #expect(latin.lineIsRightToLeft == [false])
        #expect(arabic.metrics.width > 20)
        #expect(measurer.warnings.isEmpty, "DejaVu Sans covers Arabic and Hebrew")
    }

    @Test func unavailableFamilyWarnsWithWhatIsUsed() throws {
        let asked = try measurer.measure("Hello", font: FontDescription(family: "Helvetica Neue", size: 17), maxWidth: nil, maxLines: nil)
        let inter = try measurer.measure("Hello", font: FontDescription(family: "Inter", size: 17), maxWidth: nil, maxLines: nil)
        #expect(asked == inter)
        #expect(measurer.warnings == [.unavailableFamily(requested: "Helvetica Neue", used: "Inter")])
        #expect(measurer.warnings[0].description.contains("Helvetica Neue"))
        // Warned once, even when asked again (and answered from the cache).
        _ = try measurer.measure("Hello", font: FontDescription(family: "Helvetica Neue", size: 17), maxWidth: nil, maxLines: nil)
        #expect(measurer.warnings.count == 1)
        _ = try measurer.measure("Hello", font: FontDescription(family: "sans-serif", size: 17), maxWidth: nil, maxLines: nil)
        #expect(measurer.takeWarnings().count == 1)
        #expect(measurer.warnings.isEmpty)
    }

    @Test func uncoveredCharactersWarnWithTheTextAndTheirCodePoints() throws {
        // Devanagari: no pinned face has it (Han characters are covered since WenQuanYi Micro Hei).
        _ = try measurer.measure("नम ok न", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        let warning = TextWarning.uncoveredCharacters(text: "नम ok न", codePoints: [0x928, 0x92E])
        #expect(measurer.takeWarnings() == [warning])
        #expect(warning.description == "no font covers U+0928 (न), U+092E (म) in \"नम ok न\"; they draw as a box")
        // Answered from the cache after the warnings were taken: warned again.
        _ = try measurer.measure("नम ok न", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        #expect(measurer.cacheHits == 1)
        #expect(measurer.warnings == [warning])
        #expect(TextWarning.uncoveredCharacters(text: "x", codePoints: [0xE000, 0x1F389]).description.contains("U+E000, U+1F389 (🎉)"))
    }

    @Test func emojiComeFromThePinnedColourEmojiFont() throws {
        let plain = try measurer.measure("Party time", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        let party = try measurer.measure("Party 🎉 time ✅", font: FontDescription(size: 17), maxWidth: nil, maxLines: nil)
        #expect(measurer.warnings.isEmpty, "\(measurer.warnings)")
        // Scaled to the text size (the font's one bitmap size is 109 px): about one em each, on one line.
        #expect(party.width > plain.width + 2 * 17 && party.width < plain.width + 4 * 17, "\(plain.width) → \(party.width)")
        #expect(party.height < plain.height * 1.4, "\(plain.height) → \(party.height)")
        let runs = try measurer.shape(TextRun("🎉", font: FontDescription(size: 17), color: .black,
                                              frame: Rect(x: 0, y: 0, width: 40, height: 30)))
        #expect(runs.map(\.font.name) == ["Noto Color Emoji"])
    }

    @Test func onlyThePinnedEmojiFileOfItsFolderIsSeen() {
        let conf = PinnedFonts.fontsConf(directories: PinnedFonts.candidateDirectories)
        #expect(conf.contains("<rejectfont><glob>/usr/share/fonts/truetype/noto/*</glob><glob>/usr/share/fonts/truetype/wqy/*</glob></rejectfont>"))
        #expect(conf.contains("<acceptfont><glob>/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf</glob><glob>/usr/share/fonts/truetype/wqy/wqy-microhei.ttc</glob></acceptfont>"))
        #expect(measurer.availableFamilies.filter { $0.hasPrefix("Noto") } == ["Noto Color Emoji"])
        #expect(measurer.availableFamilies.filter { $0.hasPrefix("WenQuanYi") } == ["WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"])
        #expect(measurer.availableFamilies.contains(PinnedFonts.iconFamily))
    }

    @Test func everyIconHasAGlyphInTheIconFont() throws {
        let font = FontDescription(family: Icon.fontFamily, size: 24)
        for name in Icon.names {
            let icon = try #require(Icon(name))
            let metrics = try measurer.measure(icon.glyph, font: font, maxWidth: nil, maxLines: 1)
            #expect(abs(metrics.width - 24) < 0.01, "\(name): an em-square glyph, got \(metrics.width)")
        }
        #expect(measurer.warnings.isEmpty, "\(measurer.warnings)")
    }

    @Test func nulIsAnError() {
        #expect(throws: TextError.nulCharacter(text: "a\u{0}b", offset: 1)) {
            try measurer.measure("a\u{0}b", font: FontDescription(), maxWidth: nil, maxLines: nil)
        }
    }

    @Test func invalidUTF8IsAnError() throws {
        #expect(throws: TextError.invalidUTF8(bytes: [0x61, 0x62, 0xff, 0x63], offset: 2)) {
            try measurer.measure(utf8: [0x61, 0x62, 0xff, 0x63], font: FontDescription(), maxWidth: nil, maxLines: nil)
        }
        #expect(throws: TextError.invalidUTF8(bytes: [0xc3], offset: 0)) {
            try PangoTextMeasurer.decode(utf8: [0xc3])
        }
        let ok = try measurer.measure(utf8: Array("é ok".utf8), font: FontDescription(), maxWidth: nil, maxLines: nil)
        #expect(ok.lineCount == 1)
    }

    @Test(arguments: [0.0, -3, .nan, .infinity])
    func nonPositiveOrNonFiniteSizeIsAnError(size: Double) {
        #expect(throws: TextError.self) {
            try measurer.measure("x", font: FontDescription(size: size), maxWidth: nil, maxLines: nil)
        }
    }

    @Test func badWidthAndLinesAreErrors() {
        #expect(throws: TextError.invalidWidth(-1)) { try measurer.measure("x", font: FontDescription(), maxWidth: -1, maxLines: nil) }
        #expect(throws: TextError.invalidMaxLines(-2)) { try measurer.measure("x", font: FontDescription(), maxWidth: nil, maxLines: -2) }
    }
}
