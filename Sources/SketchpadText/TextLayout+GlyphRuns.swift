import CPangoCairo
import SketchpadLayout
import SketchpadDrawing

extension TextLayout {
    /// Pango's glyph ids for glyphs it draws nothing for, and for characters no font covers.
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF
    static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The layout's glyphs, run by run, with its top-left at `origin`, each run in the colour
    /// `color` gives for the UTF-8 offset its text starts at (Pango splits runs where colour
    /// attributes change).
    ///
    /// Walks lines and runs the way Pango's renderer draws a layout (`pango_renderer_draw_layout`,
    /// then `pango_cairo_renderer_draw_glyph_item`): each line starts at its logical x and
    /// baseline, each run at the pen advanced by the runs before it (with their start and end
    /// offsets), each glyph at the run's pen plus the advances before it and its own offset, all in
    /// Pango units until the one division a renderer does. So painting the runs places every glyph
    /// where `pango_cairo_show_layout` would have.
    func glyphRuns(origin: Point, color: (Int) -> Color, fonts: (UnsafeMutablePointer<PangoFont>) -> GlyphFont) -> [GlyphRun] {
        guard let iterator = pango_layout_get_iter(pangoLayout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let text = pango_layout_get_text(pangoLayout)
        let scale = Double(PANGO_SCALE)
        var runs: [GlyphRun] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let lineX = logical.x
            let baseline = pango_layout_iter_get_baseline(iterator)
            var xOffset: Int32 = 0
            var node = line.pointee.runs
            while let current = node {
                defer { node = current.pointee.next }
                guard let item = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) else { continue }
                let width = pango_glyph_string_get_width(item.pointee.glyphs)
                xOffset += item.pointee.start_x_offset
                let pen = Point(x: Double(lineX + xOffset) / scale, y: Double(baseline - item.pointee.y_offset) / scale)
                if let run = glyphRun(item, text: text, origin: origin, pen: pen, color: color, fonts: fonts) {
                    runs.append(run)
                }
                xOffset += width + item.pointee.end_x_offset
            }
        } while pango_layout_iter_next_line(iterator) != 0
        return runs
    }

    private func glyphRun(_ item: UnsafeMutablePointer<PangoGlyphItem>, text: UnsafePointer<CChar>?, origin: Point, pen: Point,
                          color: (Int) -> Color, fonts: (UnsafeMutablePointer<PangoFont>) -> GlyphFont) -> GlyphRun? {
        guard let glyphString = item.pointee.glyphs, let pangoItem = item.pointee.item,
              let font = pangoItem.pointee.analysis.font else { return nil }
        let scale = Double(PANGO_SCALE)
        var glyphs: [GlyphRun.Glyph] = []
        var missing: [GlyphRun.MissingGlyph] = []
        var position: Int32 = 0
        for i in 0..<Int(glyphString.pointee.num_glyphs) {
            let info = glyphString.pointee.glyphs[i]
            let id = info.glyph
            if id != Self.emptyGlyph {
                let x = Double(position + info.geometry.x_offset) / scale
                let y = info.geometry.y_offset == 0 ? 0 : Double(info.geometry.y_offset) / scale
                if id & Self.unknownGlyphFlag != 0 {
                    let codePoint = id & ~Self.unknownGlyphFlag
                    // No box for an uncovered space, as Pango does.
                    if codePoint != 0x20 {
                        missing.append(.init(codePoint: codePoint, x: x, y: y, width: Double(info.geometry.width) / scale))
                    }
                } else {
                    glyphs.append(.init(id: id, x: x, y: y))
                }
            }
            position += info.geometry.width
        }
        var runText = ""
        var clusters: [GlyphRun.Cluster] = []
        let backward = pangoItem.pointee.analysis.level & 1 != 0
        if let text {
            let start = text + Int(pangoItem.pointee.offset)
            runText = String(decoding: UnsafeRawBufferPointer(start: start, count: Int(pangoItem.pointee.length)), as: UTF8.self)
            clusters = Self.clusters(item, text: text)
        }
        return GlyphRun(font: fonts(font), color: color(Int(pangoItem.pointee.offset)), origin: origin, pen: pen, glyphs: glyphs, missingGlyphs: missing,
                        text: runText, clusters: clusters, clustersAreBackward: backward, advance: Double(position) / scale)
    }

    /// Cairo text clusters for a run, as `pango_cairo_renderer_draw_glyph_item` makes them: one per
    /// Pango cluster, not counting glyphs that draw nothing.
    private static func clusters(_ item: UnsafeMutablePointer<PangoGlyphItem>, text: UnsafePointer<CChar>) -> [GlyphRun.Cluster] {
        guard let glyphString = item.pointee.glyphs else { return [] }
        let backward = (item.pointee.item?.pointee.analysis.level ?? 0) & 1 != 0
        var iterator = PangoGlyphItemIter()
        var clusters: [GlyphRun.Cluster] = []
        guard pango_glyph_item_iter_init_start(&iterator, item, text) != 0 else { return [] }
        repeat {
            let bytes = Int(iterator.end_index - iterator.start_index)
            var count = Int(backward ? iterator.start_glyph - iterator.end_glyph : iterator.end_glyph - iterator.start_glyph)
            let lower = Int(min(iterator.start_glyph, iterator.end_glyph + 1))
            let upper = Int(max(iterator.start_glyph + 1, iterator.end_glyph))
            if lower < upper {
                for i in lower..<upper {
                    let id = glyphString.pointee.glyphs[i].glyph
                    if id == emptyGlyph || id & unknownGlyphFlag != 0 { count -= 1 }
                }
            }
            clusters.append(.init(byteCount: bytes, glyphCount: count))
        } while pango_glyph_item_iter_next_cluster(&iterator) != 0
        return clusters
    }
}
