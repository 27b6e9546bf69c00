import SketchpadRender

/// An image as plain 8-bit straight-alpha RGBA bytes, row by row from the top left: what
/// comparison reads and the diff image is built in.
///
/// ```swift
/// let golden = try RGBAImage(png: Array(Data(contentsOf: url)))
/// let diff = ImageComparison(expected: golden, actual: rendered).diffImage
/// try AtomicFile.write(diff.pngData(), to: "diff.png")
/// ```
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes.
    public let bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
                     "\(bytes.count) bytes for a \(width)×\(height) RGBA image")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The pixels of a rendered image.
    public init(_ raster: RasterImage) {
        self.init(width: raster.width, height: raster.height, bytes: raster.rgbaBytes())
    }

    /// Decodes PNG bytes; throws `SnapshotError.unreadableReference` (path `<memory>` unless
    /// given) when they are not a PNG.
    public init(png: [UInt8], path: String = "<memory>") throws(SnapshotError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count > signature.count, Array(png.prefix(8)) == signature else {
            throw .unreadableReference(path: path, reason: png.isEmpty ? "empty file" : "not a PNG file (no PNG signature)")
        }
        do {
            self.init(try RasterImage(png: png))
        } catch {
            throw .unreadableReference(path: path, reason: "\(error)")
        }
    }

    /// PNG bytes (libpng, through SketchpadRender).
    public func pngData() throws(SnapshotError) -> [UInt8] {
        do {
            return try RasterImage(width: width, height: height, rgba: bytes).pngData()
        } catch {
            throw .snapshotFailed(reason: "cannot encode a \(width)×\(height) PNG: \(error)")
        }
    }

    package var pixelCount: Int { width * height }
    package var sizeDescription: String { "\(width)×\(height) px" }
}
