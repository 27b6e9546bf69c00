import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// `SVGTextMode.text`: text as `<text>` elements, placed from the shaped runs, in drawing order.
@Suite struct SVGTextTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer() }

    func svg(_ list: DisplayList, _ mode: SVGTextMode) throws -> String {
        String(decoding: try Renderer(svgText: mode).data(for: list, format: .svg), as: UTF8.self)
    }

    func list(_ runs: [TextRun], before: [DrawCommand] = [], after: [DrawCommand] = []) throws -> DisplayList {
        var list = DisplayList(size: Size(width: 300, height: 120))
        list.append(contentsOf: before)
        for run in runs { try list.appendText(run, shapedBy: measurer) }
        list.append(contentsOf: after)
        return list
    }

    /// The `<text …>…</text>` elements of `svg`.
    func texts(_ svg: String) -> [Substring] {
        var found: [Substring] = [], rest = svg[...]
        while let start = rest.range(of: "<text "), let end = rest[start.lowerBound...].range(of: "</text>") {
            found.append(rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return found
    }

    func attribute(_ name: String, of element: Substring) -> String? {
        guard let start = element.range(of: " \(name)=\"") else { return nil }
        return String(element[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func runsBecomeTextPlacedWhereTheirGlyphsWere() throws {
        let run = TextRun("Sign in", font: FontDescription(size: 17, weight: .semibold), color: Color(hex: 0x007AFF),
                          frame: Rect(x: 20, y: 10, width: 200, height: 30))
        let list = try list([run])
        let shaped = try measurer.shape(run)[0]
        let outlines = try svg(list, .outlines)
        #expect(texts(outlines).isEmpty && outlines.contains("<use xlink:href=\"#glyph"), "outlines stay the default")
        let text = try svg(list, .text)
        #expect(!text.contains("<use xlink:href=\"#glyph"), "no glyph outlines for text")
        let element = try #require(texts(text).first)
        #expect(element.hasSuffix(">Sign in</text>"))
        #expect(attribute("font-family", of: element) == "Inter" && attribute("font-weight", of: element) == "600")
        #expect(attribute("font-size", of: element) == "17" && attribute("fill", of: element) == "rgb(0,122,255)")
        let xs = try #require(attribute("x", of: element)).split(separator: " ").compactMap { Double($0) }
        #expect(xs.count == 7, "one x per character")
        let positions = shaped.glyphPositions
        for (x, glyph) in zip(xs, positions) { #expect(abs(x - glyph.x) < 1e-3, "\(x) vs \(glyph.x)") }
        #expect(abs(Double(attribute("y", of: element)!)! - positions[0].y) < 1e-3, "on the baseline")
    }

    @Test func textKeepsItsPlaceInTheDrawingOrderAndItsClip() throws {
        let cover = DrawCommand.fill(.rect(Rect(x: 0, y: 0, width: 300, height: 60)), Color(hex: 0x123456))
        let label = TextRun("Hidden <&> \"quoted\"", font: FontDescription(size: 15), color: .black,
                            frame: Rect(x: 10, y: 10, width: 280, height: 20))
        var clipped = try list([label], after: [cover])
        let text = try svg(clipped, .text)
        let element = try #require(texts(text).first)
        #expect(element.contains(">Hidden &lt;&amp;&gt; &quot;quoted&quot;</text>"))
        let textAt = try #require(text.range(of: "<text "))
        let coverAt = try #require(text.range(of: "fill:rgb(7.058824%,20.392157%,33.72549%)"))
        #expect(textAt.lowerBound < coverAt.lowerBound, "drawn before the box that covers it, as its glyphs were")
        // Inside a clip: the element sits in the clip's group.
        clipped = try list([label], before: [.pushClip(.rect(Rect(x: 0, y: 0, width: 100, height: 100)))], after: [.popClip])
        let inClip = try svg(clipped, .text)
        let group = try #require(inClip.range(of: "clip-path=\"url(#"))
        #expect(group.lowerBound < (try #require(inClip.range(of: "<text "))).lowerBound)
    }

    @Test func rightToLeftRunsEndAtTheirRightEdge() throws {
        let run = TextRun("مرحبا", font: FontDescription(size: 20), color: .black, frame: Rect(x: 10, y: 10, width: 200, height: 30),
                          alignment: .right)
        let shaped = try measurer.shape(run)[0]
        let element = try #require(texts(try svg(list([run]), .text)).first)
        #expect(attribute("text-anchor", of: element) == "end")
        #expect(abs(Double(attribute("x", of: element)!)! - (shaped.origin.x + shaped.pen.x + shaped.advance)) < 1e-3)
        #expect(abs(shaped.origin.x + shaped.pen.x + shaped.advance - 210) < 0.01, "right aligned: the run ends at the frame's edge")
    }

    @Test func iconsAndEmojiStayPictures() throws {
        let icon = TextRun(Icon("star.fill")!.glyph, font: FontDescription(family: Icon.fontFamily, size: 24), color: .black,
                           frame: Rect(x: 10, y: 10, width: 24, height: 24))
        let words = TextRun("Party 🎉", font: FontDescription(size: 17), color: .black, frame: Rect(x: 40, y: 10, width: 200, height: 30))
        let text = try svg(list([icon, words]), .text)
        #expect(texts(text).map { $0.hasSuffix(">Party </text>") } == [true], "\(texts(text))")
        #expect(text.contains("<use xlink:href=\"#glyph") && text.contains("<image"), "the icon's outline and the emoji's bitmap")
    }
}
