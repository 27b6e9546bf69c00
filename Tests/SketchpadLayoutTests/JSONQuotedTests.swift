import Foundation
import Testing
import SketchpadLayout
import SketchpadWidgets

/// One JSON string writer (issue 25: layout JSON, `.frames.json`, display-list dumps and benchmark
/// reports each escaped strings their own way, with `\r` and hex digits differing between them).
@Suite struct JSONQuotedTests {
    @Test func escapesWhatJSONNeedsAndControlCharacters() {
        #expect("plain".jsonQuoted == "\"plain\"")
        #expect("say \"hi\" \\ ok".jsonQuoted == "\"say \\\"hi\\\" \\\\ ok\"")
        #expect("a\nb\rc\td".jsonQuoted == "\"a\\nb\\rc\\td\"")
        #expect("\u{0}\u{1B}\u{7F}\u{85}\u{9F}".jsonQuoted == "\"\\u0000\\u001b\\u007f\\u0085\\u009f\"")
        #expect("é ✓ 😀 \u{A0}".jsonQuoted == "\"é ✓ 😀 \u{A0}\"")
    }

    /// Whatever the text, a JSON parser reads back the string that was written.
    @Test func aJSONParserReadsBackEveryString() throws {
        let scalars = (0...0x2FF).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{2029}", "\u{FEFF}", "😀"]
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        for sample in [text, "\"", "\\", "", "a\r\nb"] {
            let read = try JSONDecoder().decode(String.self, from: Data(sample.jsonQuoted.utf8))
            #expect(read == sample)
        }
    }

    /// The layout snapshot's JSON and the display-list dump write strings the same way.
    @Test func theWritersAgree() {
        let text = "tab\there \"q\" \u{1}"
        #expect(JSONValue.string(text).rendered() == text.jsonQuoted)
        #expect(JSONValue.object([(text, .number(1))]).compact == "{" + text.jsonQuoted + ": 1}")
        let font = GlyphFont(name: "Inter Regular", size: 12, key: "k")
        let run = GlyphRun(font: font, color: .black, origin: .zero, pen: .zero, glyphs: [], text: text)
        #expect(DisplayList.describe(.glyphs(run)).hasPrefix("glyphs " + text.jsonQuoted + " "))
    }
}
