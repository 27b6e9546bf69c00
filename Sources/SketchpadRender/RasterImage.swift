import CPangoCairo
import SketchpadLayout
import SketchpadWidgets

/// Pixels in memory: a rendered canvas before it is encoded, or a decoded PNG. Owns a Cairo
/// image surface (premultiplied ARGB32) and releases it in deinit.
///
/// ```swift
/// let image = try Renderer().rasterize(list, scale: 2)
/// let middle = image.pixel(x: image.width / 2, y: image.height / 2)   // RGBA, 0…255
/// let png = try image.pngData()
/// ```
public final class RasterImage {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// An 8-bit straight-alpha pixel.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
        /// The pixel a colour becomes (components rounded to 8 bits).
        public init(_ color: Color) {
            func byte(_ v: Double) -> UInt8 { UInt8((max(0, min(1, v)) * 255).rounded()) }
            self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
        }
        /// The largest difference of any channel.
        public func distance(to other: Pixel) -> Int {
            max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
                abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
        }
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// Takes ownership of `surface` (one reference).
    init(surface: OpaquePointer) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(surface)
            throw RenderError.cairo(status: message, during: "creating an image")
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// A transparent image of the given size in pixels.
    convenience init(width: Int, height: Int) throws {
        try self.init(surface: cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    }

    /// Decodes a PNG file.
    public convenience init(contentsOfPNGFile path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.imageUnreadable(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        try self.init(surface: Self.argb32(surface))
    }

    /// Decodes PNG bytes.
    public convenience init(png bytes: [UInt8]) throws {
        let source = ByteSource(bytes)
        let surface = cairo_image_surface_create_from_png_stream(ByteSource.read, Unmanaged.passUnretained(source).toOpaque())!
        let status = cairo_surface_status(surface)
        withExtendedLifetime(source) {}
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.imageUnreadable(path: "<memory>", reason: String(cString: cairo_status_to_string(status)))
        }
        try self.init(surface: Self.argb32(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Cairo decodes opaque PNGs to RGB24, whose fourth byte is undefined; copy those to ARGB32
    /// so every pixel read is defined.
    private static func argb32(_ surface: OpaquePointer) -> OpaquePointer {
        guard cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 else { return surface }
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cairo_image_surface_get_width(surface),
                                              cairo_image_surface_get_height(surface))!
        let cr = cairo_create(copy)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return copy
    }

    /// The pixel at column `x`, row `y` (0-based, from the top left), un-premultiplied.
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let a = word >> 24
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = (word >> shift) & 0xff
            return a == 0 ? 0 : UInt8((premultiplied * 255 + a / 2) / a)
        }
        return Pixel(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(a))
    }

    /// The pixel under the point (`x`, `y`) in points, for an image rendered at `scale`.
    public func pixel(atPoint point: Point, scale: Double = 1) -> Pixel {
        pixel(x: min(width - 1, max(0, Int(point.x * scale))), y: min(height - 1, max(0, Int(point.y * scale))))
    }

    /// PNG bytes, encoded with libpng (see `PNGCompression`).
    public func pngData(compression: PNGCompression = .fast) throws -> [UInt8] {
        try PNGEncoder.encode(self, compression: compression)
    }
}

extension RasterImage {
    /// PNG bytes from Cairo's own writer (`cairo_surface_write_to_png_stream`), for the benchmark
    /// that compares it with `pngData()`. Not for output: it is several times slower.
    @_spi(Benchmark) public func cairoPNGData() throws -> [UInt8] {
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, ByteSink.write, Unmanaged.passUnretained(sink).toOpaque())
        withExtendedLifetime(sink) {}
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(status: String(cString: cairo_status_to_string(status)), during: "cairo_surface_write_to_png_stream")
        }
        return sink.bytes
    }
}
