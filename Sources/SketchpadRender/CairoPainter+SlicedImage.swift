import CPangoCairo
import SketchpadLayout
import SketchpadWidgets

extension CairoPainter {
    /// Paints a resizable image's nine slices (see ``ImageSlicing``): each part of the bitmap
    /// is a sub-surface, stretched to its part of the frame (its edge pixels padded, so a part
    /// never samples its neighbour) or repeated from the part's corner at the image's size.
    mutating func paintSlicedImage(_ bitmap: Bitmap, frame: Rect, _ slicing: ImageSlicing) throws {
        let image = try surface(for: bitmap)
        let pixelsPerPoint = slicing.scale > 0 ? slicing.scale : 1
        for slice in slicing.slices(bitmapWidth: bitmap.width, height: bitmap.height, in: frame) {
            let (from, to) = (slice.source, slice.destination)
            guard let part = cairo_surface_create_for_rectangle(image.surface, from.minX, from.minY, from.width, from.height) else { continue }
            defer { cairo_surface_destroy(part) }
            guard let pattern = cairo_pattern_create_for_surface(part) else { continue }
            defer { cairo_pattern_destroy(pattern) }
            // The pattern's matrix maps the frame's points to the part's pixels.
            let (sx, sy) = slicing.mode == .stretch ? (from.width / to.width, from.height / to.height) : (pixelsPerPoint, pixelsPerPoint)
            var matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -to.minX * sx, y0: -to.minY * sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_extend(pattern, slicing.mode == .stretch ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_REPEAT)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_set_source(cairo, pattern)
            cairo_rectangle(cairo, to.minX, to.minY, to.width, to.height)
            cairo_fill(cairo)
        }
    }
}
