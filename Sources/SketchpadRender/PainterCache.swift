import CPangoCairo
import SketchpadWidgets

/// What a painter makes once and reuses while it paints one list: Cairo surfaces of the bitmaps
/// drawn, and the filtered backdrop of each `backdrop` command (by its index in the list). The
/// painters that replay the list for a backdrop share it, so a backdrop behind another is made
/// once. Owns the surfaces; keyed look-ups only, never iterated.
final class PainterCache {
    var surfaces: [Bitmap: BitmapSurface] = [:]
    var backdrops: [Int: Backdrop] = [:]

    /// A backdrop's filtered pixels and where they go on the raster (nil surface: nothing of the
    /// shape is visible).
    final class Backdrop {
        let surface: OpaquePointer?
        let region: PixelRect

        init(surface: OpaquePointer?, region: PixelRect) {
            self.surface = surface
            self.region = region
        }

        deinit { if let surface { cairo_surface_destroy(surface) } }
    }
}
