import Foundation
import SketchpadLayout
import SketchpadWidgets
import Testing
@testable import SketchpadText

/// Text with spans in their own fonts and colours, and the line break modes that cut without an
/// ellipsis.
@Suite struct TextSpanTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    static let body = FontDescription(size: 17)
    static let bold = FontDescription(size: 17, weight: .bold)
    static let red = Color(red: 1, green: 0, blue: 0)

    func runs(_ text: String, spans: [TextSpan], width: Double = 1000, height: Double = 200, maxLines: Int? = nil,
              truncation: TextTruncation = .tail) throws -> [GlyphRun] {
        try measurer.shape(TextRun(text, font: Self.body, color: .black, frame: Rect(x: 0, y: 0, width: width, height: height),
                                   maxLines: maxLines, truncation: truncation, spans: spans))
    }

    @Test func aBoldSpanWidensOnlyItsOwnText() throws {
        let text = "Hello world"
        let plain = try measurer.measure(text, font: Self.body, maxWidth: nil, maxLines: nil)
        let allBold = try measurer.measure(text, font: Self.bold, maxWidth: nil, maxLines: nil)
        // Measured after the plain text: a cache that ignored spans would answer with its width.
        let mixed = try measurer.measure(text, spans: [TextSpan(0..<5, font: Self.bold)], font: Self.body, maxWidth: nil,
                                         maxLines: nil, truncation: .tail)
        #expect(mixed.width > plain.width + 0.5)
        #expect(mixed.width < allBold.width - 0.5)
        let boldHello = try measurer.measure("Hello", font: Self.bold, maxWidth: nil, maxLines: nil).width
        let plainWorld = try measurer.measure(" world", font: Self.body, maxWidth: nil, maxLines: nil).width
        #expect(abs(mixed.width - (boldHello + plainWorld)) < 0.5, "\(mixed.width) vs \(boldHello + plainWorld)")
    }

    @Test func aLargerSpanMakesItsLineTaller() throws {
        let text = "small BIG small"
        let plain = try measurer.measure(text, font: Self.body, maxWidth: nil, maxLines: nil)
        let big = TextSpan(text.range(of: "BIG")!, in: text, font: FontDescription(size: 34))
        let mixed = try measurer.measure(text, spans: [big], font: Self.body, maxWidth: nil, maxLines: nil, truncation: .tail)
        #expect(mixed.height > plain.height * 1.6)
        #expect(mixed.firstBaseline > plain.firstBaseline + 10)
    }

    @Test func eachRunIsShapedInItsSpansFontAndColour() throws {
        let text = "Plain bold red tail"
        let spans = [TextSpan(text.range(of: "bold")!, in: text, font: Self.bold),
                     TextSpan(text.range(of: "red")!, in: text, color: Self.red)]
        let shaped = try runs(text, spans: spans)
        let byText = shaped.map { ($0.text, $0.font.weight, $0.color) }
        #expect(shaped.map(\.text).joined() == text)
        let boldRun = try #require(shaped.first { $0.text == "bold" }, "\(byText)")
        #expect(boldRun.font.weight == 700 && boldRun.color == .black)
        let redRun = try #require(shaped.first { $0.text == "red" }, "\(byText)")
        #expect(redRun.color == Self.red && redRun.font.weight == 400)
        #expect(shaped.filter { $0.text != "red" }.allSatisfy { $0.color == .black })
        // Runs follow each other along the one line.
        for (a, b) in zip(shaped, shaped.dropFirst()) { #expect(abs(a.pen.x + a.advance - b.pen.x) < 0.01) }
    }

    @Test func spansWrapWithTheTextAsOneParagraph() throws {
        let text = "Every word here is bold and long enough to wrap"
        let bold = [TextSpan(0..<text.utf8.count, font: Self.bold)]
        let plain = try measurer.measure(text, font: Self.body, maxWidth: 150, maxLines: nil)
        let wrapped = try measurer.measure(text, spans: bold, font: Self.body, maxWidth: 150, maxLines: nil, truncation: .tail)
        #expect(wrapped.lineCount >= plain.lineCount && wrapped.lineCount >= 3)
        #expect(wrapped.width <= 150)
        let shaped = try runs(text, spans: bold, width: 150)
        #expect(Set(shaped.map(\.pen.y)).count == wrapped.lineCount)
        #expect(shaped.allSatisfy { $0.font.weight == 700 })
    }

    @Test func spansOutsideTheTextOrInsideACharacterAreErrors() throws {
        let text = "Café"   // "é" is two UTF-8 bytes, 3..<5
        #expect(throws: TextError.invalidSpan(range: 0..<9, text: text)) {
            try measurer.measure(text, spans: [TextSpan(0..<9, color: Self.red)], font: Self.body, maxWidth: nil, maxLines: nil,
                                 truncation: .tail)
        }
        #expect(throws: TextError.invalidSpan(range: 0..<4, text: text)) { try runs(text, spans: [TextSpan(0..<4, font: Self.bold)]) }
        let message = TextError.invalidSpan(range: 0..<4, text: text).description
        #expect(message.contains("0..<4") && message.contains("5 UTF-8 bytes"))
        #expect(throws: TextError.invalidFontSize(0)) { try runs(text, spans: [TextSpan(0..<5, font: FontDescription(size: 0))]) }
        // Whole characters are fine.
        #expect(try runs(text, spans: [TextSpan(3..<5, font: Self.bold)]).last?.text == "é")
    }

    @Test func kernAddsItsPointsAfterEachCharacterOfItsSpan() throws {
        let text = "Kerned text"
        let plain = try measurer.measure(text, font: Self.body, maxWidth: nil, maxLines: nil)
        let kerned = try measurer.measure(text, spans: [TextSpan(0..<6, kern: 2)], font: Self.body, maxWidth: nil, maxLines: nil,
                                          truncation: .tail)
        // Pango spaces characters by half the kern on each side, none at the line's start: 5 gaps
        // inside "Kerned" and half a kern before the space after it.
        #expect(abs(kerned.width - (plain.width + 5.5 * 2)) < 0.1, "\(kerned.width) vs \(plain.width)")
        #expect(throws: TextError.invalidKern(.infinity)) {
            try measurer.measure(text, spans: [TextSpan(0..<6, kern: .infinity)], font: Self.body, maxWidth: nil, maxLines: nil,
                                 truncation: .tail)
        }
    }

    // MARK: - Cutting without an ellipsis

    static let long = "Alpha Bravo Charlie Delta Echo Foxtrot"

    /// The text a one-line run in a 150-point frame shows.
    func shown(_ truncation: TextTruncation, maxLines: Int = 1) throws -> (text: String, runs: [GlyphRun]) {
        let shaped = try runs(Self.long, spans: [], width: 150, height: 30, maxLines: maxLines, truncation: truncation)
        return (shaped.map(\.text).joined(), shaped)
    }

    @Test func wordWrappingShowsTheWordsThatFitWithNoEllipsis() throws {
        let shown = try shown(.wordWrap)
        #expect(!shown.text.contains("…"))
        #expect(Self.long.hasPrefix(shown.text) && shown.text.count < Self.long.count)
        // Cut between words: what follows in the full text is a space.
        let next = Self.long.dropFirst(shown.text.trimmingSuffixSpaces.count).first
        #expect(next == " ", "shown \(shown.text.debugDescription)")
        #expect(shown.runs.allSatisfy { $0.pen.x + $0.advance <= 150 + 1e-6 })
        let layout = try measurer.layout(Self.long, font: Self.body, width: 150, maxLines: 1, truncation: .wordWrap)
        #expect(layout.isTruncated && layout.metrics.lineCount == 1 && layout.metrics.width <= 150)
    }

    @Test func charWrappingShowsTheCharactersThatFit() throws {
        let word = try shown(.wordWrap).text
        let chars = try shown(.charWrap).text
        #expect(!chars.contains("…"))
        #expect(Self.long.hasPrefix(chars) && chars.count > word.trimmingSuffixSpaces.count)
        // Wrapping between characters fills lines further, so it needs no more lines than words do.
        let text = "Supercalifragilistic expialidocious words"
        let byWord = try measurer.measure(text, spans: [], font: Self.body, maxWidth: 120, maxLines: nil, truncation: .wordWrap)
        let byChar = try measurer.measure(text, spans: [], font: Self.body, maxWidth: 120, maxLines: nil, truncation: .charWrap)
        #expect(byChar.lineCount < byWord.lineCount, "\(byChar.lineCount) vs \(byWord.lineCount)")
    }

    @Test func clippingKeepsTheLineWholeForTheFrameToClip() throws {
        let shown = try shown(.clip)
        #expect(shown.text == Self.long)
        let end = try #require(shown.runs.last.map { $0.pen.x + $0.advance })
        #expect(end > 150)
        #expect(shown.runs.allSatisfy { $0.origin.x == 0 })
    }

    @Test func wrappingModesDropLinesBeyondTheLastWithNoEllipsis() throws {
        let text = "one two three four five six seven eight nine ten"
        for truncation in [TextTruncation.wordWrap, .charWrap, .clip] {
            let layout = try measurer.layout(text, font: Self.body, width: 80, maxLines: 2, truncation: truncation)
            #expect(layout.metrics.lineCount == 2 && layout.isTruncated, "\(truncation)")
            let shaped = try runs(text, spans: [], width: 80, height: 60, maxLines: 2, truncation: truncation)
            let shownText = shaped.map(\.text).joined()
            #expect(!shownText.contains("…") && text.hasPrefix(shownText.replacingOccurrences(of: "\n", with: "")), "\(truncation): \(shownText)")
        }
        // Lines of separate paragraphs are dropped with their line breaks.
        let paragraphs = try measurer.layout("first\nsecond\nthird", font: Self.body, maxLines: 2, truncation: .wordWrap)
        let twoLines = try measurer.measure("first\nsecond", font: Self.body, maxWidth: nil, maxLines: nil)
        #expect(paragraphs.metrics == twoLines)
    }
}

private extension String {
    var trimmingSuffixSpaces: Substring {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
