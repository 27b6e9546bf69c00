import CPangoCairo
import SketchpadWidgets

/// A Cairo image surface over a copy of a `Bitmap`'s pixels, for painting it; owns both.
final class BitmapSurface {
    let surface: OpaquePointer
    private let pixels: UnsafeMutableBufferPointer<UInt8>

    init(_ bitmap: Bitmap) throws {
        pixels = .allocate(capacity: max(1, bitmap.pixels.count))
        _ = pixels.initialize(from: bitmap.pixels)
        let surface = cairo_image_surface_create_for_data(pixels.baseAddress, CAIRO_FORMAT_ARGB32, Int32(bitmap.width),
                                                          Int32(bitmap.height), Int32(bitmap.stride))!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            pixels.deallocate()
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), during: "preparing an image")
        }
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
        pixels.deallocate()
    }
}
