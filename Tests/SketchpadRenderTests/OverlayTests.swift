import SketchpadLayout
import SketchpadText
import SketchpadWidgets
import Testing
@testable import SketchpadRender

/// Overlays explain without hiding: id tags outside their views, baselines in their own colour, a legend.
@Suite struct OverlayTests {
    func glyphRuns(_ list: DisplayList) -> [GlyphRun] {
        list.commands.compactMap { c -> GlyphRun? in if case .glyphs(let run) = c { return run } else { return nil } }
    }

    @Test func idTagsNeverCoverTheirView() throws {
        let (scene, views) = try loginScene()
        let result = scene.layout()
        let list = try scene.displayList(for: result, overlays: .viewIDs)
        let tags = glyphRuns(list).filter { $0.font.size == OverlayPainter.tagFont.size }
        var checked = 0
        for (id, view) in views where id != "root" {
            let frame = try #require(result.frame(of: view))
            let tag = try #require(tags.first { $0.text == id }, "a tag for \(id)")
            let box = try shapedBox(tag)
            let overlap = box.intersection(frame).map { $0.width > 0.01 && $0.height > 0.01 } ?? false
            #expect(!overlap, "the tag of \(id) \(box) covers its view \(frame)")
            checked += 1
        }
        #expect(checked >= 10)
        // The root fills the canvas: it is named in the legend instead.
        #expect(glyphRuns(list).contains { $0.text == "fills the canvas: root" })
    }

    /// The box a tag's text was shaped in: its run's origin and measured size.
    func shapedBox(_ run: GlyphRun) throws -> Rect {
        let metrics = try PangoTextMeasurer().measure(run.text, font: OverlayPainter.tagFont, maxWidth: nil, maxLines: 1)
        return Rect(x: run.origin.x, y: run.origin.y, width: metrics.width, height: metrics.height)
    }

    @Test func tagsAvoidEachOtherAndStayOnTheCanvas() {
        let canvas = Rect(x: 0, y: 0, width: 200, height: 200)
        let size = Size(width: 30, height: 12)
        let view = Rect(x: 20, y: 40, width: 100, height: 30)
        let first = OverlayPainter.tagPlace(for: view, size: size, canvas: canvas, avoiding: [], content: [])
        #expect(first == Rect(x: 20, y: 27, width: 30, height: 12), "above, at the leading corner")
        let second = OverlayPainter.tagPlace(for: view, size: size, canvas: canvas, avoiding: [first!], content: [])
        #expect(second == Rect(x: 90, y: 27, width: 30, height: 12), "then at the trailing corner")
        let atTop = OverlayPainter.tagPlace(for: Rect(x: 20, y: 0, width: 100, height: 30), size: size, canvas: canvas, avoiding: [], content: [])
        #expect(atTop == Rect(x: 20, y: 31, width: 30, height: 12), "below when there is no room above")
        // Above would cover a label's content: below is free.
        let label = Rect(x: 0, y: 20, width: 200, height: 18)
        #expect(OverlayPainter.tagPlace(for: view, size: size, canvas: canvas, avoiding: [], content: [label, view])?.minY == 71)
        #expect(OverlayPainter.tagPlace(for: canvas, size: size, canvas: canvas, avoiding: [], content: []) == nil)
    }

    @Test func baselinesHaveAColourNoOtherOverlayUses() {
        typealias P = Overlays.Palette
        func distance(_ a: Color, _ b: Color) -> Double {
            let d = [a.red - b.red, a.green - b.green, a.blue - b.blue]
            return (d.map { $0 * $0 }.reduce(0, +)).squareRoot()
        }
        for other in [P.frame, P.margin, P.safeArea, P.readableContent, P.customGuide, P.idBackground] {
            #expect(distance(P.firstBaseline, other) > 0.35, "\(P.firstBaseline) vs \(other)")
            #expect(distance(P.lastBaseline, other) > 0.35)
        }
    }

    @Test func aLegendUnderTheCanvasNamesTheColoursShown() throws {
        let (scene, _) = try loginScene()
        let plain = try scene.displayList()
        #expect(plain.size == Device.iPhone15.size)
        let framed = try scene.displayList(overlays: [.frames, .baselines])
        #expect(framed.size.width == plain.size.width && framed.size.height > plain.size.height + 20, "the legend adds a strip")
        let names = glyphRuns(framed).filter { $0.origin.y >= plain.size.height }.map(\.text)
        #expect(names == ["frame", "first baseline", "last baseline"], "only what is shown: \(names)")
        let all = glyphRuns(try scene.displayList(overlays: .all)).filter { $0.origin.y >= plain.size.height }.map(\.text)
        for name in ["frame", "layout margins", "safe area", "first baseline", "view id"] { #expect(all.contains(name), "\(name)") }
        // Nothing of the legend is drawn over the canvas.
        let image = try scene.renderer.rasterize(framed, scale: 1)
        #expect(image.height == Int(framed.size.height))
        #expect(image.pixel(atPoint: Point(x: 2, y: plain.size.height + 2)) == RasterImage.Pixel(Overlays.Palette.legendBackground))
    }
}
