import CPangoCairo
import SketchpadWidgets

// Filter groups and backdrops: drawn into a raster at `rasterScale` pixels a point, filtered
// with integer arithmetic (`GaussianBlur`, `Filter.Matrix.apply`), painted back as an image (in
// SVG and PDF an embedded image). Every raster shares one pixel grid, the canvas at
// `rasterScale`: a filter group's surface is a window on it (a device offset), so a group inside
// a group and a backdrop inside a group all line up.
extension CairoPainter {
    /// A filter group being drawn: its raster, its context, and the context around it.
    final class FilterLayer {
        let outer: OpaquePointer
        let context: OpaquePointer
        let surface: OpaquePointer
        /// Where the raster lies on the canvas's pixel grid (empty: nothing of it can show).
        let region: PixelRect
        let filter: Filter

        init(outer: OpaquePointer, context: OpaquePointer, surface: OpaquePointer, region: PixelRect, filter: Filter) {
            self.outer = outer
            self.context = context
            self.surface = surface
            self.region = region
            self.filter = filter
        }

        deinit {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
        }
    }

    /// Starts drawing into a raster over what can show of the group: the current clip on the
    /// canvas, grown by the blur's reach (what lies just outside bleeds in), or for an opaque
    /// blur and a colour matrix the clip alone.
    mutating func pushFilter(_ filter: Filter) throws {
        var region = clipPixels().intersection(canvasPixels)
        if case .blur(let radius, false) = filter {
            region = region.outset(by: GaussianBlur(sigma: radius * rasterScale).reach).intersection(canvasPixels)
        }
        let (surface, context) = try raster(region)
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let k = rasterPerDevice
        var scaled = cairo_matrix_t(xx: m.xx * k, yx: m.yx * k, xy: m.xy * k, yy: m.yy * k, x0: m.x0 * k, y0: m.y0 * k)
        cairo_set_matrix(context, &scaled)
        filterLayers.append(FilterLayer(outer: cairo, context: context, surface: surface, region: region, filter: filter))
        cairo = context
    }

    /// Filters the group's raster and paints it where it lies, through the clip around the group.
    mutating func popFilter() throws {
        guard let layer = filterLayers.popLast() else { return }
        try check("drawing a filter group")
        cairo = layer.outer
        guard !layer.region.isEmpty else { return }
        cairo_surface_flush(layer.surface)
        let opaque: Bool
        if case .blur(_, true) = layer.filter { opaque = true } else { opaque = false }
        apply([layer.filter], to: layer.surface, clampsEdges: opaque)
        paintPixels(layer.surface, at: layer.region)
    }

    /// Paints, inside `shape`, what was drawn before command `index` through `filters` (blurs
    /// extend their edge pixels): the list up to there is replayed into a raster over the
    /// shape's visible part, grown by the blurs' reach. Made once per command and cached, so a
    /// replay that meets an earlier backdrop reuses it.
    mutating func paintBackdrop(_ shape: Shape, _ filters: [Filter], at index: Int) throws {
        guard let list else { return }
        let backdrop: PainterCache.Backdrop
        if let known = cache.backdrops[index] {
            backdrop = known
        } else {
            backdrop = try makeBackdrop(shape, filters, before: index, of: list)
            cache.backdrops[index] = backdrop
        }
        guard let surface = backdrop.surface else { return }
        cairo_save(cairo)
        cairo_new_path(cairo)
        addPath(shape)
        cairo_clip(cairo)
        paintPixels(surface, at: backdrop.region)
        cairo_restore(cairo)
    }

    private func makeBackdrop(_ shape: Shape, _ filters: [Filter], before index: Int, of list: DisplayList) throws -> PainterCache.Backdrop {
        cairo_new_path(cairo)
        addPath(shape)
        let visible = pixels(of: cairo_path_extents).intersection(clipPixels()).intersection(canvasPixels)
        cairo_new_path(cairo)
        guard !visible.isEmpty else { return PainterCache.Backdrop(surface: nil, region: visible) }
        let reach = filters.reduce(0) { reach, filter in
            guard case .blur(let radius, _) = filter else { return reach }
            return reach + GaussianBlur(sigma: radius * rasterScale).reach
        }
        let region = visible.outset(by: reach).intersection(canvasPixels)
        let (surface, context) = try raster(region)
        defer { cairo_destroy(context) }
        cairo_scale(context, rasterScale, rasterScale)
        var replay = CairoPainter(cairo: context, canvasSize: list.size, devicePerPoint: rasterScale, rasterScale: rasterScale, cache: cache)
        do {
            try replay.paint(list, upTo: index)
            try replay.closeOpenGroups()
            try replay.check("replaying what lies behind a backdrop")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_flush(surface)
        apply(filters, to: surface, clampsEdges: true)
        return PainterCache.Backdrop(surface: surface, region: region)
    }

    /// Ends every group left open (a replay stops in the middle of the list).
    mutating func closeOpenGroups() throws {
        while let open = openGroups.last {
            switch open {
            case .pushClip: try paint(.popClip, at: -1)
            case .pushTransform: try paint(.popTransform, at: -1)
            case .pushOpacity: try paint(.popOpacity, at: -1)
            case .pushFilter: try paint(.popFilter, at: -1)
            default: openGroups.removeLast()
            }
        }
    }

    /// The current clip's extents on the canvas's pixel grid.
    private func clipPixels() -> PixelRect { pixels(of: cairo_clip_extents) }

    /// The extents `extents` (Cairo's clip or path extents) gives in device space, on the
    /// canvas's pixel grid (a path is kept in device space, so this is the transformed shape's box).
    private func pixels(of extents: (OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
                                     UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void) -> PixelRect {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let k = rasterPerDevice
        return PixelRect(covering: x1 * k, y1 * k, x2 * k, y2 * k)
    }

    /// A transparent raster over `region` of the canvas's pixel grid (at least 1 × 1) and a
    /// context on it whose device space is that grid.
    private func raster(_ region: PixelRect) throws -> (surface: OpaquePointer, context: OpaquePointer) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(1, region.width)), Int32(max(1, region.height)))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), during: "making a filter's raster")
        }
        cairo_surface_set_device_offset(surface, Double(-region.x), Double(-region.y))
        return (surface, cairo_create(surface)!)
    }

    /// Runs `filters` over the raster's pixels, in order.
    private func apply(_ filters: [Filter], to surface: OpaquePointer, clampsEdges: Bool) {
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        data.withMemoryRebound(to: UInt32.self, capacity: stride * height) { pixels in
            for filter in filters {
                switch filter {
                case .blur(let radius, _):
                    GaussianBlur(sigma: radius * rasterScale).apply(to: pixels, width: width, height: height, rowStride: stride,
                                                                   clampsEdges: clampsEdges)
                case .colorMatrix(let matrix):
                    matrix.apply(to: pixels, width: width, height: height, rowStride: stride)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Paints a raster of the canvas's pixel grid where `region` says it lies.
    private func paintPixels(_ surface: OpaquePointer, at region: PixelRect) {
        let k = rasterPerDevice
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        if k != 1 { cairo_scale(cairo, 1 / k, 1 / k) }
        // The pattern reads the surface from its own origin, so the window's offset goes here.
        cairo_surface_set_device_offset(surface, 0, 0)
        cairo_set_source_surface(cairo, surface, Double(region.x), Double(region.y))
        if k == 1 { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST) }
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
