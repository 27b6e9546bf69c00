import CPangoCairo

extension RasterImage {
    /// Every pixel as 8-bit straight-alpha RGBA, row by row from the top left (4 bytes a pixel,
    /// no padding): what image comparison reads in one pass instead of `pixel(x:y:)` per pixel.
    ///
    /// ```swift
    /// let image = try RasterImage(png: bytes)
    /// let rgba = image.rgbaBytes()          // rgba.count == image.width * image.height * 4
    /// ```
    public func rgbaBytes() -> [UInt8] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBufferPointer { buffer in
            var o = 0
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride)
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let a = word >> 24
                    if a != 0 {
                        buffer[o] = UInt8((((word >> 16) & 0xff) * 255 + a / 2) / a)
                        buffer[o + 1] = UInt8((((word >> 8) & 0xff) * 255 + a / 2) / a)
                        buffer[o + 2] = UInt8(((word & 0xff) * 255 + a / 2) / a)
                        buffer[o + 3] = UInt8(a)
                    }
                    o += 4
                }
            }
        }
        return out
    }

    /// An image from straight-alpha RGBA bytes laid out as `rgbaBytes()` returns them (to encode
    /// a computed image, such as a diff, with `pngData()`).
    ///
    /// ```swift
    /// let red = try RasterImage(width: 1, height: 1, rgba: [255, 0, 0, 255])
    /// ```
    public convenience init(width: Int, height: Int, rgba: [UInt8]) throws {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw RenderError.invalidGeometry(
                command: nil, detail: "\(rgba.count) RGBA bytes for a \(width)×\(height) image (need \(max(0, width * height * 4)))")
        }
        try self.init(width: width, height: height)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        rgba.withUnsafeBufferPointer { buffer in
            var i = 0
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                for x in 0..<width {
                    let a = UInt32(buffer[i + 3])
                    func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    let word = a << 24 | premultiplied(buffer[i]) << 16 | premultiplied(buffer[i + 1]) << 8 | premultiplied(buffer[i + 2])
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
