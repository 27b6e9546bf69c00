import SketchpadLayout
import Testing
@testable import SketchpadText
import SketchpadWidgets

/// `FontDescription.smallCaps`: Pango's small-caps variants (synthesized for the pinned faces,
/// which have no `smcp`/`c2sc`), measured as they are drawn.
@Suite struct SmallCapsTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    func width(_ text: String, _ caps: FontDescription.SmallCaps = [], spans: [TextSpan] = []) throws -> Double {
        try measurer.layout(text, font: FontDescription(size: 30, smallCaps: caps), spans: spans).metrics.width
    }

    @Test func allSmallCapsAreNarrowerThanCapitalsAndUnlikeLowercase() throws {
        let small = try width("small caps", .all)
        #expect(small < (try width("SMALL CAPS")), "capitals the height of lowercase letters are narrower than capitals")
        // Other letters than the lowercase ones (Pango scales Inter's capitals to its x height,
        // which makes them a little narrower than its lowercase letters).
        #expect(small != (try width("small caps")))
        // All small caps make capitals small too: the same letters either way.
        #expect(try width("SMALL CAPS", .all) == small)
    }

    @Test func lowercaseSmallCapsLeaveCapitalsAlone() throws {
        #expect(try width("ABC", .lowercase) == (try width("ABC")))
        #expect(try width("abc", .lowercase) != (try width("abc")))
        #expect(try width("abc", .lowercase) == (try width("abc", .all)))
    }

    @Test func uppercaseSmallCapsShrinkOnlyCapitals() throws {
        #expect(try width("rocket", .uppercase) == (try width("rocket")), "lowercase letters stay")
        #expect(try width("NASA", .uppercase) < (try width("NASA")))
        #expect(try width("NASA", .uppercase) == (try width("NASA", .all)))
        // In mixed text only the run of capitals changes.
        let mixed = try width("NASA rocket", .uppercase)
        #expect(try mixed < width("NASA rocket") && mixed > width("NASA rocket", .all))
    }

    @Test func aSpanCarriesItsOwnSmallCaps() throws {
        let text = "plain caps"
        let range = try #require(text.range(of: "caps"))
        let spanned = [TextSpan(range, in: text, font: FontDescription(size: 30, smallCaps: .all))]
        let partly = try width(text, spans: spanned)
        #expect(try partly != width(text) && partly != width(text, .all))
        // A span without small caps in small-caps text is drawn plain.
        let plainSpan = [TextSpan(range, in: text, font: FontDescription(size: 30))]
        #expect(try width(text, .all, spans: plainSpan) != (try width(text, .all)))
    }

    @Test func smallCapsRangesCoverRunsOfCapitals() {
        let ranges = PangoTextMeasurer.smallCapsRanges("aBC dÉ", font: FontDescription(smallCaps: .uppercase), spans: [])
        // The text plain, then "BC" (bytes 1..<3) and "É" (two bytes, 5..<7) as small capitals.
        #expect(ranges.map(\.0) == [0..<7, 1..<3, 5..<7])
        // Pango's PANGO_VARIANT_NORMAL is 0, PANGO_VARIANT_ALL_SMALL_CAPS 2.
        #expect(ranges.map(\.1.rawValue) == [0, 2, 2])
        #expect(PangoTextMeasurer.smallCapsRanges("abc", font: FontDescription(), spans: []).isEmpty)
    }
}
