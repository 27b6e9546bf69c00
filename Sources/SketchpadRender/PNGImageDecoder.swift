import CPangoCairo
import SketchpadWidgets

/// Decodes image files (PNG and JPEG, whatever their names end in) into `Bitmap`s, for display
/// lists that carry their pixels. A JPEG's EXIF orientation is applied.
///
/// Files go through the process's one image file cache: each file (as long as it is unchanged) is
/// read once and decoded once, for layout's intrinsic size, the batch's check and every drawing.
///
/// ```swift
/// let bitmap = try PNGImageDecoder().decodePNG(atPath: "Assets/logo.png")
/// ```
public struct PNGImageDecoder: ImageDecoding, Sendable {
    public init() {}

    /// The pixels of the PNG or JPEG file at `path` (the name is kept for source compatibility).
    public func decodePNG(atPath path: String) throws -> Bitmap {
        do {
            return try ImageFileCache.shared.bitmap(ofImage: path) { try ImageBytesDecoder.bitmap(of: $0, path: path) }
        } catch ImageFileError.unreadable {
            throw RenderError.imageUnreadable(path: path, reason: "file not found")
        } catch RenderError.imageUnreadable(_, let reason) {
            // Decoded from the bytes the cache read: the error names the file they came from.
            throw RenderError.imageUnreadable(path: path, reason: reason)
        }
    }
}

extension RasterImage {
    /// The image's pixels as a `Bitmap` (premultiplied ARGB32, as Cairo keeps them).
    public var bitmap: Bitmap {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let count = stride * height
        let data = cairo_image_surface_get_data(surface)
        let pixels = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [UInt8](repeating: 0, count: count)
        return Bitmap(width: width, height: height, stride: stride, pixels: pixels)
    }
}
