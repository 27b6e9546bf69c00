/// Decoded pixels: what an image command draws, so drawing never reads a file.
///
/// Rows of premultiplied 32-bit pixels in native byte order with alpha in the high byte (Cairo's
/// `ARGB32`), `stride` bytes apart. Equal bitmaps have equal pixels.
///
/// ```swift
/// let bitmap = try decoder.decodePNG(atPath: "logo.png")
/// print(bitmap.width, bitmap.height)
/// ```
public struct Bitmap: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    /// Bytes from the start of one row to the next (at least `4 × width`).
    public let stride: Int
    public let pixels: [UInt8]

    /// Pixels as described above; `pixels.count` must be `stride × height`.
    public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && stride >= 4 * width && pixels.count == stride * height,
                     "bitmap of \(width)×\(height) needs \(stride * height) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.stride = stride
        self.pixels = pixels
    }

    /// A short fingerprint of the pixels (FNV-1a), for debugging dumps.
    package var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in pixels { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    public var description: String { "\(width)×\(height) px #\(fingerprint)" }
}
