import Foundation
import Testing

/// `render --svg-text` writes text as `<text>`; without it SVG text is glyph outlines.
@Suite(.enabled(if: sketchpadExecutable != nil, "the sketchpad executable is not built next to the tests"))
struct SVGTextCommandLineTests {
    @Test func theFlagSwitchesSVGTextToTextElements() throws {
        let dir = try temporaryFolder(["good.yaml": goodTemplate])
        let outlines = try runCLI(["render", dir + "/good.yaml", "-o", dir + "/a", "--format", "svg"])
        let text = try runCLI(["render", dir + "/good.yaml", "-o", dir + "/b", "--format", "svg,png", "--svg-text"])
        #expect(outlines.status == 0 && text.status == 0, "\(text.err)")
        let a = try String(contentsOfFile: dir + "/a/good.svg", encoding: .utf8)
        let b = try String(contentsOfFile: dir + "/b/good.svg", encoding: .utf8)
        #expect(!a.contains("<text ") && a.contains("<use xlink:href=\"#glyph"))
        #expect(b.contains(">Hello</text>") && b.contains(">OK</text>") && !b.contains("<use xlink:href=\"#glyph"))
        #expect(FileManager.default.fileExists(atPath: dir + "/b/good.png"), "other formats are unaffected")
        #expect(try runCLI(["render", "--help"]).out.contains("--svg-text"))
    }
}
