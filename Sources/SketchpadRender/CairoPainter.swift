import CPangoCairo
import Foundation
import SketchpadLayout
@_spi(Render) import SketchpadText
import SketchpadWidgets

/// Plays a display list into a Cairo context: a pure walk over self-contained commands. Knows
/// nothing of views, themes, templates, text layout or files. The context's current transform
/// maps points to the output's units (a scale for PNG).
struct CairoPainter {
    /// The context drawn into: the output's, or a filter group's raster while one is open.
    var cairo: OpaquePointer
    /// Cairo surfaces made for the bitmaps drawn so far (a bitmap drawn twice is converted once),
    /// and the backdrops made so far; shared with the painters that replay the list for a backdrop.
    let cache: PainterCache
    /// The alpha of each opacity group that is open, innermost last.
    private var opacities: [Double] = []
    /// The groups open (clips, transforms, opacity and filter groups), innermost last: a replay
    /// for a backdrop closes what it left open.
    var openGroups: [DrawCommand] = []
    /// The filter groups open, innermost last, each with the context drawn around it.
    var filterLayers: [FilterLayer] = []
    /// Pixels per point of the rasters filters work on: the PNG's scale, or 2 for SVG and PDF.
    let rasterScale: Double
    /// Raster pixels per device unit of the output's context (1 for PNG, whose device unit is a
    /// pixel; `rasterScale` for SVG and PDF, whose device unit is a point).
    let outputRasterPerDevice: Double
    /// The canvas in raster pixels.
    let canvasPixels: PixelRect
    /// The list being painted, for replaying what lies behind a backdrop.
    var list: DisplayList?
    /// Whether the output keeps text (PDF): glyphs then go out with their characters.
    private let outputKeepsText: Bool
    /// For SVG text: the marker colour of each glyph run, in order; runs are then drawn as
    /// markers (see ``SVGTextWriter``) and collected in ``markedRuns``.
    var textMarkers: [UInt32]?
    private(set) var markedRuns: [SVGTextWriter.Marked] = []

    /// A painter for `cairo`, whose device units are `devicePerPoint` to a point (the PNG's scale,
    /// 1 for SVG and PDF), on a canvas of `canvasSize` points; filters work at `rasterScale`
    /// pixels a point.
    init(cairo: OpaquePointer, canvasSize: Size, devicePerPoint: Double, rasterScale: Double, cache: PainterCache = PainterCache()) {
        self.cairo = cairo
        self.cache = cache
        self.rasterScale = rasterScale
        outputRasterPerDevice = rasterScale / devicePerPoint
        canvasPixels = PixelRect(x: 0, y: 0, width: Int((canvasSize.width * rasterScale - 1e-6).rounded(.up)),
                                 height: Int((canvasSize.height * rasterScale - 1e-6).rounded(.up)))
        outputKeepsText = cairo_surface_has_show_text_glyphs(cairo_get_target(cairo)) != 0
    }

    /// Raster pixels per device unit of the context drawn into now.
    var rasterPerDevice: Double { filterLayers.isEmpty ? outputRasterPerDevice : 1 }

    /// Paints a list the one validator passed (`CheckedDisplayList`): the painter checks nothing again.
    mutating func paint(_ checked: CheckedDisplayList) throws {
        try paint(checked.list, upTo: checked.list.commands.count)
        try check("drawing")
    }

    /// Paints the background and the first `end` commands of `list`.
    mutating func paint(_ list: DisplayList, upTo end: Int) throws {
        self.list = list
        if let background = list.background {
            setSource(background)
            cairo_rectangle(cairo, 0, 0, list.size.width, list.size.height)
            cairo_fill(cairo)
        }
        for index in 0..<end { try paint(list.commands[index], at: index) }
    }

    mutating func paint(_ command: DrawCommand, at index: Int) throws {
        switch command {
        case .pushClip, .pushTransform, .pushOpacity, .pushFilter: openGroups.append(command)
        case .popClip, .popTransform, .popOpacity, .popFilter: openGroups.removeLast()
        default: break
        }
        switch command {
        case .fill(let shape, let color):
            addPath(shape)
            setSource(color)
            cairo_fill(cairo)
        case .fillGradient(let shape, let gradient):
            guard let pattern = makePattern(gradient, reaching: shape.bounds) else { break }
            defer { cairo_pattern_destroy(pattern) }
            addPath(shape)
            cairo_set_source(cairo, pattern)
            cairo_fill(cairo)
        case .strokeGradient(let shape, let style, let gradient):
            let b = shape.bounds, w = style.width
            guard let pattern = makePattern(gradient, reaching: Rect(x: b.minX - w, y: b.minY - w, width: b.width + 2 * w, height: b.height + 2 * w))
            else { break }
            defer { cairo_pattern_destroy(pattern) }
            addPath(shape)
            stroke(style, source: pattern)
        case .stroke(let shape, let style):
            addPath(shape)
            stroke(style)
        case .shadow(let shape, let shadow):
            paintShadow(shape, shadow)
        case .line(let from, let to, let style):
            cairo_move_to(cairo, from.x, from.y)
            cairo_line_to(cairo, to.x, to.y)
            stroke(style)
        case .glyphs(let run):
            // Icons and colour emoji stay pictures: a private-use character means nothing as text,
            // and few viewers draw the emoji font's bitmaps at the right size.
            // Inside a filter group text is pixels like the rest.
            if let markers = textMarkers, filterLayers.isEmpty, markedRuns.count < markers.count,
               run.font.family != PinnedFonts.iconFamily, run.font.family != PinnedFonts.emojiFamily {
                paintMarker(for: run, color: markers[markedRuns.count])
            } else {
                try paintGlyphs(run)
            }
        case .image(let bitmap, let frame):
            try paintImage(bitmap, frame: frame)
        case .slicedImage(let bitmap, let frame, let slicing):
            try paintSlicedImage(bitmap, frame: frame, slicing)
        case .pushClip(let shape):
            cairo_save(cairo)
            addPath(shape)
            cairo_clip(cairo)
        case .popClip, .popTransform:
            cairo_restore(cairo)
        case .pushTransform(let t):
            cairo_save(cairo)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
        case .pushOpacity(let alpha):
            opacities.append(alpha)
            cairo_push_group(cairo)
        case .popOpacity:
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacities.popLast() ?? 1)
        case .pushFilter(let filter):
            try pushFilter(filter)
        case .popFilter:
            try popFilter()
        case .backdrop(let shape, let filters):
            try paintBackdrop(shape, filters, at: index)
        }
    }

    func setSource(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }

    /// Strokes the current path with `style`, in its colour or in `source` (a gradient).
    private func stroke(_ style: StrokeStyle, source: OpaquePointer? = nil) {
        if let source { cairo_set_source(cairo, source) } else { setSource(style.color) }
        cairo_set_line_width(cairo, style.width)
        switch style.cap {
        case .butt: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cairo, CAIRO_LINE_JOIN_BEVEL)
        }
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), style.dashPhase) }
        cairo_stroke(cairo)
        if !style.dash.isEmpty { cairo_set_dash(cairo, nil, 0, 0) }
    }

    func addPath(_ shape: Shape) {
        switch shape {
        case .rect(let r):
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
        case .roundedRect(let r, let cornerRadius):
            let radius = max(0, min(cornerRadius, r.width / 2, r.height / 2))
            guard radius > 0 else {
                cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
                return
            }
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, r.maxX - radius, r.minY + radius, radius, -Double.pi / 2, 0)
            cairo_arc(cairo, r.maxX - radius, r.maxY - radius, radius, 0, Double.pi / 2)
            cairo_arc(cairo, r.minX + radius, r.maxY - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cairo, r.minX + radius, r.minY + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
        case .ellipse(let r):
            guard r.width > 0, r.height > 0 else { return }
            cairo_save(cairo)
            cairo_translate(cairo, r.midX, r.midY)
            cairo_scale(cairo, r.width / 2, r.height / 2)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
            cairo_close_path(cairo)
            cairo_restore(cairo)
        case .path(let path):
            for element in path.elements {
                switch element {
                case .move(let p): cairo_move_to(cairo, p.x, p.y)
                case .line(let p): cairo_line_to(cairo, p.x, p.y)
                case .curve(let c1, let c2, let e): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, e.x, e.y)
                case .close: cairo_close_path(cairo)
                }
            }
        }
    }

    /// The Cairo pattern of `gradient` (the caller destroys it): Cairo's linear and radial
    /// patterns (an ellipse is a circle under a vertical scale), and for an angular gradient a
    /// mesh of thin wedges around the centre out past `bounds`, each shading from its start colour
    /// to its end colour (Cairo has no conic pattern). No stops: nil, and nothing is drawn.
    private func makePattern(_ gradient: GradientPaint, reaching bounds: Rect) -> OpaquePointer? {
        guard !gradient.stops.isEmpty else { return nil }
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case .linear(let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            addStops(gradient, to: pattern)
        case .radial(let center, let startRadius, let endRadius, let yScale):
            pattern = cairo_pattern_create_radial(0, 0, startRadius, 0, 0, endRadius)
            addStops(gradient, to: pattern)
            // Pattern space = scale(1, 1/yScale) · (user space − centre).
            var matrix = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1 / yScale, x0: -center.x, y0: -center.y / yScale)
            cairo_pattern_set_matrix(pattern, &matrix)
        case .angular(let center, let startAngle, let endAngle):
            pattern = angularMesh(gradient, center: center, startAngle: startAngle, endAngle: endAngle, reaching: bounds)
        }
        if case .angular = gradient.geometry {} else { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
        return pattern
    }

    private func addStops(_ gradient: GradientPaint, to pattern: OpaquePointer?) {
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    /// Wedges around `center` out past every corner of `bounds`: the gradient's sweep cut at each
    /// stop and at least every 1/32 turn (a wedge shades linearly, as the gradient does between
    /// stops), then, when the sweep is short of a turn, the gap: the end colour to its middle,
    /// the start colour after it.
    private func angularMesh(_ gradient: GradientPaint, center: Point, startAngle: Double, endAngle: Double,
                             reaching bounds: Rect) -> OpaquePointer? {
        let turn = 2 * Double.pi
        var start = startAngle, sweep = endAngle - startAngle
        if abs(sweep) > turn { start = endAngle - (sweep > 0 ? turn : -turn); sweep = endAngle - start }
        let corners = [(bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY), (bounds.maxX, bounds.maxY)]
        let radius = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max().map { $0 + 2 } ?? 1
        guard let mesh = cairo_pattern_create_mesh() else { return nil }
        func wedge(from a: Double, to b: Double, _ colorA: Color, _ colorB: Color) {
            guard a != b else { return }
            let k = 4.0 / 3.0 * tan((b - a) / 4) * radius
            let pa = (center.x + radius * cos(a), center.y + radius * sin(a))
            let pb = (center.x + radius * cos(b), center.y + radius * sin(b))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, pa.0, pa.1)
            cairo_mesh_pattern_curve_to(mesh, pa.0 - k * sin(a), pa.1 + k * cos(a), pb.0 + k * sin(b), pb.1 - k * cos(b), pb.0, pb.1)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [colorA, colorA, colorB, colorB].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.red, color.green, color.blue, color.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let maxStep = turn / 32
        if sweep != 0 {
            let cuts = ([0, 1] + gradient.stops.map(\.location)).sorted()
            for (l0, l1) in zip(cuts, cuts.dropFirst()) where l1 > l0 {
                let pieces = max(1, Int((abs(sweep) * (l1 - l0) / maxStep).rounded(.up)))
                for i in 0..<pieces {
                    let t0 = l0 + (l1 - l0) * Double(i) / Double(pieces), t1 = l0 + (l1 - l0) * Double(i + 1) / Double(pieces)
                    // Just inside the piece, so a hard stop at its edge gives the colour of this side.
                    let epsilon = (t1 - t0) * 1e-6
                    wedge(from: start + sweep * t0, to: start + sweep * t1,
                          gradient.color(at: t0 + epsilon), gradient.color(at: t1 - epsilon))
                }
            }
        }
        let gap = (sweep >= 0 ? turn : -turn) - sweep
        if abs(gap) > 1e-9, let first = gradient.stops.first?.color, let last = gradient.stops.last?.color {
            let end = start + sweep, middle = end + gap / 2
            let pieces = max(1, Int((abs(gap) / 2 / maxStep).rounded(.up)))
            for i in 0..<pieces {
                let step = gap / 2 / Double(pieces)
                wedge(from: end + step * Double(i), to: end + step * Double(i + 1), last, last)
                wedge(from: middle + step * Double(i), to: middle + step * Double(i + 1), first, first)
            }
        }
        return mesh
    }

    /// Stacked copies of the shape, each a little larger and fainter: a blur look-alike that is
    /// the same in raster and vector output.
    private func paintShadow(_ shape: Shape, _ shadow: Shadow) {
        let moved = shape.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        guard shadow.blur > 0 else {
            addPath(moved)
            setSource(shadow.color)
            cairo_fill(cairo)
            return
        }
        let layers = 4
        // n layers of alpha a' stack to 1 - (1 - a')^n in the middle; solve for a' so the middle
        // gets the shadow colour's own alpha.
        let layerAlpha = 1 - pow(1 - min(shadow.color.alpha, 0.999), 1 / Double(layers))
        for i in 0..<layers {
            let grow = shadow.blur * (Double(layers - i) / Double(layers)) - shadow.blur / 2
            addPath(moved.outset(by: grow))
            setSource(shadow.color.withAlpha(layerAlpha))
            cairo_fill(cairo)
        }
    }

    /// Places the run's glyphs as Pango's Cairo renderer does: the origin goes through Cairo's
    /// current point (so it is snapped to 1/256 of a device unit, as drawing a layout at a point
    /// snaps it), then the pen and each glyph's offset are added, in that order.
    private func paintGlyphs(_ run: GlyphRun) throws {
        guard let resource = run.font.resource as? PangoFontResource, let scaledFont = resource.scaledFont else {
            throw RenderError.invalidGeometry(command: nil, detail: "glyphs in \(run.font) carry no loaded font")
        }
        cairo_move_to(cairo, run.origin.x, run.origin.y)
        var originX = 0.0, originY = 0.0
        cairo_get_current_point(cairo, &originX, &originY)
        let baseX = originX + run.pen.x, baseY = originY + run.pen.y
        cairo_save(cairo)
        setSource(run.color)
        if !run.glyphs.isEmpty {
            var glyphs = run.glyphs.map {
                cairo_glyph_t(index: UInt($0.id), x: baseX + $0.x, y: $0.y == 0 ? baseY : baseY + $0.y)
            }
            cairo_set_scaled_font(cairo, scaledFont)
            if outputKeepsText, filterLayers.isEmpty, run.clustersAreConsistent {
                var clusters = run.clusters.map { cairo_text_cluster_t(num_bytes: Int32($0.byteCount), num_glyphs: Int32($0.glyphCount)) }
                let flags: cairo_text_cluster_flags_t = run.clustersAreBackward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0)
                run.text.withCString { text in
                    cairo_show_text_glyphs(cairo, text, Int32(run.text.utf8.count), &glyphs, Int32(glyphs.count),
                                           &clusters, Int32(clusters.count), flags)
                }
            } else {
                cairo_show_glyphs(cairo, &glyphs, Int32(glyphs.count))
            }
        }
        for missing in run.missingGlyphs {
            // A box the width of the character's advance, standing on the baseline.
            let size = run.font.size
            let height = size * 0.7, width = max(missing.width * 0.8, size * 0.3)
            let x = baseX + missing.x + (missing.width - width) / 2, baseline = baseY + missing.y
            cairo_new_path(cairo)
            cairo_rectangle(cairo, x, baseline - height, width, height)
            cairo_set_line_width(cairo, max(0.5, size / 16))
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// A triangle over the run's line box in its marker colour, for ``SVGTextWriter`` to replace:
    /// as large as the text, so it is clipped (or not) as the text would be.
    private mutating func paintMarker(for run: GlyphRun, color: UInt32) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        markedRuns.append(.init(run: run, transform: Transform2D(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)))
        let x = run.origin.x + run.pen.x, top = run.origin.y + run.pen.y - run.font.size
        let width = max(run.advance, 1), height = run.font.size * 1.3
        cairo_new_path(cairo)
        cairo_move_to(cairo, x, top)
        cairo_line_to(cairo, x + 2 * width, top)
        cairo_line_to(cairo, x, top + 2 * height)
        cairo_close_path(cairo)
        setSource(Color(hex: color))
        cairo_fill(cairo)
    }

    /// The Cairo surface of `bitmap`, made once per painter cache.
    func surface(for bitmap: Bitmap) throws -> BitmapSurface {
        if let known = cache.surfaces[bitmap] { return known }
        let image = try BitmapSurface(bitmap)
        cache.surfaces[bitmap] = image
        return image
    }

    private mutating func paintImage(_ bitmap: Bitmap, frame: Rect) throws {
        let image = try surface(for: bitmap)
        guard bitmap.width > 0, bitmap.height > 0, frame.width > 0, frame.height > 0 else { return }
        let scale = min(frame.width / Double(bitmap.width), frame.height / Double(bitmap.height))
        let w = Double(bitmap.width) * scale, h = Double(bitmap.height) * scale
        cairo_save(cairo)
        cairo_rectangle(cairo, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(cairo)
        cairo_translate(cairo, frame.minX + (frame.width - w) / 2, frame.minY + (frame.height - h) / 2)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_surface(cairo, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    func check(_ during: String) throws {
        let status = cairo_status(cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), during: during)
        }
    }
}
