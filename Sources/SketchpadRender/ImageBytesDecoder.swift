import CPangoCairo
import SketchpadWidgets

/// Decodes an image file's bytes into a `Bitmap`: PNG with Cairo (libpng), JPEG with libjpeg(-turbo)
/// through `sketchpad_jpeg.h`, its EXIF orientation applied (so a photo stored sideways shows
/// upright, as on iOS). What is neither, and any broken file, is a `RenderError.imageUnreadable`.
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
            case nil: throw RenderError.imageUnreadable(path: path, reason: "not a PNG or JPEG file")
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
}
