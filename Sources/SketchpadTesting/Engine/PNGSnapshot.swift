/// A PNG snapshot: the file's bytes and its pixels.
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
}

extension Diffing where Format == PNGSnapshot {
    /// Compares pixels under `tolerance`; a failure attaches `diff.png`.
    ///
    /// ```swift
    /// let loose = Diffing<PNGSnapshot>.image(tolerance: ImageTolerance(allowance: .fraction(0.01)))
    /// ```
    public static func image(tolerance: ImageTolerance = .default) -> Diffing<PNGSnapshot> {
        Diffing(
            toData: { $0.png },
            fromData: { bytes, path in try PNGSnapshot(png: bytes, path: path) },
            diff: { reference, actual in
                let comparison = ImageComparison(expected: reference.image, actual: actual.image, tolerance: tolerance)
                guard !comparison.matches else { return nil }
                let diff = (try? comparison.diffImage.pngData()) ?? []
                return SnapshotDifference(message: comparison.summary, attachments: diff.isEmpty ? [] : [("diff.png", diff)])
            })
    }
}

extension Diffing where Format == String {
    /// Compares text; a failure shows a line diff and attaches it as `diff.txt`.
    public static var lines: Diffing<String> {
        Diffing(
            toData: { Array($0.utf8) },
            fromData: { bytes, path in
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    throw SnapshotError.unreadableReference(path: path, reason: "not UTF-8 text")
                }
                return text
            },
            diff: { reference, actual in
                guard let diff = TextDiff.unified(reference: reference, actual: actual) else { return nil }
                return SnapshotDifference(message: "text differs:\n" + diff, attachments: [("diff.txt", Array(diff.utf8))])
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Plain text, compared line by line, stored as `.txt`.
    public static var lines: SimplySnapshotting<String> {
        SimplySnapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}
