import Testing
@testable import SketchpadRender
@testable import SketchpadSnapshotEngine
@testable import SketchpadText

/// One markup escaper (issue 25's small twins): SVG text, the golden suite's HTML report and the
/// pinned fonts' fontconfig file escaped text each their own way (the HTML report kept control
/// characters XML cannot hold; fontconfig's file left `>` and `"` as they were).
@Suite struct XMLEscapedTests {
    @Test func theMarkupWritersAgree() {
        let text = "a < b & \"c\" > d\u{1}"
        #expect(text.xmlEscaped == "a &lt; b &amp; &quot;c&quot; &gt; d\u{FFFD}")
        #expect(SVGTextWriter.escape(text) == text.xmlEscaped)
        #expect(HTMLReport.escape(text) == text.xmlEscaped)
        let folder = "/fonts/" + text
        #expect(PinnedFonts.fontsConf(directories: [folder]).contains("<dir>" + folder.xmlEscaped + "</dir>"))
    }
}
