import CPangoCairo
import SketchpadWidgets

/// Decodes an image file's bytes into a `Bitmap`: PNG with Cairo (libpng), JPEG with libjpeg(-turbo)
/// through `sketchpad_jpeg.h`, its EXIF orientation applied (so a photo stored sideways shows
/// upright, as on iOS), and the vector images of asset catalogs, SVG with librsvg and a PDF's first
/// page with poppler, drawn at `ImageHeader.vectorScale` pixels a point (`sketchpad_vector.h`).
/// What is none of these, and any broken file, is a `RenderError.imageUnreadable`.
///
/// ```swift
/// let bitmap = try ImageBytesDecoder.bitmap(of: bytes, path: "photo.jpg")
/// ```
package enum ImageBytesDecoder {
    /// The pixels of `bytes`, the contents of the file at `path` (named in errors).
    package static func bitmap(of bytes: [UInt8], path: String) throws -> Bitmap {
        do {
            switch ImageHeader.format(of: bytes) {
            case .png: return try RasterImage(png: bytes).bitmap
            case .jpeg: return try jpeg(bytes).oriented(exif: ImageHeader.exifOrientation(of: bytes))
            case .pdf, .svg: return try vector(bytes)
            case nil: throw RenderError.imageUnreadable(path: path, reason: "not a PNG, JPEG, PDF or SVG file")
            }
        } catch RenderError.imageUnreadable(_, let reason) {
            throw RenderError.imageUnreadable(path: path, reason: reason)
        }
    }

    /// A JPEG's stored pixels (opaque premultiplied ARGB32, as Cairo keeps them).
    private static func jpeg(_ bytes: [UInt8]) throws -> Bitmap {
        var out: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            sketchpad_jpeg_decode_argb32(buffer.baseAddress, buffer.count, RenderLimits.maxPixels, &out, &width, &height, &message)
        }
        guard status == 0, let out else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError.imageUnreadable(path: "<memory>", reason: reason.isEmpty ? "not a readable JPEG" : reason)
        }
        defer { sketchpad_jpeg_free(out) }
        let count = Int(width) * Int(height) * 4
        return Bitmap(width: Int(width), height: Int(height), stride: Int(width) * 4,
                      pixels: Array(UnsafeBufferPointer(start: out, count: count)))
    }

    /// A PDF's first page or an SVG document drawn into pixels of the size `ImageHeader` gives it
    /// (its size in points at `ImageHeader.vectorScale`), on a transparent background.
    private static func vector(_ bytes: [UInt8]) throws -> Bitmap {
        guard let size = ImageHeader.pixelSize(of: bytes), size.width * size.height <= Double(RenderLimits.maxPixels) else {
            throw RenderError.imageUnreadable(path: "<memory>", reason: ImageHeader.pixelSize(of: bytes) == nil
                ? "no page size (PDF) or width, height or viewBox (SVG) was found" : "the image is too large to draw")
        }
        let image = try RasterImage(width: Int(size.width), height: Int(size.height))
        let cr = cairo_create(image.surface)
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { buffer in
            ImageHeader.format(of: bytes) == .pdf
                ? sketchpad_pdf_render(buffer.baseAddress, buffer.count, cr, size.width, size.height, &message)
                : sketchpad_svg_render(buffer.baseAddress, buffer.count, cr, size.width, size.height, &message)
        }
        cairo_destroy(cr)
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw RenderError.imageUnreadable(path: "<memory>", reason: reason)
        }
        return image.bitmap
    }
}
