/// A PNG snapshot: the file's bytes and its pixels. The format of Sketchpad's image strategies.
///
/// ```swift
/// let snapshot = try Snapshotting<Scene, PNGSnapshot>.image.capture(scene)
/// snapshot.image.sizeDescription     // "390×844 px"
/// ```
public struct PNGSnapshot: Sendable {
    /// The PNG file.
    public let png: [UInt8]
    public let image: RGBAImage

    public init(png: [UInt8], image: RGBAImage) {
        self.png = png
        self.image = image
    }

    /// Decodes a PNG file's bytes.
    public init(png: [UInt8], path: String = "<memory>") throws(SnapshotError) {
        self.init(png: png, image: try RGBAImage(png: png, path: path))
    }

    /// No pixels: what `Diffing.fromData` makes of bytes that are not a PNG (assertions read
    /// references strictly and report such a file instead).
    public static let empty = PNGSnapshot(png: [], image: RGBAImage(width: 0, height: 0, bytes: []))
}
