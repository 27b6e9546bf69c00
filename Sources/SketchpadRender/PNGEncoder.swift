import CPangoCairo

/// Encodes a `RasterImage` with libpng directly. Cairo's own `cairo_surface_write_to_png`
/// always deflates at zlib's default level, which is most of a render's time.
enum PNGEncoder {
    static func encode(_ image: RasterImage, compression: PNGCompression) throws -> [UInt8] {
        cairo_surface_flush(image.surface)
        guard let data = cairo_image_surface_get_data(image.surface) else {
            throw RenderError.pngEncoding("image has no pixel data")
        }
        let (level, filters, strategy) = compression.parameters
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 128)
        let result = sketchpad_png_encode_argb32(
            data, Int32(image.width), Int32(image.height), cairo_image_surface_get_stride(image.surface),
            level, filters, strategy, &output, &size, &message)
        guard result == 0, let output else {
            let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw RenderError.pngEncoding(String(decoding: text, as: UTF8.self))
        }
        defer { sketchpad_png_free(output) }
        return Array(UnsafeBufferPointer(start: output, count: size))
    }
}
